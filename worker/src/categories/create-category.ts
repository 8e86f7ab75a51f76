import { categories } from '../../../db/schema/index.ts';
import type { Category } from '../../../domain/categories.ts';
import { CATEGORY_MESSAGES, type CategoryInput } from '../../../domain/category-form.ts';
import { translationsField } from '../../../domain/menu-translations.ts';
import type { MenuWriter } from '../menu/menu-writer.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { findCategoryByName, freeCategoryId, nextCategoryPosition, selectCategoryParents } from './category-store.ts';
import { parentRefusal } from '../../../domain/category-tree.ts';

/**
 * Adds a category at the end of the order, inside `parentId` when given (a main category's, as
 * domain/category-tree.ts rules). A name another category has is refused (a conflict).
 */
export async function createCategory(writer: MenuWriter, input: CategoryInput): Promise<Outcome<Category>> {
  const { db } = writer;
  if (await findCategoryByName(db, input.name)) return refused('conflict', CATEGORY_MESSAGES.nameTaken(input.name));
  const parentId = input.parentId ?? null;
  const misplaced = parentRefusal(await selectCategoryParents(db), null, parentId);
  if (misplaced) return refused('invalid', misplaced, { errors: { parentId: misplaced } });
  const { translations, ...fields } = input;
  const category = {
    id: await freeCategoryId(db, input.name),
    ...fields,
    parentId,
    taxRate: input.taxRate ?? 0,
    ...translationsField(translations),
    position: await nextCategoryPosition(db),
  };
  await db.insert(categories).values(category);
  await writer.menuCache.refresh();
  return done(category);
}
