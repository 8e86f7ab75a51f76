import { Hono } from 'hono';
import { CATEGORY_MESSAGES } from '../../../domain/category-form.ts';
import {
  CategoryChangedAnswer,
  CategoryDeletedAnswer,
  CategoryListAnswer,
  CategoryListQuery,
  CreateCategoryBody,
  DeleteCategoryQuery,
  UpdateCategoryBody,
} from '../../../domain/contracts/categories.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody, queryOf, typedJson } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { respond } from '../http/security-headers.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { localizedMenu } from '../menu/localized-menu.ts';
import { createCategory } from './create-category.ts';
import { deleteCategory } from './delete-category.ts';
import { updateCategory } from './update-category.ts';

const categoryId = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'pizza' } as const;
const noStore = { 'Cache-Control': 'no-store' };

/** The menu's categories: read by anyone (from the in-memory menu), written by admins. */
export function categoryRoutes(menuCache: MenuCache, runtime: AuthRuntime) {
  const writer = { db: runtime.db, menuCache };
  const admin = requireAdmin(runtime);
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'listCategories',
        summary: "The menu's categories, in the owner's order",
        description:
          "Hidden ones too (isHidden), each with its number of dishes and its translations. Names and descriptions are in the language `lang` asks for when the shop offers it, else in the shop's default; each category's `lang` says which.",
        tags: ['Menu'],
        access: 'public',
        responses: { 200: answer('Every category', CategoryListAnswer) },
      }),
      queryOf(CategoryListQuery),
      async (c) => {
        const menu = await localizedMenu(runtime.db, menuCache, c.req.valid('query').lang);
        const headers = {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Language': menu.language,
        };
        return typedJson(respond(c, menu.categoriesJson.bytes, 200, headers), CategoryListAnswer, 200);
      },
    )
    .post(
      '/',
      documented({
        operationId: 'createCategory',
        summary: 'Add a category (admin)',
        description: 'At the end of the order; the id is a slug of the name.',
        tags: ['Menu'],
        access: 'admin',
        responses: {
          201: answer(`'${CATEGORY_MESSAGES.added}'`, CategoryChangedAnswer),
          400: failure(`'${CATEGORY_MESSAGES.nameRequired}'`),
          409: failure("'There is already a category named <name>.'"),
        },
      }),
      admin,
      jsonBody(CreateCategoryBody),
      async (c) => {
        const category = valueOrRefusal(await createCategory(writer, c.req.valid('json')));
        return c.json({ success: true as const, data: category, message: CATEGORY_MESSAGES.added }, 201, noStore);
      },
    )
    .put(
      '/:id',
      documented({
        operationId: 'updateCategory',
        summary: 'Rename, describe, picture, hide or move a category (admin)',
        description: 'Replaces its fields; `position` moves it in the order (left out, it stays). Its dishes carry the new name at once.',
        tags: ['Menu'],
        access: 'admin',
        parameters: [categoryId],
        responses: {
          200: answer(`'${CATEGORY_MESSAGES.updated}'`, CategoryChangedAnswer),
          400: failure(`'${CATEGORY_MESSAGES.nameRequired}'`),
          404: failure(`'${CATEGORY_MESSAGES.notFound}'`),
          409: failure("'There is already a category named <name>.'"),
        },
      }),
      admin,
      jsonBody(UpdateCategoryBody),
      async (c) => {
        const category = valueOrRefusal(await updateCategory(writer, c.req.param('id'), c.req.valid('json')));
        return c.json({ success: true as const, data: category, message: CATEGORY_MESSAGES.updated }, 200, noStore);
      },
    )
    .delete(
      '/:id',
      documented({
        operationId: 'deleteCategory',
        summary: 'Delete a category (admin)',
        description:
          'A category with dishes needs ?moveTo=<another category id>: its dishes move there in the same write. Without it: 409 with data.dishCount.',
        tags: ['Menu'],
        access: 'admin',
        parameters: [categoryId],
        responses: {
          200: answer(`'${CATEGORY_MESSAGES.deleted}'`, CategoryDeletedAnswer),
          400: failure(`'${CATEGORY_MESSAGES.moveToItself}' or 'There is no category "<id>".'`),
          404: failure(`'${CATEGORY_MESSAGES.notFound}'`),
          409: failure("'<name> has <n> dishes: choose the category they move to.'"),
        },
      }),
      admin,
      queryOf(DeleteCategoryQuery),
      async (c) => {
        const { moveTo } = c.req.valid('query');
        const result = valueOrRefusal(await deleteCategory(writer, c.req.param('id'), moveTo));
        return c.json({ success: true as const, data: result, message: CATEGORY_MESSAGES.deleted }, 200, noStore);
      },
    );
}
