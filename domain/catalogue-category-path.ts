import { CATEGORY_MESSAGES } from './category-form.ts';
import { CATEGORY_TREE_MESSAGES } from './category-tree.ts';

/**
 * The catalogue file's `category` cell (./catalogue-file.ts): a category's name, or a path of a
 * main category and its subcategory, "Fruit & Veg > Fruit" (or "›", as the admin writes it).
 * A plain name is matched as it always was, by name at either level; a path is matched by name
 * under its main category, and what is missing is added, the main category first.
 */

/** How the export writes a path: plain characters, which every spreadsheet keeps. */
export const FILE_PATH_SEPARATOR = ' > ';

/** A cell read: the subcategory's main category (none for a plain name) and the category itself. */
export interface CategoryPath {
  main: string | null;
  name: string;
}

/** "Fruit & Veg > Fruit" → { main: 'Fruit & Veg', name: 'Fruit' }; null for more than two levels or an empty one. */
export function readCategoryPath(cell: string): CategoryPath | null {
  const parts = cell.split(/[>›]/).map((part) => part.trim());
  if (parts.length === 1) return { main: null, name: parts[0]! };
  if (parts.length > 2 || parts.some((part) => part === '')) return null;
  return { main: parts[0]!, name: parts[1]! };
}

/** The cell the export writes: the path of a subcategory's product, the name of a main category's. */
export function writeCategoryPath(main: string | undefined, name: string): string {
  return main === undefined ? name : `${main}${FILE_PATH_SEPARATOR}${name}`;
}

/** A category as the import knows it: its name and its main category's (null: a main one). */
export interface NamedCategory {
  name: string;
  main: string | null;
}

/**
 * Why a path cannot be placed among the shop's categories (and those the file adds before it), or
 * null: its main category must be a main one, and its name may not be another category's
 * elsewhere (names are the shop's, once each).
 */
export function categoryPathProblem(known: readonly NamedCategory[], path: CategoryPath): string | null {
  if (path.main === null) return null;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (same(path.main, path.name)) return CATEGORY_TREE_MESSAGES.parentItself;
  const main = known.find((category) => same(category.name, path.main!));
  if (main && main.main !== null) return CATEGORY_TREE_MESSAGES.parentIsSubcategory;
  const named = known.find((category) => same(category.name, path.name));
  if (named && (named.main === null || !same(named.main, path.main))) return CATEGORY_MESSAGES.nameTaken(path.name);
  return null;
}
