import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { timestamps } from './timestamps.ts';

/** The shop's settings: one row, id 1 (written by the migration that made the table). */
export const storeSettings = sqliteTable(
  'store_settings',
  {
    id: integer('id').primaryKey(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(300),
    ...timestamps,
  },
  (table) => [
    check('store_settings_single_row', sql`${table.id} = 1`),
    check('store_settings_fee_not_negative', sql`${table.deliveryFeeCents} >= 0`),
  ],
);

export const STORE_SETTINGS_ID = 1;
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
