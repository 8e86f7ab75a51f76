import type { z } from 'zod';
import { FoodInput } from '../../../domain/food-form.ts';
import { dollarsToCents } from './amounts.ts';

/** A dish as POST and PUT /api/foods send it: the form's fields, its price and its options' prices read into cents. */
export const FoodRequest = FoodInput.transform(({ price, optionGroups, ...dish }) => ({
  ...dish,
  priceCents: dollarsToCents(price),
  optionGroups: optionGroups.map((group) => ({
    ...group,
    options: group.options.map(({ price: change, ...option }) => ({ ...option, priceCents: dollarsToCents(change) })),
  })),
}));
export type FoodRequest = z.output<typeof FoodRequest>;
export type OptionGroupRequest = FoodRequest['optionGroups'][number];
