import type { z } from 'zod';
import { FOOD_FORM_ERRORS, FoodInput } from '../../../domain/food-form.ts';
import { dollarsToCents } from '../http/amounts.ts';

/** A dish as POST and PUT /api/foods send it: the form's fields, its price and its options' prices read into cents. */
export const FoodRequest = FoodInput.refine((dish) => dish.categoryId !== undefined || dish.category !== undefined, {
  path: ['category'],
  message: FOOD_FORM_ERRORS.categoryRequired,
}).transform(({ price, optionGroups, ...dish }) => ({
  ...dish,
  priceCents: dollarsToCents(price),
  optionGroups: optionGroups.map((group) => ({
    ...group,
    options: group.options.map(({ price: change, ...option }) => ({ ...option, priceCents: dollarsToCents(change) })),
  })),
}));
export type FoodRequest = z.output<typeof FoodRequest>;
export type OptionGroupRequest = FoodRequest['optionGroups'][number];
