import type { MessageValues } from '../../../../domain/i18n/message.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { formatOrderDate } from '../../../../domain/order-status.ts';
import { displayTimeZone } from '../../../../domain/shop-clock.ts';
import { pageLanguage, t } from '../../i18n/t.ts';

/**
 * Words of the order card's parts that the admin screens show too: in the page's language where the
 * page carries the orders' messages, else the English the admin screens have always said.
 */
export function tOr(key: MessageKey, english: string, values?: MessageValues): string {
  const text = t(key, values);
  return text === key ? english : text;
}

/**
 * When an order (or review) was placed, on the shop's clock. English pages keep the shop's own
 * format ('05 Jan 2025, 15:04', its locale's clock); other languages write it as their readers do.
 */
export function orderDate(date: Date | string | number, timeZone: string | undefined = displayTimeZone()): string {
  const language = pageLanguage();
  if (language === 'en' || language.startsWith('en-')) return formatOrderDate(date, timeZone);
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(instant);
}
