import { z } from 'zod';
import type { Food } from '../../../domain/food.ts';
import { dataAnswerWithMessage, Dollars } from './envelope.ts';

export const FoodAnswer = z
  .object({
    _id: z.string().describe('Same value as id'),
    id: z.string().meta({ examples: ['margherita-pizza'] }),
    name: z.string(),
    category: z.string().describe('Compared ignoring case').meta({ examples: ['pizza'] }),
    price: Dollars.meta({ examples: [12.99] }),
    image: z.string().describe('A path on this site or an http(s) URL').meta({ examples: ['/images/dishes/margherita-pizza.svg'] }),
    description: z.string(),
    isAvailable: z.boolean(),
  })
  .meta({ id: 'Food' }) satisfies z.ZodType<Food>;

export const MenuAnswer = z.array(FoodAnswer);
export const FoodChangedAnswer = dataAnswerWithMessage(FoodAnswer);
