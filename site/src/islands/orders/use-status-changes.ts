import { useEffect, useRef, useState } from 'react';
import { notificationText, orderReference } from '../../../../domain/order-status.ts';
import type { OrdersState } from '../../stores/orders.ts';

/**
 * What changed since the last refresh, in words ('Order #A1B2C3: Order is being prepared'), for a
 * polite live region: a status the admin changes appears on its own, and a screen reader user
 * should hear about it too. The first list shown announces nothing.
 */
export function useStatusChanges(state: OrdersState): string {
  const previous = useRef<Map<string, string> | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (state.status !== 'ready') return;
    const before = previous.current;
    previous.current = new Map(state.orders.map((order) => [order._id, order.orderStatus]));
    if (!before) return;
    const changed = state.orders.filter((order) => before.has(order._id) && before.get(order._id) !== order.orderStatus);
    if (changed.length > 0) {
      setMessage(changed.map((order) => `Order #${orderReference(order._id)}: ${notificationText(order.orderStatus)}`).join('. '));
    }
  }, [state]);

  return message;
}
