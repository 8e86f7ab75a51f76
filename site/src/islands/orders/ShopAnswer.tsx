import { shopAnswerText } from '../../../../domain/order-answer.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderStatusTone } from '../../../../domain/order-status.ts';
import { TONE_CLASSES } from './StatusBadge.tsx';

/**
 * What the shop answered about an order ('Accepted — ready at 19:40', 'Ready for pickup',
 * 'Rejected: <reason>'), in its status's colour, with times on the shop's clock (`timeZone`;
 * the reader's own when undefined). Nothing before an answer or after the hand-over.
 */
export function ShopAnswer({ order, timeZone, className = '' }: { order: Order; timeZone: string | undefined; className?: string }) {
  const text = shopAnswerText(order, timeZone);
  if (!text) return null;
  return <p className={`font-bold ${TONE_CLASSES[orderStatusTone(order.orderStatus)]} ${className}`}>{text}</p>;
}
