import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Single-use nonces for Google sign-in: issued before the popup opens, echoed inside Google's
 * ID token, and deleted when used, so a captured token cannot be replayed.
 */
export const authNonces = sqliteTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
