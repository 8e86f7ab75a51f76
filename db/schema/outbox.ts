import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LANGUAGES } from '../../domain/i18n/languages.ts';
import { MAIL_KINDS, MAIL_STATES } from '../../domain/mail/mail-kinds.ts';

/**
 * Mails the shop owes someone. A mail is written here in the same batch as the change that
 * causes it (an order placed, accepted, refunded; a reset asked for), so it exists exactly when
 * the change does; a sender delivers it afterwards, retrying with backoff for up to a day
 * (docs/product/mail.md). What it says is rendered when it is sent, from `kind`, the order and
 * `payload`.
 */
export const outboxMails = sqliteTable(
  'outbox_mails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    orderId: text('order_id'),
    /** What the kind needs beyond the order, as JSON (a refund's amount; a reset link, sealed). */
    payload: text('payload').notNull().default('{}'),
    /**
     * The language the mail is written in, decided when it is queued (the order's, the account's,
     * the owner's) so a retry a day later says it in the same words; null on mails queued before.
     */
    language: text('language', { enum: LANGUAGES }),
    state: text('state', { enum: MAIL_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** While a sender holds it: no other sender takes it before then. */
    claimedUntil: integer('claimed_until', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    subject: text('subject'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    // Only waiting mails are looked up by time, and they are few: the index stays small.
    index('outbox_mails_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'waiting'`),
    // Newest first is by id (written in order): no index by time for every order to keep up to date.
    check('outbox_mails_state_known', sql`${table.state} in ('waiting', 'sent', 'logged', 'failed')`),
  ],
);

export type OutboxMailRow = typeof outboxMails.$inferSelect;
