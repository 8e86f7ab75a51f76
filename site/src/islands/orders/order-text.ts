import type { HandOverType } from '../../../../domain/fulfilment/settings.ts';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../../../../domain/order-status.ts';
import { orderStatusKey, paymentMethodWords, paymentStatusKey } from '../../../../domain/order-status-words.ts';
import { clockTime, handOverType, handOverWhen } from '../../../../domain/fulfilment/hand-over-text.ts';
import { isLanguage, SOURCE_LANGUAGE } from '../../../../domain/i18n/languages.ts';
import type { OrderFulfilmentView } from '../../../../domain/order.ts';
import { CARD_BRAND_NAMES, cardEnding } from '../../../../domain/payment-card.ts';
import { displayTimeZone } from '../../../../domain/shop-clock.ts';
import { pageLanguage } from '../../i18n/t.ts';
import { tOr } from './order-words.ts';

/**
 * Statuses, ways to pay and hand-overs in the page's language, for the customer's screens and the
 * admin's alike; a value this version does not know is written as the English label names it.
 */

/** 'Pending confirmation', 'Collected' for a handed-over pickup… */
export function orderStatusText(status: string | null | undefined, fulfilmentType?: HandOverType | null): string {
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
export function paymentMethodText(method: string, fulfilmentType?: HandOverType | null): string {
  const english = paymentMethodLabel(method, fulfilmentType);
  const words = paymentMethodWords(method, fulfilmentType);
  return words ? tOr(words.key, english, words.values) : english;
}

/** 'Delivery' or 'Pickup'. */
export function handOverTypeText(fulfilment: OrderFulfilmentView | undefined): string {
  return tOr('orders.handOverType', handOverType(fulfilment), { type: fulfilment?.type === 'pickup' ? 'pickup' : 'delivery' });
}

/**
 * When the order is handed over, on the shop's clock: 'as soon as possible (about 12:30)' or
 * 'Fri 16 Jan, 18:00' on English pages as ever; other languages say and write it their way.
 */
export function handOverWhenText(fulfilment: OrderFulfilmentView | undefined, timeZone?: string): string | null {
  const english = handOverWhen(fulfilment, timeZone);
  const language = pageLanguage();
  if (english === null || !fulfilment?.promisedAt || language === SOURCE_LANGUAGE) return english;
  const at = Date.parse(fulfilment.promisedAt);
  const zone = timeZone ?? displayTimeZone();
  const local = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, ...(zone ? { timeZone: zone } : {}) }).format(at);
  if (fulfilment.slotStart) return local({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const time = isLanguage(language) ? local({ hour: 'numeric', minute: '2-digit' }) : clockTime(at, zone);
  return tOr('orders.handOverAsap', english, { time });
}

/** 'Visa ending in 4242'; a brand this version does not know is just a card. */
export function cardEndingText(card: { brand: string; last4: string }): string {
  const brand = (CARD_BRAND_NAMES as Record<string, string | undefined>)[card.brand] ?? CARD_BRAND_NAMES.card;
  return tOr('orders.cardEnding', cardEnding(card), { brand, last4: card.last4 });
}
