import { BY_THE_UNIT } from '../../domain/sale-quantity.ts';
import type { CatalogueProduct, OrderedLine } from '../../domain/picking/order-lines.ts';

/**
 * The worked order of docs/product/picking.md, for the tests beside it: 1.5 kg of tomatoes at
 * 4.49 per kg, 2 basmati at 3.29 that may be replaced by a best match, 2 milk not to be replaced;
 * and the products that may stand in.
 */

export const TOMATOES: OrderedLine = {
  position: 0,
  foodId: 'tomatoes',
  name: 'Vine Tomatoes',
  priceCents: 674,
  quantity: 1,
  image: 'tomatoes.jpg',
  options: [],
  category: 'Fruit & Veg',
  taxRate: 5,
  stockTakenMilli: 1500,
  weightMilli: 1500,
  weightUnit: 'kg',
  unitPriceCents: 449,
  substitution: { mode: 'none' },
};

export const BASMATI: OrderedLine = {
  ...TOMATOES,
  position: 1,
  foodId: 'basmati',
  name: 'Basmati Rice 1 kg',
  priceCents: 329,
  quantity: 2,
  image: 'basmati.jpg',
  category: 'Rice & Pasta',
  stockTakenMilli: 2000,
  weightMilli: null,
  weightUnit: null,
  unitPriceCents: null,
  substitution: { mode: 'best_match' },
};

export const MILK: OrderedLine = {
  ...BASMATI,
  position: 2,
  foodId: 'milk',
  name: 'Milk 1 L',
  priceCents: 115,
  category: 'Dairy',
  substitution: { mode: 'none' },
};

/** A product on sale by the unit, in the rice's category, but for what `fields` says. */
export function aProduct(id: string, name: string, fields: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id,
    name,
    priceCents: 379,
    image: `${id}.jpg`,
    isAvailable: true,
    categoryId: 'rice',
    category: 'Rice & Pasta',
    taxRate: 5,
    stockTracked: true,
    sale: BY_THE_UNIT,
    ...fields,
  };
}

export const JASMINE = aProduct('jasmine', 'Jasmine Rice 1 kg');
export const LOOSE_RICE = aProduct('loose-rice', 'Loose Rice', {
  priceCents: 250,
  sale: { soldBy: 'weight', unit: 'kg', quantityStep: 0.5, minQuantity: 0.5, maxQuantity: 5 },
});
