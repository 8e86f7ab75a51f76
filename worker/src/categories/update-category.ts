import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { categories, foods } from '../../../db/schema/index.ts';
import { moveCategory, type Category } from '../../../domain/categories.ts';
import { CATEGORY_MESSAGES, type CategoryUpdateInput } from '../../../domain/category-form.ts';
import { translationsField } from '../../../domain/menu-translations.ts';
import type { MenuWriter } from '../menu/menu-writer.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { findCategoryById, findCategoryByName, orderedCategoryIds, selectCategoryParents } from './category-store.ts';
import { parentRefusal } from '../../../domain/category-tree.ts';

/**
 * Changes a category: its dishes take a new name with it (their copy of it), and a new position
 * moves it in the order, the others closing up around it; `parentId` moves it inside a main
 * category or (null) makes it a main one, as domain/category-tree.ts allows. One batch.
 */
export async function updateCategory(writer: MenuWriter, id: string, input: CategoryUpdateInput): Promise<Outcome<Category>> {
  const { db } = writer;
  const current = await findCategoryById(db, id);
  if (!current) return refused('not_found', CATEGORY_MESSAGES.notFound);
  const sameName = await findCategoryByName(db, input.name);
  if (sameName && sameName.id !== id) return refused('conflict', CATEGORY_MESSAGES.nameTaken(input.name));
  const parentId = input.parentId === undefined ? current.parentId : input.parentId;
  if (parentId !== current.parentId) {
    const misplaced = parentRefusal(await selectCategoryParents(db), id, parentId);
    if (misplaced) return refused('invalid', misplaced, { errors: { parentId: misplaced } });
  }
  const { position, ...given } = input;
  // Left out, the tax rate and the translations stay as saved.
  const { translations, ...rest } = given;
  const fields = { ...rest, parentId, taxRate: given.taxRate ?? current.taxRate };
  const kept = translationsField(translations ?? current.translations);
  const statements: BatchItem<'sqlite'>[] = [db.update(foods).set({ category: fields.name }).where(eq(foods.categoryId, id))];
  let finalPosition = current.position;
  if (position !== undefined) {
    const moved = moveCategory(await orderedCategoryIds(db), id, position);
    finalPosition = moved.indexOf(id);
    for (const [index, categoryId] of moved.entries()) {
      if (categoryId !== id) statements.push(db.update(categories).set({ position: index }).where(eq(categories.id, categoryId)));
    }
  }
  await db.batch([
    db
      .update(categories)
      .set({ ...fields, translations: kept.translations ?? null, position: finalPosition, updatedAt: new Date() })
      .where(eq(categories.id, id)),
    ...statements,
  ]);
  await writer.menuCache.refresh();
  return done({ id, ...fields, ...kept, position: finalPosition });
}
