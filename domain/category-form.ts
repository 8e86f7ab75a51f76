import { z } from 'zod';
import { isImageUrl, slugify } from './food-form.ts';
import { TaxRate } from './money-settings-input.ts';
import { TRANSLATION_MESSAGES, translationsInput } from './menu-translations.ts';
import { messageWithValues } from './i18n/message-with-values.ts';

/**
 * A category as the admin's form and POST/PUT /api/categories send it, with every message the
 * owner can see. Apart from domain/categories.ts so the storefront never loads zod for it.
 */
export const CATEGORY_NAME_MAX_LENGTH = 50;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 300;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `Description must be at most ${CATEGORY_DESCRIPTION_MAX_LENGTH} characters.`,
  imageInvalid: 'Image URL must start with http://, https:// or / (a path on this site).',
  positionInvalid: 'Position must be a whole number of 0 or more.',
  hiddenInvalid: 'Hidden must be true or false.',
  parentInvalid: "Inside takes a main category's id, or null for a main category.",
  nameTaken: (name: string) => messageWithValues('admin-categories.nameTaken', { name }),
  notFound: 'Category not found',
  unknown: (id: string) => messageWithValues('admin-categories.unknownCategory', { id }),
  added: 'Category added',
  updated: 'Category updated',
  deleted: 'Category deleted',
  hasDishes: (name: string, count: number) => messageWithValues('admin-categories.hasDishes', { name, count }),
  moveToItself: 'Choose another category for its dishes.',
  addFailed: 'Failed to add the category',
  updateFailed: 'Failed to save the category',
  deleteFailed: 'Failed to delete the category',
  loadFailed: 'Failed to load the categories',
} as const;

/** A category's name and description in the shop's other languages. */
export const CategoryTranslationsInput = translationsInput({
  name: { max: CATEGORY_NAME_MAX_LENGTH, message: TRANSLATION_MESSAGES.categoryNameTooLong },
  description: { max: CATEGORY_DESCRIPTION_MAX_LENGTH, message: TRANSLATION_MESSAGES.categoryDescriptionTooLong },
});

/** POST /api/categories and the admin's category form. */
export const CategoryInput = z.object({
  name: z
    .string({ error: CATEGORY_MESSAGES.nameRequired })
    .trim()
    .min(1, CATEGORY_MESSAGES.nameRequired)
    .max(CATEGORY_NAME_MAX_LENGTH, CATEGORY_MESSAGES.nameTooLong),
  description: z
    .string({ error: CATEGORY_MESSAGES.descriptionTooLong })
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX_LENGTH, CATEGORY_MESSAGES.descriptionTooLong)
    .default(''),
  image: z
    .string({ error: CATEGORY_MESSAGES.imageInvalid })
    .trim()
    .max(2048, CATEGORY_MESSAGES.imageInvalid)
    .refine((value) => value === '' || isImageUrl(value), CATEGORY_MESSAGES.imageInvalid)
    .default(''),
  isHidden: z.boolean({ error: CATEGORY_MESSAGES.hiddenInvalid }).default(false),
  /** The main category it goes inside; null: a main category. Left out: main on an add, unchanged on an edit. */
  parentId: z
    .string({ error: CATEGORY_MESSAGES.parentInvalid })
    .trim()
    .min(1, CATEGORY_MESSAGES.parentInvalid)
    .max(80)
    .nullable()
    .optional(),
  /** Left out: 0 for a new category, unchanged on an edit. */
  taxRate: TaxRate.optional(),
  /** Left out on an edit: the saved ones stay. */
  translations: CategoryTranslationsInput,
});
export type CategoryInput = z.output<typeof CategoryInput>;

/** PUT /api/categories/{id}: the same fields, and where it goes in the order (left out: it stays). */
export const CategoryUpdateInput = CategoryInput.extend({
  position: z.int({ error: CATEGORY_MESSAGES.positionInvalid }).min(0, CATEGORY_MESSAGES.positionInvalid).optional(),
});
export type CategoryUpdateInput = z.output<typeof CategoryUpdateInput>;

/** The category form's text fields in the order they appear (the first invalid one gets focus). */
export const CATEGORY_FORM_FIELDS = ['name', 'description', 'image', 'taxRate'] as const;
export type CategoryFormField = (typeof CATEGORY_FORM_FIELDS)[number];

/** A category's id from its name, as a dish's: 'Soups & Stews' → 'soups-stews'. */
export function categoryIdOf(name: string): string {
  return slugify(name);
}
