import { z } from 'zod';
import { CategoryInput, CategoryUpdateInput } from '../category-form.ts';
import { Count, dataAnswerWithMessage } from './envelope.ts';
import { AnswerLanguage, LanguageQuery, TranslationsAnswer } from './menu.ts';

/** GET /api/categories. */
export const CategoryListQuery = z.object({ lang: LanguageQuery });
export type CategoryListQuery = z.output<typeof CategoryListQuery>;

/**
 * The menu's categories as callers see them: what /api/categories reads (bodies and query) and
 * what it answers. The routes validate with these schemas, the OpenAPI document is generated
 * from them, and the site types its calls by them (types only: the category form's own checks,
 * which the browser runs, stay in ../category-form.ts). Types are derived, never written beside them.
 */

/** POST /api/categories: the category form's fields. */
export const CreateCategoryBody = CategoryInput;
export type CreateCategoryBody = z.input<typeof CreateCategoryBody>;

/** PUT /api/categories/{id}: the same fields, and where it goes in the order (left out: it stays). */
export const UpdateCategoryBody = CategoryUpdateInput;
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBody>;

/** DELETE /api/categories/{id}. */
export const DeleteCategoryQuery = z.object({
  moveTo: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .describe('The category its dishes move to')
    .meta({ examples: ['thali'] }),
});
export type DeleteCategoryQuery = z.output<typeof DeleteCategoryQuery>;

export const CategoryAnswer = z
  .object({
    id: z.string().meta({ examples: ['pizza'] }),
    name: z.string().meta({ examples: ['pizza'] }),
    description: z.string(),
    image: z.string().describe("A path on this site or an http(s) URL; '' for none"),
    position: z.int().min(0).describe("0-based place in the owner's order"),
    parentId: z
      .string()
      .nullable()
      .describe('The main category it sits inside (two levels at most); null: a main category')
      .meta({ examples: [null] }),
    isHidden: z.boolean().describe('Hidden: neither it nor its dishes are on the storefront'),
    taxRate: z.number().min(0).max(100).describe('Percent of tax on its dishes; 0 for none'),
    translations: TranslationsAnswer.optional().describe('Its name and description in other languages, for the admin to edit'),
    lang: AnswerLanguage.optional().describe('The language name and description are in (GET /api/categories)'),
  })
  .meta({ id: 'Category' });
export type CategoryAnswer = z.infer<typeof CategoryAnswer>;

/** A category as GET /api/categories lists it: with how many dishes it holds. */
export const CategoryWithCountAnswer = CategoryAnswer.extend({ dishCount: Count.describe('Dishes in it') });
export type CategoryWithCountAnswer = z.infer<typeof CategoryWithCountAnswer>;

/** GET /api/categories: the bare list (no envelope). */
export const CategoryListAnswer = z.array(CategoryWithCountAnswer);
export type CategoryListAnswer = z.infer<typeof CategoryListAnswer>;

export const CategoryChangedAnswer = dataAnswerWithMessage(CategoryAnswer);
export type CategoryChangedAnswer = z.infer<typeof CategoryChangedAnswer>;

export const CategoryDeletedAnswer = dataAnswerWithMessage(
  z.object({ moved: Count.describe('Dishes moved to the category named by moveTo') }),
);
export type CategoryDeletedAnswer = z.infer<typeof CategoryDeletedAnswer>;
