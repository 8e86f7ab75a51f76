import type { Order, OrderFulfilmentView } from '../order.ts';

/**
 * How an order will be handed over, as My Orders, Notifications and the order desk say it:
 * 'Delivery, as soon as possible (about 12:30)', 'Pickup at Fri 16 Jan, 18:00'. Times are
 * written in `timeZone` (the reader's own when not given).
 */
export function handOverText(fulfilment: OrderFulfilmentView | undefined, timeZone?: string): string {
  const type = handOverType(fulfilment);
  const when = handOverWhen(fulfilment, timeZone);
  if (!when) return type;
  return fulfilment?.slotStart ? `${type} at ${when}` : `${type}, ${when}`;
}

export function handOverType(fulfilment: OrderFulfilmentView | undefined): 'Delivery' | 'Pickup' {
  return fulfilment?.type === 'pickup' ? 'Pickup' : 'Delivery';
}

/** 'as soon as possible (about 12:30)' or 'Fri 16 Jan, 18:00'; null on orders from before the shop kept a time. */
export function handOverWhen(fulfilment: OrderFulfilmentView | undefined, timeZone?: string): string | null {
  if (!fulfilment?.promisedAt) return null;
  const at = Date.parse(fulfilment.promisedAt);
  const zone = timeZone ? { timeZone } : {};
  const time = clockTime(at, timeZone);
  if (!fulfilment.slotStart) return `as soon as possible (about ${time})`;
  const day = new Intl.DateTimeFormat('en-GB', { ...zone, weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  return `${day}, ${time}`;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '12:30': the 24-hour clock in `timeZone` (the reader's own when not given). */
export function clockTime(instant: number, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...(timeZone ? { timeZone } : {}), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(key, format);
  }
  return format.format(instant);
}

/** '12 Harbour Road', 'Springfield, OR 97403', the country: empty parts left out. */
export function deliveryAddressLines(order: Pick<Order, 'deliveryAddress'>): string[] {
  const address = order.deliveryAddress;
  const region = [address.state, address.zipCode].map((part) => part.trim()).filter(Boolean).join(' ');
  const place = [address.city.trim(), region].filter(Boolean).join(', ');
  return [address.street.trim(), place, address.country.trim()].filter(Boolean);
}
