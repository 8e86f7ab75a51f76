import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * E-mail changes waiting for their link to be opened: the new address and only the token's
 * SHA-256. An account has at most one (a newer request replaces it); opening the link, or its
 * age (domain/account-email.ts), ends it.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the person typed it; it becomes `users.email` when the link is opened. */
    newEmail: text('new_email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId)],
);
