import { addressLines } from '../address-lines.ts';
import type { CountryAddressData } from '../address-rules.ts';
import type { Order, OrderFulfilmentView } from '../order.ts';
import { clockOf, displayTimeZone, wallClock } from '../shop-clock.ts';

/**
 * How an order will be handed over, as My Orders, Notifications and the order desk say it:
 * 'Delivery, as soon as possible (about 12:30)', 'Pickup at Fri 16 Jan, 6:00 PM'. Times are
 * written in `timeZone` (the shop's, ../shop-clock.ts, when not given) on the shop's locale's clock.
 */
export function handOverText(fulfilment: OrderFulfilmentView | undefined, timeZone?: string, locale?: string): string {
  const type = handOverType(fulfilment);
  const when = handOverWhen(fulfilment, timeZone, locale);
  if (!when) return type;
  return fulfilment?.slotStart ? `${type} at ${when}` : `${type}, ${when}`;
}

export function handOverType(fulfilment: OrderFulfilmentView | undefined): 'Delivery' | 'Pickup' {
  return fulfilment?.type === 'pickup' ? 'Pickup' : 'Delivery';
}

/** 'as soon as possible (about 12:30)' or 'Fri 16 Jan, 18:00'; null on orders from before the shop kept a time. */
export function handOverWhen(fulfilment: OrderFulfilmentView | undefined, timeZone?: string, locale?: string): string | null {
  if (!fulfilment?.promisedAt) return null;
  const at = Date.parse(fulfilment.promisedAt);
  const shopZone = timeZone ?? displayTimeZone();
  const zone = shopZone ? { timeZone: shopZone } : {};
  const time = clockTime(at, shopZone, locale);
  if (!fulfilment.slotStart) return `as soon as possible (about ${time})`;
  const day = new Intl.DateTimeFormat('en-GB', { ...zone, weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  return `${day}, ${time}`;
}

/** '18:30' in it-IT, '6:30 PM' in en-US: the shop's locale's clock, in `timeZone` (the shop's when not given). */
export function clockTime(instant: number, timeZone?: string, locale?: string): string {
  const { hour, minute } = wallClock(instant, timeZone ?? displayTimeZone());
  return clockOf(hour, minute, locale);
}

/**
 * The delivery address as the country's post writes it ('12 Harbour Road', 'Springfield, OR 97403';
 * 'Via del Corso 12', '00186 Roma RM'), empty parts left out: `format` is the order's country's
 * (domain/address-format.ts on a server, the shop's from GET /api/settings on a page).
 */
export function deliveryAddressLines(order: Pick<Order, 'deliveryAddress'>, format: CountryAddressData): string[] {
  return addressLines(order.deliveryAddress, format);
}
