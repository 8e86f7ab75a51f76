import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Failed sign-ins per key (`account:<normalised e-mail>` or `address:<client address>`). After a
 * few failures each further one doubles a waiting time (`blockedUntil`); a success clears the
 * account's row. Kept in the database so every process and isolate sees the same counts.
 */
export const loginThrottle = sqliteTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: integer('blocked_until', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Fixed-window counters for actions an honest person does rarely (e.g. `signup:<address>`). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: integer('window_started_at', { mode: 'timestamp_ms' }).notNull(),
});
