import type { z } from 'zod';
import { FoodInput } from '../../../domain/food-form.ts';
import { dollarsToCents } from './amounts.ts';

/** A dish as POST and PUT /api/foods send it: the form's fields, its price read into cents. */
export const FoodRequest = FoodInput.transform(({ price, ...dish }) => ({ ...dish, priceCents: dollarsToCents(price) }));
export type FoodRequest = z.output<typeof FoodRequest>;
