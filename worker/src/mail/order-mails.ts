import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import type { MailKind } from '../../../domain/mail/mail-kinds.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import type { MailPayload } from './mail-payload.ts';
import { queueMail, queueMailWhile, queueShopNotice } from './queue-mail.ts';

/**
 * The mails of an order reaching the shop (placed, or paid when its card waited for the
 * gateway): its confirmation to the customer and the notice to the shop. `payload` carries a
 * guest's sealed tracking link. An order the team took without an e-mail mails the shop only.
 */
export function orderPlacedMails(
  db: Database,
  /** `language`: given when the order is written in the same batch; otherwise read from the order. */
  order: Pick<OrderRow, 'id' | 'customerEmail'> & Partial<Pick<OrderRow, 'language'>>,
  at: number,
  options: { payload?: MailPayload; holds?: SQL } = {},
): BatchItem<'sqlite'>[] {
  const mail = {
    kind: 'order_received' as const,
    to: order.customerEmail,
    orderId: order.id,
    payload: JSON.stringify(options.payload ?? {}),
    // Given, not looked up: the order is written in the same batch.
    language: order.language,
  };
  const notice = queueShopNotice(db, order.id, at, options.holds);
  if (!hasInbox(order)) return [notice];
  return [options.holds ? queueMailWhile(db, mail, at, options.holds) : queueMail(db, mail, at), notice];
}

/** The customer's mail when an order moves to `status`, if that move is one customers hear of. */
export function statusMailKind(status: OrderStatus, fulfilmentType: OrderRow['fulfilmentType']): MailKind | null {
  switch (status) {
    case 'processing':
      return 'order_accepted';
    case 'cancelled':
      return 'order_rejected';
    // A delivery order's "ready" is the kitchen's business; its customer hears when it leaves.
    case 'ready':
      return fulfilmentType === 'pickup' ? 'order_ready' : null;
    case 'out_for_delivery':
      return 'order_out_for_delivery';
    default:
      return null;
  }
}

/**
 * The customer's mail about a change of an order, written only while the change holds. An order
 * without an e-mail (taken by phone from someone who gave none) writes none: the statement stays,
 * so a batch keeps its shape, and inserts nothing.
 */
export function orderMailWhile(
  db: Database,
  kind: MailKind,
  order: Pick<OrderRow, 'id' | 'customerEmail'>,
  at: number,
  holds: SQL,
  payload: MailPayload = {},
): BatchItem<'sqlite'> {
  const mail = { kind, to: order.customerEmail, orderId: order.id, payload: JSON.stringify(payload) };
  return queueMailWhile(db, mail, at, hasInbox(order) ? holds : sql`0`);
}

/** Whether an order has an address to mail its customer at. */
function hasInbox(order: Pick<OrderRow, 'customerEmail'>): boolean {
  return order.customerEmail.trim() !== '';
}
