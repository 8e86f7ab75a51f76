import { z } from 'zod';
import { ALLERGEN_CODES, DIETARY_CODES } from './allergens.ts';
import { groupDigits } from './number-format.ts';

/**
 * The admin's food form and the body of POST/PUT /api/foods: the island checks it as
 * the owner types, the worker checks it again as the truth. Every text the owner can see lives here.
 */

export const FOOD_NAME_MAX_LENGTH = 100;
export const FOOD_CATEGORY_MAX_LENGTH = 50;
export const FOOD_DESCRIPTION_MAX_LENGTH = 1000;
export const FOOD_IMAGE_MAX_LENGTH = 2048;
/** Dollars; well above any dish, low enough that a slipped key is caught. */
export const FOOD_PRICE_MAX = 10_000;

export const FOOD_FORM_ERRORS = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${FOOD_NAME_MAX_LENGTH} characters.`,
  categoryRequired: 'Category is required.',
  categoryTooLong: `Category must be at most ${FOOD_CATEGORY_MAX_LENGTH} characters.`,
  priceInvalid: 'Price must be a number of at least 0.',
  priceTooHigh: `Price must be at most $${groupDigits(FOOD_PRICE_MAX)}.`,
  priceCents: 'Price can have at most two decimals.',
  imageRequired: 'Image URL is required.',
  imageInvalid: 'Image URL must start with http://, https:// or / (a path on this site).',
  imageTooLong: `Image URL must be at most ${FOOD_IMAGE_MAX_LENGTH} characters.`,
  descriptionTooLong: `Description must be at most ${FOOD_DESCRIPTION_MAX_LENGTH} characters.`,
  availableInvalid: 'Available must be true or false.',
} as const;

export const FOOD_MESSAGES = {
  added: 'Food added successfully',
  updated: 'Food updated successfully',
  deleted: 'Food deleted successfully',
  addFailed: 'Failed to add food',
  updateFailed: 'Failed to update food',
  deleteFailed: 'Failed to delete food',
  confirmDelete: 'Are you sure you want to delete this food item?',
  notFound: 'Dish not found',
  soldOut: (name: string) => `${name} is marked sold out`,
  backOnSale: (name: string) => `${name} is back on sale`,
  availabilityFailed: 'Failed to change availability',
} as const;

/** A site path ('/images/…', not '//host') or an absolute http(s) URL: nothing an <img> could abuse. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The form sends text; blank means "not given", anything else must read as a number. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

const hasWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

const codeList = <Code extends string>(codes: readonly Code[], kind: string) =>
  z
    .array(z.string(), { error: `List ${kind} codes.` })
    .max(codes.length)
    .superRefine((values, context) => {
      const unknown = values.filter((value) => !(codes as readonly string[]).includes(value));
      if (unknown.length > 0) context.addIssue({ code: 'custom', message: `Unknown ${kind}: ${unknown.join(', ')}. Use one of ${codes.join(', ')}.` });
    })
    .transform((values) => [...new Set(values)].sort() as Code[]);

/** A dish's allergens and dietary tags as the food form and the API take them: known codes only, each once, sorted. */
export const AllergenList = codeList(ALLERGEN_CODES, 'allergen');
export const DietaryList = codeList(DIETARY_CODES, 'dietary tag');

export const FoodInput = z.object({
  name: z
    .string({ error: FOOD_FORM_ERRORS.nameRequired })
    .trim()
    .min(1, FOOD_FORM_ERRORS.nameRequired)
    .max(FOOD_NAME_MAX_LENGTH, FOOD_FORM_ERRORS.nameTooLong),
  category: z
    .string({ error: FOOD_FORM_ERRORS.categoryRequired })
    .trim()
    .min(1, FOOD_FORM_ERRORS.categoryRequired)
    .max(FOOD_CATEGORY_MAX_LENGTH, FOOD_FORM_ERRORS.categoryTooLong),
  price: z.preprocess(
    toNumber,
    z
      .number({ error: FOOD_FORM_ERRORS.priceInvalid })
      .min(0, FOOD_FORM_ERRORS.priceInvalid)
      .max(FOOD_PRICE_MAX, FOOD_FORM_ERRORS.priceTooHigh)
      .refine(hasWholeCents, FOOD_FORM_ERRORS.priceCents),
  ),
  image: z
    .string({ error: FOOD_FORM_ERRORS.imageRequired })
    .trim()
    .min(1, FOOD_FORM_ERRORS.imageRequired)
    .max(FOOD_IMAGE_MAX_LENGTH, FOOD_FORM_ERRORS.imageTooLong)
    .refine(isImageUrl, FOOD_FORM_ERRORS.imageInvalid),
  description: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: FOOD_FORM_ERRORS.descriptionTooLong }).trim().max(FOOD_DESCRIPTION_MAX_LENGTH, FOOD_FORM_ERRORS.descriptionTooLong),
  ),
  isAvailable: z.boolean({ error: FOOD_FORM_ERRORS.availableInvalid }).default(true),
  allergens: AllergenList.default([]),
  dietary: DietaryList.default([]),
});
export type FoodInput = z.infer<typeof FoodInput>;

/** PATCH /api/foods/{id}/availability: the one-tap "sold out" switch of the admin's dish list. */
export const FoodAvailabilityInput = z.object({ isAvailable: z.boolean({ error: FOOD_FORM_ERRORS.availableInvalid }) });
export type FoodAvailabilityInput = z.infer<typeof FoodAvailabilityInput>;

/** The form's fields in the order they appear (the first invalid one gets focus). */
export const FOOD_FORM_FIELDS = ['name', 'category', 'price', 'image', 'description'] as const;
export type FoodFormField = (typeof FOOD_FORM_FIELDS)[number];

/** A dish's id from its name: 'Paneer Tikka!' → 'paneer-tikka'; the server makes it unique. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'dish';
}
