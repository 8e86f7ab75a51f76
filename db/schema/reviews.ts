import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** A customer's review; `userName` is the name on their account when they wrote it. */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('reviews_created_idx').on(table.createdAt), check('reviews_rating_range', sql`${table.rating} between 1 and 5`)],
);

export type ReviewRow = typeof reviews.$inferSelect;
