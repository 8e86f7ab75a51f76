import { changeRefusal } from '../../../../../domain/order-change/change-rules.ts';
import type { Order } from '../../../../../domain/order.ts';

/** Whether staff are offered Change order: while the server's rule lets the order change (until it is ready, not picked, not cancelled). */
export function mayChange(order: Pick<Order, 'orderStatus' | 'pickedAt' | 'paymentMethod' | 'paymentStatus' | 'payLater'>): boolean {
  return changeRefusal({ status: order.orderStatus, ...order }) === null;
}
