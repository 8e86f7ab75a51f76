import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every gateway webhook the shop has acted on, by the gateway's event id: a resent event finds its
 * id here and changes nothing (each event is handled once). Kept with what it was about, for the
 * order's story and for support.
 */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** The gateway's payment id (a PaymentIntent's), when the event was about one. */
  reference: text('reference'),
  /** The order it moved, or null for an event about no order of ours (acknowledged and logged). */
  orderId: text('order_id'),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
});

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
