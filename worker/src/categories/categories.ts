import { asc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { categories, foods } from '../../../db/schema/index.ts';
import { moveCategory, type Category, type CategoryWithCount } from '../../../domain/categories.ts';
import { CATEGORY_MESSAGES, categoryIdOf, type CategoryInput, type CategoryUpdateInput } from '../../../domain/category-form.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import type { Batch, FoodStore } from '../menu/food-store.ts';

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  image: categories.image,
  position: categories.position,
  isHidden: categories.isHidden,
  taxRate: categories.taxRate,
};

/** Every category in the owner's order, each with its number of dishes. */
export async function listCategories(db: Database): Promise<CategoryWithCount[]> {
  return db
    .select({
      ...columns,
      dishCount: sql<number>`(select count(*) from "foods" where "foods"."category_id" = "categories"."id")`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

async function findByName(db: Database, name: string): Promise<Category | undefined> {
  const [row] = await db.select(columns).from(categories).where(sql`lower(${categories.name}) = lower(${name.trim()})`).limit(1);
  return row;
}

async function findById(db: Database, id: string): Promise<Category | undefined> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** A free id for a new category: its name's slug, numbered when taken. */
async function freeId(db: Database, name: string): Promise<string> {
  const base = categoryIdOf(name);
  for (let attempt = 1; attempt < 50; attempt++) {
    const id = attempt === 1 ? base : `${base}-${attempt}`;
    if (!(await findById(db, id))) return id;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

async function nextPosition(db: Database): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${categories.position})` }).from(categories);
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/**
 * The category a dish is written with: by id (400 when there is none), else by name, ignoring
 * case; a name no category has yet becomes a new category at the end of the order, inserted by
 * the statement returned, for the dish write's own batch.
 */
export async function categoryForDish(
  db: Database,
  request: { categoryId?: string | undefined; category?: string | undefined },
): Promise<{ id: string; name: string; taxRate: number; create: BatchItem<'sqlite'> | null }> {
  if (request.categoryId !== undefined) {
    const found = await findById(db, request.categoryId);
    if (!found) throw new ValidationError(CATEGORY_MESSAGES.unknown(request.categoryId));
    return { id: found.id, name: found.name, taxRate: found.taxRate, create: null };
  }
  const name = request.category!.trim();
  const found = await findByName(db, name);
  if (found) return { id: found.id, name: found.name, taxRate: found.taxRate, create: null };
  const id = await freeId(db, name);
  return {
    id,
    name,
    taxRate: 0,
    create: db
      .insert(categories)
      .values({ id, name, position: await nextPosition(db) })
      .onConflictDoNothing(),
  };
}

/** Adds a category at the end of the order. A name another category has is refused (409). */
export async function createCategory(store: FoodStore, input: CategoryInput): Promise<Category> {
  const { db } = store;
  if (await findByName(db, input.name)) throw new ConflictError(CATEGORY_MESSAGES.nameTaken(input.name));
  const category = { id: await freeId(db, input.name), ...input, taxRate: input.taxRate ?? 0, position: await nextPosition(db) };
  await db.insert(categories).values(category);
  await store.menuCache.refresh();
  return category;
}

/**
 * Changes a category: its dishes take a new name with it (their copy of it), and a new position
 * moves it in the order, the others closing up around it. One batch.
 */
export async function updateCategory(store: FoodStore, id: string, input: CategoryUpdateInput): Promise<Category> {
  const { db } = store;
  const current = await findById(db, id);
  if (!current) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  const sameName = await findByName(db, input.name);
  if (sameName && sameName.id !== id) throw new ConflictError(CATEGORY_MESSAGES.nameTaken(input.name));
  const { position, ...given } = input;
  const fields = { ...given, taxRate: given.taxRate ?? current.taxRate };
  const statements: BatchItem<'sqlite'>[] = [db.update(foods).set({ category: fields.name }).where(eq(foods.categoryId, id))];
  let finalPosition = current.position;
  if (position !== undefined) {
    const ordered = (await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position), asc(categories.name))).map(
      (row) => row.id,
    );
    const moved = moveCategory(ordered, id, position);
    finalPosition = moved.indexOf(id);
    for (const [index, categoryId] of moved.entries()) {
      if (categoryId !== id) statements.push(db.update(categories).set({ position: index }).where(eq(categories.id, categoryId)));
    }
  }
  await db.batch([
    db
      .update(categories)
      .set({ ...fields, position: finalPosition, updatedAt: new Date() })
      .where(eq(categories.id, id)),
    ...statements,
  ]);
  await store.menuCache.refresh();
  return { id, ...fields, position: finalPosition };
}

/**
 * Deletes a category. Its dishes go to `moveTo`, in the same batch; a category with dishes and
 * nowhere to move them is refused (409, saying how many), so no dish is ever left without one.
 */
export async function deleteCategory(store: FoodStore, id: string, moveTo: string | undefined): Promise<{ moved: number }> {
  const { db } = store;
  const current = await findById(db, id);
  if (!current) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(foods)
    .where(eq(foods.categoryId, id));
  const statements: BatchItem<'sqlite'>[] = [];
  if (count > 0) {
    if (moveTo === undefined) throw new ConflictError(CATEGORY_MESSAGES.hasDishes(current.name, count), { dishCount: count });
    if (moveTo === id) throw new ValidationError(CATEGORY_MESSAGES.moveToItself);
    const target = await findById(db, moveTo);
    if (!target) throw new ValidationError(CATEGORY_MESSAGES.unknown(moveTo));
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
  await store.menuCache.refresh();
  return { moved: count };
}
