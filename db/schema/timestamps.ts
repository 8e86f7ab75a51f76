import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/**
 * created_at / updated_at as epoch milliseconds. The SQL default covers rows written outside
 * Drizzle (migrations, a shell); Drizzle fills them itself so every runtime agrees on the clock.
 */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const timestamps = {
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(nowMs)
    .$defaultFn(() => new Date()),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(nowMs)
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
};
