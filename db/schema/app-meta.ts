import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './timestamps.ts';

/** Facts about this installation, such as when the demo menu was seeded (key 'seeded'). */
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamps.updatedAt,
});

export const SEEDED_KEY = 'seeded';
