import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Translations } from '../../domain/menu-translations.ts';
import { timestamps } from './timestamps.ts';
import { foods } from './foods.ts';

/**
 * A named set of choices ("Size — choose 1", "Pizza extras — up to 3"). A group belongs to no
 * dish in particular: dishes link to it (food_option_groups), so the owner edits a group shared
 * by every pizza once. A group no dish links to any more is deleted with the write that unlinked it.
 */
export const optionGroups = sqliteTable(
  'option_groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    /** The owner's words in the shop's other languages, as JSON (domain/menu-translations.ts); null: none. */
    translations: text('translations', { mode: 'json' }).$type<Translations>(),
    ...timestamps,
  },
  (table) => [
    check(
      'option_groups_select_range',
      sql`${table.minSelect} >= 0 and ${table.maxSelect} >= 1 and ${table.maxSelect} >= ${table.minSelect}`,
    ),
  ],
);

/** One choice of a group, with what it adds to the dish's price (cents, never negative). */
export const menuOptions = sqliteTable(
  'menu_options',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    /** The owner's words in the shop's other languages, as JSON (domain/menu-translations.ts); null: none. */
    translations: text('translations', { mode: 'json' }).$type<Translations>(),
  },
  (table) => [
    index('menu_options_group_idx').on(table.groupId, table.position),
    check('menu_options_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);

/** Which groups a dish offers, in the order the customer sees them. */
export const foodOptionGroups = sqliteTable(
  'food_option_groups',
  {
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.foodId, table.groupId] }), index('food_option_groups_group_idx').on(table.groupId)],
);

export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type MenuOptionRow = typeof menuOptions.$inferSelect;
