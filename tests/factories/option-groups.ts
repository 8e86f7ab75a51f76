import type { OptionGroup } from '../../domain/menu-options.ts';

/** A pizza's option groups as the rules read them (cents): a size to choose, extras up to three, one sold out. */
export const PIZZA_SIZE: OptionGroup = {
  id: 'size',
  name: 'Size',
  minSelect: 1,
  maxSelect: 1,
  options: [
    { id: 'small', name: 'Small', priceCents: 0, isAvailable: true },
    { id: 'large', name: 'Large', priceCents: 250, isAvailable: true },
  ],
};

export const PIZZA_EXTRAS: OptionGroup = {
  id: 'extras',
  name: 'Extras',
  minSelect: 0,
  maxSelect: 3,
  options: [
    { id: 'olives', name: 'Olives', priceCents: 100, isAvailable: true },
    { id: 'basil', name: 'Basil', priceCents: 50, isAvailable: true },
    { id: 'chilli', name: 'Chilli', priceCents: 50, isAvailable: true },
    { id: 'truffle', name: 'Truffle', priceCents: 400, isAvailable: false },
    { id: 'ham', name: 'Ham', priceCents: 150, isAvailable: true },
  ],
};
