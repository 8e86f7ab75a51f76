import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import type { Outcome } from '../outcome.ts';
import { changeOrderStatus } from './update-order-status.ts';

/** PUT /api/orders/{id}/payment-status: the same rules as the order status, for the payment. */
export function updatePaymentStatus(
  db: Database,
  change: { orderId: string; status: unknown; admin: UserRow; now: number },
): Promise<Outcome<Order>> {
  return changeOrderStatus(db, { ...change, kind: 'payment' });
}
