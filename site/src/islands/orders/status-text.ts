import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../../../../domain/order-status.ts';
import { orderStatusKey, paymentMethodWords, paymentStatusKey } from '../../../../domain/order-status-words.ts';
import { tOr } from './order-words.ts';

/**
 * Statuses and ways to pay in the page's language, for the customer's screens and the admin's
 * alike; a value this version does not know is written as the English label names it.
 */

/** 'Pending confirmation', 'Collected' for a handed-over pickup… */
export function orderStatusText(status: string | null | undefined, fulfilmentType?: FulfilmentType | null): string {
  const english = orderStatusLabel(status, fulfilmentType);
  const key = orderStatusKey(status, fulfilmentType);
  return key ? tOr(key, english) : english;
}

/** 'Paid', 'Partly refunded'… */
export function paymentStatusText(status: string | null | undefined): string {
  const english = paymentStatusLabel(status);
  const key = paymentStatusKey(status);
  return key ? tOr(key, english) : english;
}

/** 'Cash on delivery', 'Pay at pickup', 'Card'… */
export function paymentMethodText(method: string, fulfilmentType?: FulfilmentType | null): string {
  const english = paymentMethodLabel(method, fulfilmentType);
  const words = paymentMethodWords(method, fulfilmentType);
  return words ? tOr(words.key, english, words.values) : english;
}
