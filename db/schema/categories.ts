import { type AnySQLiteColumn, index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Translations } from '../../domain/menu-translations.ts';
import { timestamps } from './timestamps.ts';

/**
 * The menu's categories in the owner's order. A dish points at one (foods.category_id) and keeps
 * a copy of its name in foods.category, rewritten in the batch that renames the category, so
 * every read of a dish has its category's name without a join.
 */
export const categories = sqliteTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    position: integer('position').notNull(),
    /**
     * The main category it sits inside (domain/category-tree.ts keeps it two levels deep); null:
     * a main category. A parent holding subcategories is never deleted, so none is left dangling.
     */
    parentId: text('parent_id').references((): AnySQLiteColumn => categories.id),
    isHidden: integer('is_hidden', { mode: 'boolean' }).notNull().default(false),
    /** Percent of tax on its dishes (domain/tax.ts); 0 where the shop charges none. */
    taxRate: real('tax_rate').notNull().default(0),
    /** The owner's words in the shop's other languages, as JSON (domain/menu-translations.ts); null: none. */
    translations: text('translations', { mode: 'json' }).$type<Translations>(),
    ...timestamps,
  },
  (table) => [index('categories_position_idx').on(table.position), index('categories_parent_idx').on(table.parentId)],
);

export type CategoryRow = typeof categories.$inferSelect;
