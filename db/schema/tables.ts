import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAYMENT_METHODS } from '../../domain/order-status.ts';
import { locations } from './locations.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';

/**
 * The tables of a location that order for themselves from a QR code (docs/product/tables.md).
 * The code leads to /table/{token}; renewing the token makes the printed codes stop working.
 * Orders copy the table's name, so they read the same after it is renamed or removed.
 */
export const diningTables = sqliteTable(
  'dining_tables',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    /** Unguessable and URL-safe; whoever holds it can order to this table. */
    token: text('token').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('dining_tables_token_idx').on(table.token), index('dining_tables_location_idx').on(table.locationId)],
);
export type DiningTableRow = typeof diningTables.$inferSelect;

/**
 * A table's orders paid at the end: open from its first order until the team closes it with a
 * payment; the next order opens another. At most one is open per table.
 */
export const tableTabs = sqliteTable(
  'table_tabs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Not a declared foreign key: a removed table's closed tabs stay in the books. */
    tableId: integer('table_id').notNull(),
    locationId: integer('location_id').notNull(),
    openedAt: integer('opened_at', { mode: 'timestamp_ms' }).notNull(),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    closedBy: text('closed_by').references(() => users.id),
    /** How it was paid when closed. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    ...timestamps,
  },
  (table) => [uniqueIndex('table_tabs_one_open_idx').on(table.tableId).where(sql`${table.closedAt} is null`)],
);
export type TableTabRow = typeof tableTabs.$inferSelect;
