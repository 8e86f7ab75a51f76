import type { Food } from '../../domain/food.ts';

/** A dish as the API answers it, with plain defaults: the fields a test cares about given. */
export function aFood(fields: Partial<Food> & Pick<Food, 'id' | 'category' | 'categoryId'>): Food {
  return {
    _id: fields.id,
    name: fields.id,
    taxRate: 0,
    rating: null,
    price: 10,
    image: '',
    description: '',
    isAvailable: true,
    stock: { tracked: false, quantity: null, lowAt: null },
    sku: null,
    barcode: null,
    content: null,
    unitPrice: null,
    soldBy: 'unit',
    unit: null,
    quantityStep: 1,
    minQuantity: 1,
    maxQuantity: null,
    allergens: [],
    dietary: [],
    optionGroups: [],
    ...fields,
  };
}
