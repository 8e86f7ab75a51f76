import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import { CATEGORY_MESSAGES } from '../../../domain/category-form.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { findCategoryById, findCategoryByName, freeCategoryId, nextCategoryPosition } from './category-store.ts';

/** The category a dish is written in, and the statement adding it when it is new. */
export interface DishCategory {
  id: string;
  name: string;
  taxRate: number;
  create: BatchItem<'sqlite'> | null;
}

/**
 * The category a dish is written with: by id (refused as invalid when there is none), else by
 * name, ignoring case; a name no category has yet becomes a new category at the end of the
 * order, inserted by the statement returned, for the dish write's own batch.
 */
export async function categoryForDish(
  db: Database,
  request: { categoryId?: string | undefined; category?: string | undefined },
): Promise<Outcome<DishCategory>> {
  if (request.categoryId !== undefined) {
    const found = await findCategoryById(db, request.categoryId);
    // `errors: {}` as the ValidationError this was always answered with (worker/src/http/errors.ts).
    if (!found) return refused('invalid', CATEGORY_MESSAGES.unknown(request.categoryId), { errors: {} });
    return done({ id: found.id, name: found.name, taxRate: found.taxRate, create: null });
  }
  const name = request.category!.trim();
  const found = await findCategoryByName(db, name);
  if (found) return done({ id: found.id, name: found.name, taxRate: found.taxRate, create: null });
  const id = await freeCategoryId(db, name);
  return done({
    id,
    name,
    taxRate: 0,
    create: db
      .insert(categories)
      .values({ id, name, position: await nextCategoryPosition(db) })
      .onConflictDoNothing(),
  });
}
