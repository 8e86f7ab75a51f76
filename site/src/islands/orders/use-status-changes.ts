import { useEffect, useRef, useState } from 'react';
import { shopAnswerText } from '../../../../domain/order-answer.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { notificationWords, type Words } from '../../../../domain/order-status-words.ts';
import { t } from '../../i18n/t.ts';
import type { OrdersState } from '../../stores/orders.ts';

const say = (words: Words) => t(words.key, words.values);

/** What a customer is told about: the status, and the ready and arrival times the shop gives. */
const answerKey = (order: Order) => `${order.orderStatus} ${order.readyAt ?? ''} ${order.expectedAt ?? ''}`;

/**
 * What changed since the last refresh, in words ('Order #A1B2C3: Accepted — ready at 19:40', or
 * the status's sentence when the shop gave no answer, 'Order is being prepared'), for a polite
 * live region: a change the shop makes appears on its own, and a screen reader user should hear
 * about it too. Times in `timeZone`, as the cards write them. The first list shown announces nothing.
 */
export function useStatusChanges(state: OrdersState, timeZone: string | undefined): string {
  const previous = useRef<Map<string, string> | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (state.status !== 'ready') return;
    const before = previous.current;
    previous.current = new Map(state.orders.map((order) => [order._id, answerKey(order)]));
    if (!before) return;
    const changed = state.orders.filter((order) => before.has(order._id) && before.get(order._id) !== answerKey(order));
    if (changed.length > 0) {
      setMessage(
        changed
          .map((order) =>
            t('orders.statusChange', {
              reference: orderReference(order._id),
              news: shopAnswerText(order, timeZone) ?? say(notificationWords(order.orderStatus, order.fulfilment?.type)),
            }),
          )
          .join('. '),
      );
    }
  }, [state, timeZone]);

  return message;
}
