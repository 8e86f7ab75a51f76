import { z } from 'zod';
import type { FoodRow } from '../../../db/schema/index.ts';
import { ALLERGEN_CODES, DIETARY_CODES } from '../../../domain/allergens.ts';
import type { Food, FoodOptionGroup } from '../../../domain/food.ts';
import { centsToDollars } from '../../../domain/money.ts';
import { dataAnswerWithMessage, Dollars } from '../../../domain/contracts/envelope.ts';

export const FoodOptionAnswer = z
  .object({
    id: z.string().meta({ examples: ['pizza-size-large'] }),
    name: z.string().meta({ examples: ['Large'] }),
    price: Dollars.describe('What the option adds to the dish, ≥ 0').meta({ examples: [2.5] }),
    isAvailable: z.boolean(),
  })
  .meta({ id: 'FoodOption' });

export const FoodOptionGroupAnswer = z
  .object({
    id: z
      .string()
      .describe('The same id on every dish sharing the group')
      .meta({ examples: ['pizza-size'] }),
    name: z.string().meta({ examples: ['Size'] }),
    minSelect: z.int().min(0).describe('Fewest options to choose; 1 or more makes the group required'),
    maxSelect: z.int().min(1).describe('Most options to choose'),
    options: z.array(FoodOptionAnswer),
  })
  .meta({ id: 'FoodOptionGroup' });

export const FoodAnswer = z
  .object({
    _id: z.string().describe('Same value as id'),
    id: z.string().meta({ examples: ['margherita-pizza'] }),
    name: z.string(),
    category: z
      .string()
      .describe("Its category's name (GET /api/categories), compared ignoring case")
      .meta({ examples: ['pizza'] }),
    categoryId: z
      .string()
      .describe("Its category's id")
      .meta({ examples: ['pizza'] }),
    price: Dollars.meta({ examples: [12.99] }),
    image: z
      .string()
      .describe('A path on this site or an http(s) URL')
      .meta({ examples: ['/images/dishes/margherita-pizza.avif'] }),
    description: z.string(),
    isAvailable: z.boolean(),
    allergens: z
      .array(z.enum(ALLERGEN_CODES))
      .describe("The EU's 14 allergens the dish contains, by code")
      .meta({ examples: [['gluten', 'milk']] }),
    dietary: z
      .array(z.enum(DIETARY_CODES))
      .describe('Dietary tags that hold for the dish')
      .meta({ examples: [['vegetarian']] }),
    optionGroups: z.array(FoodOptionGroupAnswer).describe('The choices a customer makes for the dish, in order'),
    taxRate: z.number().min(0).max(100).describe("Its category's tax rate, percent; 0 for none"),
  })
  .meta({ id: 'Food' }) satisfies z.ZodType<Food>;

export const MenuAnswer = z.array(FoodAnswer);
export const FoodChangedAnswer = dataAnswerWithMessage(FoodAnswer);

/** A dish as the API speaks it (the menu's fields, price in dollars) with its option groups. */
export function toFood(
  row: Pick<
    FoodRow,
    'id' | 'name' | 'category' | 'categoryId' | 'priceCents' | 'image' | 'description' | 'isAvailable' | 'allergens' | 'dietary'
  >,
  optionGroups: FoodOptionGroup[] = [],
  taxRate = 0,
): Food & { taxRate: number } {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    category: row.category,
    categoryId: row.categoryId ?? '',
    price: centsToDollars(row.priceCents),
    image: row.image,
    description: row.description,
    isAvailable: row.isAvailable,
    allergens: row.allergens,
    dietary: row.dietary,
    optionGroups,
    taxRate,
  };
}
