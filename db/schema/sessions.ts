import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * Sign-ins, one row each. The cookie's short-lived token names its row (`sid`); every request
 * that needs a user checks the row, so logging out or changing the password (which sets
 * `revokedAt`) ends a session on the server at once. `expiresAt` slides forward while the
 * session is used.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /** How the session began: 'password' or 'google' (a Google-only account's re-authentication). */
    method: text('method', { enum: ['password', 'google'] }).notNull(),
    userAgent: text('user_agent'),
    /** SHA-256 of the client address, for the owner's eyes only; never the address itself. */
    ipHash: text('ip_hash'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
