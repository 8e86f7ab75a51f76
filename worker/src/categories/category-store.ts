import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import type { Category, CategoryWithCount } from '../../../domain/categories.ts';
import { categoryIdOf } from '../../../domain/category-form.ts';
import { type Translations, translationsField } from '../../../domain/menu-translations.ts';

/** A category's columns as the API names them. */
export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  image: categories.image,
  position: categories.position,
  parentId: categories.parentId,
  isHidden: categories.isHidden,
  taxRate: categories.taxRate,
  translations: categories.translations,
};

/** A row as the API speaks it: translations only when there are some. */
function toCategory<Row extends { translations: Translations | null }>(
  row: Row,
): Omit<Row, 'translations'> & { translations?: Translations } {
  const { translations, ...rest } = row;
  return { ...rest, ...translationsField(translations) };
}

/** Every category in the owner's order, each with its number of dishes. */
export async function selectCategoriesWithCounts(db: Database): Promise<CategoryWithCount[]> {
  const rows = await db
    .select({
      ...categoryColumns,
      dishCount: sql<number>`(select count(*) from "foods" where "foods"."category_id" = "categories"."id")`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map(toCategory);
}

/** The category of that name, ignoring case and surrounding spaces. */
export async function findCategoryByName(db: Database, name: string): Promise<Category | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(sql`lower(${categories.name}) = lower(${name.trim()})`).limit(1);
  return row && toCategory(row);
}

export async function findCategoryById(db: Database, id: string): Promise<Category | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  return row && toCategory(row);
}

/** Every category's id and parent, for the two-level rules (domain/category-tree.ts). */
export function selectCategoryParents(db: Database): Promise<{ id: string; parentId: string | null }[]> {
  return db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
}

/** The category ids in the owner's order. */
export async function orderedCategoryIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => row.id);
}

/** A free id for a new category: its name's slug, numbered when taken. */
export async function freeCategoryId(db: Database, name: string): Promise<string> {
  const base = categoryIdOf(name);
  for (let attempt = 1; attempt < 50; attempt++) {
    const id = attempt === 1 ? base : `${base}-${attempt}`;
    if (!(await findCategoryById(db, id))) return id;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The position after the last category's. */
export async function nextCategoryPosition(db: Database): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${categories.position})` }).from(categories);
  return row?.last == null ? 0 : Number(row.last) + 1;
}
