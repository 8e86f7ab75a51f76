import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PICTURE_COPY_STATES } from '../../domain/picture-copy.ts';

/**
 * Pictures a catalogue import gave by another site's address, to copy into the shop's own picture
 * store (docs/product/catalogue-file.md). Written in the import's own batch, so a copy is owed
 * exactly when the product shows that address; a copier takes each afterwards, retrying with
 * growing waits, and points the product at the stored picture while it still shows `address`.
 * A copy that succeeded (or whose product moved on) is removed; one given up stays, with why.
 */
export const pictureCopies = sqliteTable(
  'picture_copies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    foodId: text('food_id').notNull(),
    address: text('address').notNull(),
    state: text('state', { enum: PICTURE_COPY_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** While a copier holds it: no other process or isolate takes it before then. */
    claimedUntil: integer('claimed_until', { mode: 'timestamp_ms' }),
    /** Why the last attempt failed: a message key, with its values (domain/picture-copy.ts). */
    lastError: text('last_error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('picture_copies_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'waiting'`),
    index('picture_copies_food_idx').on(table.foodId),
    check('picture_copies_state_known', sql`${table.state} in ('waiting', 'failed')`),
  ],
);

export type PictureCopyRow = typeof pictureCopies.$inferSelect;
