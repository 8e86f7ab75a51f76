import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './timestamps.ts';

/**
 * Discount codes, stored upper case (customers type them in any case). `usedCount` counts placed
 * orders; the CHECK makes an order that would pass `usageLimit` fail inside its own write batch,
 * so a one-use coupon holds even when two orders race for it.
 */
export const coupons = sqliteTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    discountPercent: integer('discount_percent').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('coupons_percent_range', sql`${table.discountPercent} between 1 and 100`),
    check('coupons_min_order_not_negative', sql`${table.minOrderCents} >= 0`),
    check('coupons_usage_within_limit', sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
