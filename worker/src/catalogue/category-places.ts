import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import { type CategoryPath, categoryPathProblem, type NamedCategory } from '../../../domain/catalogue-category-path.ts';
import { categoryIdOf } from '../../../domain/category-form.ts';

interface KnownCategory {
  id: string;
  name: string;
  parentId: string | null;
}

/** A category the import adds, as its batch inserts it. */
export interface NewCategory extends KnownCategory {
  position: number;
}

/**
 * Where an import's rows put their products among the categories (domain/catalogue-category-path.ts):
 * the shop's as they are, and those the file adds, row by row, each new one at the end of the order.
 */
export async function categoryPlaces(db: Database) {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId, position: categories.position })
    .from(categories)
    .orderBy(asc(categories.position));
  const known: KnownCategory[] = [...rows];
  const ids = new Set(rows.map((row) => row.id));
  let position = rows.reduce((last, row) => Math.max(last, row.position), -1);
  const added: NewCategory[] = [];
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const byId = (id: string | null) => known.find((category) => category.id === id);

  const named = (): NamedCategory[] => known.map((category) => ({ name: category.name, main: byId(category.parentId)?.name ?? null }));

  function add(name: string, parentId: string | null): KnownCategory {
    let id = categoryIdOf(name);
    for (let attempt = 2; ids.has(id); attempt++) id = `${categoryIdOf(name)}-${attempt}`;
    ids.add(id);
    const created = { id, name, parentId, position: ++position };
    known.push(created);
    added.push(created);
    return created;
  }

  return {
    /** Why the path cannot be placed (then nothing is reserved), or null. */
    problemOf: (path: CategoryPath) => categoryPathProblem(named(), path),
    /** The main category's name of a stored product's category; undefined for a main one. */
    mainOf: (categoryId: string) => byId(byId(categoryId)?.parentId ?? null)?.name,
    /**
     * The category a row names: a plain name matched at either level, a path under its main
     * category; what is missing is added (the main category first).
     */
    place(path: CategoryPath): { id: string; name: string } {
      if (path.main === null) return known.find((category) => same(category.name, path.name)) ?? add(path.name, null);
      const main = known.find((category) => category.parentId === null && same(category.name, path.main!)) ?? add(path.main, null);
      return known.find((category) => category.parentId === main.id && same(category.name, path.name)) ?? add(path.name, main.id);
    },
    /** The categories placing added, for the batch. */
    added: (): readonly NewCategory[] => added,
  };
}

export type CategoryPlaces = Awaited<ReturnType<typeof categoryPlaces>>;
