import type { OrderStatus, PaymentStatus } from '../order-status.ts';
import { PICKING_MESSAGES } from './picking-messages.ts';

/** Payments that leave what the order costs open: nothing taken yet, or a card held to be charged once it is picked. */
const NOT_TAKEN: readonly PaymentStatus[] = ['pending', 'failed', 'authorized', 'released'];

/**
 * Whether an order may be picked now (docs/product/picking.md): once the shop accepted it and
 * it is in the kitchen ('processing'), and until its pick is completed; completed, its lines and
 * amounts are final and a second completion would move its stock twice. Not once its payment was
 * taken: a card charged at checkout would stay charged the estimate while the order's total
 * became the final one. A card held for the estimate is picked, and charged the final amount after
 * (worker/src/payments/charge-held-card.ts). Null: it may; otherwise the message of the 409.
 */
export function pickRefusal(order: { status: OrderStatus; pickedAt: unknown; paymentStatus?: PaymentStatus | undefined }): string | null {
  if (order.pickedAt !== null && order.pickedAt !== undefined) return PICKING_MESSAGES.alreadyPicked;
  if (order.paymentStatus !== undefined && !NOT_TAKEN.includes(order.paymentStatus)) return PICKING_MESSAGES.alreadyPaid;
  return order.status === 'processing' ? null : PICKING_MESSAGES.notAccepted;
}

/**
 * Whether staff are offered "Pick" for an order (the desk's card, the Picking screen's queue): one
 * the shop picks before handing it over (domain/picking/to-pick.ts) that may be picked now.
 */
export function awaitsPick(order: {
  orderStatus: OrderStatus;
  toBePicked: boolean;
  pickedAt: string | null;
  paymentStatus: PaymentStatus;
}): boolean {
  return (
    order.toBePicked && pickRefusal({ status: order.orderStatus, pickedAt: order.pickedAt, paymentStatus: order.paymentStatus }) === null
  );
}
