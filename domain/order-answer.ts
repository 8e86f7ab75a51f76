import type { HandOverType } from './fulfilment/settings.ts';
import { clockTime } from './fulfilment/hand-over-text.ts';

/**
 * What the customer's pages say once the shop has answered: 'Accepted — ready at 19:40' (pickup),
 * 'Accepted — arriving around 19:55' (delivery), 'Rejected: <reason>' (or 'Cancelled: <reason>'
 * once it had been accepted); null before an answer
 * and after the order is handed over. Times in `timeZone` (the reader's own when not given).
 *
 * Apart from the desk's rules (order-desk.ts) because those carry zod schemas: My Orders and
 * Notifications need only this sentence, and zod would add ~28 KB gzipped to their first load.
 */
export function shopAnswerText(
  order: {
    orderStatus: string;
    readyAt?: string | null;
    expectedAt?: string | null;
    rejectionReason?: string | null;
    acceptedAt?: string | null;
    fulfilment?: { type: HandOverType };
  },
  timeZone?: string,
  locale?: string,
): string | null {
  const pickup = order.fulfilment?.type === 'pickup';
  switch (order.orderStatus) {
    case 'processing': {
      const at = pickup ? order.readyAt : (order.expectedAt ?? order.readyAt);
      if (!at) return null;
      const time = clockTime(Date.parse(at), timeZone, locale);
      return pickup ? `Accepted — ready at ${time}` : `Accepted — arriving around ${time}`;
    }
    case 'ready':
      return pickup ? 'Ready for pickup' : 'Ready — waiting for the driver';
    case 'out_for_delivery': {
      const time = order.expectedAt ? ` — arriving around ${clockTime(Date.parse(order.expectedAt), timeZone, locale)}` : '';
      return `Out for delivery${time}`;
    }
    case 'cancelled':
      // An order the shop had accepted is cancelled, not rejected.
      return order.rejectionReason ? `${order.acceptedAt ? 'Cancelled' : 'Rejected'}: ${order.rejectionReason}` : null;
    default:
      return null;
  }
}
