/**
 * The demo menu's option groups, shared between dishes as an owner would set them up: every pizza
 * offers the same extras, and a size where it comes in two. Margherita keeps only the extras, so
 * one pizza still goes straight from the menu card into the cart.
 */
export interface SeedOptionGroup {
  id: string;
  name: string;
  minSelect: number;
  maxSelect: number;
  options: { id: string; name: string; priceCents: number; isAvailable: boolean }[];
  /** The dishes offering it, each at this position among its groups. */
  dishes: readonly string[];
  position: number;
}

export const seedOptionGroups: readonly SeedOptionGroup[] = [
  {
    id: 'pizza-size',
    name: 'Size',
    minSelect: 1,
    maxSelect: 1,
    options: [
      { id: 'pizza-size-regular', name: 'Regular 10"', priceCents: 0, isAvailable: true },
      { id: 'pizza-size-large', name: 'Large 14"', priceCents: 250, isAvailable: true },
    ],
    dishes: ['pepperoni-pizza', 'bbq-chicken-pizza', 'veggie-supreme-pizza'],
    position: 0,
  },
  {
    id: 'pizza-extras',
    name: 'Extras',
    minSelect: 0,
    maxSelect: 3,
    options: [
      { id: 'pizza-extras-mozzarella', name: 'Extra mozzarella', priceCents: 150, isAvailable: true },
      { id: 'pizza-extras-olives', name: 'Olives', priceCents: 100, isAvailable: true },
      { id: 'pizza-extras-jalapenos', name: 'Jalapeños', priceCents: 100, isAvailable: true },
      { id: 'pizza-extras-mushrooms', name: 'Mushrooms', priceCents: 100, isAvailable: true },
      { id: 'pizza-extras-truffle-oil', name: 'Truffle oil', priceCents: 200, isAvailable: false },
    ],
    dishes: ['margherita-pizza', 'pepperoni-pizza', 'bbq-chicken-pizza', 'veggie-supreme-pizza'],
    position: 1,
  },
  {
    id: 'burger-leave-out',
    name: 'Leave out',
    minSelect: 0,
    maxSelect: 3,
    options: [
      { id: 'burger-leave-out-pickles', name: 'No pickles', priceCents: 0, isAvailable: true },
      { id: 'burger-leave-out-onions', name: 'No onions', priceCents: 0, isAvailable: true },
      { id: 'burger-leave-out-sauce', name: 'No sauce', priceCents: 0, isAvailable: true },
    ],
    dishes: ['classic-burger', 'double-cheeseburger', 'crispy-chicken-burger', 'mushroom-swiss-burger'],
    position: 0,
  },
];
