import type { z } from 'zod';
import { FoodBody } from '../../../domain/contracts/menu.ts';
import { dollarsToCents } from '../http/amounts.ts';

/** A dish as POST and PUT /api/foods send it (the contract's body), its price and its options' prices read into cents. */
export const FoodRequest = FoodBody.transform(({ price, optionGroups, ...dish }) => ({
  ...dish,
  priceCents: dollarsToCents(price),
  optionGroups: optionGroups.map((group) => ({
    ...group,
    options: group.options.map(({ price: change, ...option }) => ({ ...option, priceCents: dollarsToCents(change) })),
  })),
}));
export type FoodRequest = z.output<typeof FoodRequest>;
export type OptionGroupRequest = FoodRequest['optionGroups'][number];
