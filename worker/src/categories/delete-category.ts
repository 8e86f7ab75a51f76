import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { categories, foods } from '../../../db/schema/index.ts';
import { CATEGORY_MESSAGES } from '../../../domain/category-form.ts';
import type { Batch, MenuWriter } from '../menu/menu-writer.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { findCategoryById, selectCategoryParents } from './category-store.ts';
import { CATEGORY_TREE_MESSAGES, holdsSubcategories } from '../../../domain/category-tree.ts';

/**
 * Deletes a category. Its dishes go to `moveTo`, in the same batch; a category with dishes and
 * nowhere to move them is refused (a conflict, saying how many), so no dish is ever left without one.
 * A main category holding subcategories is refused too: moving its dishes says nothing of where
 * its subcategories should go, so the owner moves or deletes them first.
 */
export async function deleteCategory(writer: MenuWriter, id: string, moveTo: string | undefined): Promise<Outcome<{ moved: number }>> {
  const { db } = writer;
  const current = await findCategoryById(db, id);
  if (!current) return refused('not_found', CATEGORY_MESSAGES.notFound);
  if (holdsSubcategories(await selectCategoryParents(db), id)) {
    return refused('conflict', CATEGORY_TREE_MESSAGES.deleteHoldsSubcategories, { code: 'category_holds_subcategories' });
  }
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(foods)
    .where(eq(foods.categoryId, id));
  const statements: BatchItem<'sqlite'>[] = [];
  if (count > 0) {
    if (moveTo === undefined) {
      return refused('conflict', CATEGORY_MESSAGES.hasDishes(current.name, count), { data: { dishCount: count } });
    }
    // `errors: {}` as the ValidationError these were always answered with (worker/src/http/errors.ts).
    if (moveTo === id) return refused('invalid', CATEGORY_MESSAGES.moveToItself, { errors: {} });
    const target = await findCategoryById(db, moveTo);
    if (!target) return refused('invalid', CATEGORY_MESSAGES.unknown(moveTo), { errors: {} });
    statements.push(db.update(foods).set({ categoryId: target.id, category: target.name }).where(eq(foods.categoryId, id)));
  }
  // The dishes move first: the delete must find none pointing at it.
  statements.push(
    db.delete(categories).where(eq(categories.id, id)),
    db
      .update(categories)
      .set({ position: sql`${categories.position} - 1` })
      .where(sql`${categories.position} > ${current.position}`),
  );
  await db.batch(statements as Batch);
  await writer.menuCache.refresh();
  return done({ moved: count });
}
