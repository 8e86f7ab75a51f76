import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * A customer's review; `userName` is the name on their account when they wrote it. With an
 * `orderId` it is a verified review of that delivered (or collected) order, one per order. The
 * owner may hide it (kept, with who, when and why) and answer it publicly (`reply`).
 */
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
    /** The order reviewed; null for a shop-wide review. Unique: one review per order. */
    orderId: text('order_id').unique(),
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    /** The admin who hid it (their account's id; no foreign key, so the account may still be removed). */
    hiddenBy: text('hidden_by'),
    hiddenReason: text('hidden_reason'),
    /** The shop's public answer; null when none. */
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('reviews_created_idx').on(table.createdAt), check('reviews_rating_range', sql`${table.rating} between 1 and 5`)],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** The stars a verified review gave each dish of its order (optional, one row per dish). */
export const reviewDishes = sqliteTable(
  'review_dishes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    foodId: text('food_id').notNull(),
    rating: integer('rating').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.foodId] }),
    index('review_dishes_food_idx').on(table.foodId),
    check('review_dishes_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export type ReviewDishRow = typeof reviewDishes.$inferSelect;
