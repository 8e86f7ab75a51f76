import type { OrderStatus } from '../order-status.ts';
import { PICKING_MESSAGES } from './picking-messages.ts';

/**
 * Whether an order may be picked now (docs/product/picking.md): once the shop accepted it and
 * it is in the kitchen ('processing'), and until its pick is completed; completed, its lines and
 * amounts are final and a second completion would move its stock twice. Null: it may; otherwise
 * the message of the 409.
 */
export function pickRefusal(order: { status: OrderStatus; pickedAt: unknown }): string | null {
  if (order.pickedAt !== null && order.pickedAt !== undefined) return PICKING_MESSAGES.alreadyPicked;
  return order.status === 'processing' ? null : PICKING_MESSAGES.notAccepted;
}
