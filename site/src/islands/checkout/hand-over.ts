import { quoteDelivery, type DeliveryZone } from '../../../../domain/fulfilment/delivery-zones.ts';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import { addDays, wallClockOfZonedIso } from '../../../../domain/fulfilment/zoned-time.ts';
import { zoneAmountsInCents } from '../../../../domain/contracts/order-amounts.ts';
import { formatMoney, type Cents } from '../../../../domain/money.ts';
import { t } from '../../i18n/t.ts';
import type { ShopFulfilment } from '../cart/shop-settings.ts';

/**
 * The checkout's side of handing an order over: which types the shop offers, what delivery to a
 * postcode costs (the zones come from GET /api/settings in dollars; the rules work in cents), and
 * the slots of GET /api/fulfilment grouped by the shop's days for the time picker.
 */

export function offeredTypes(shop: ShopFulfilment | null): FulfilmentType[] {
  if (!shop) return ['delivery'];
  return (['delivery', 'pickup'] as const).filter((type) => shop[type].enabled);
}

/** Why an order cannot be delivered: outside every zone, or under its zone's minimum. */
export type DeliveryRefusal = { reason: 'outside'; postcode: string } | { reason: 'under_minimum'; zone: string; minimumCents: Cents };

export type DeliveryPrice = { ok: true; feeCents: Cents; zone: string | null } | { ok: false; refusal: DeliveryRefusal };

/** The refusal in the page's words (the server answers with the same messages: domain/fulfilment/delivery-zones.ts). */
export function deliveryRefusalText(refusal: DeliveryRefusal): string {
  return refusal.reason === 'outside'
    ? t('checkout-rules.zoneOutside', { postcode: refusal.postcode.trim().toUpperCase() })
    : t('checkout-rules.zoneUnderMinimum', { zone: refusal.zone, amount: formatMoney(refusal.minimumCents) });
}

/** What delivery costs for this basket (after any discount): the zone's fee, free above its limit, or why not. */
export function deliveryPrice(shop: ShopFulfilment | null, postcode: string, basketCents: Cents, flatFeeCents: Cents): DeliveryPrice {
  const zones: DeliveryZone[] = (shop?.zones ?? []).map((zone) => ({
    id: zone.id,
    name: zone.name,
    postcodes: zone.postcodes,
    ...zoneAmountsInCents(zone),
  }));
  // Until a postcode is typed the zone is unknown: the flat fee (or the cheapest zone's) is shown.
  if (zones.length > 0 && !postcode.trim()) return { ok: true, feeCents: Math.min(...zones.map((zone) => zone.feeCents)), zone: null };
  const quote = quoteDelivery(zones, postcode, basketCents, flatFeeCents);
  if (quote.ok) return { ok: true, feeCents: quote.feeCents, zone: quote.zone?.name ?? null };
  return quote.reason === 'under_minimum' && quote.zone
    ? { ok: false, refusal: { reason: 'under_minimum', zone: quote.zone.name, minimumCents: quote.zone.minimumOrderCents } }
    : { ok: false, refusal: { reason: 'outside', postcode } };
}

export interface SlotOption {
  /** The slot's start as the API wrote it (sent back as the order's `slot`). */
  value: string;
  /** Its start and end on the page language's clock. */
  start: string;
  end: string;
}
export interface SlotDay {
  label: string;
  slots: SlotOption[];
}

const formats = new Map<string, Intl.DateTimeFormat>();

function utcFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * The time the API wrote in the shop's zone ('2026-01-16T18:00:00+01:00') on `language`'s clock:
 * '18:00', '6:00 PM', '٦:٠٠ م'. The wall clock is read from the text and written as if in UTC, so
 * the shop's zone is kept and the browser loads no time-zone data.
 */
export function slotClock(iso: string, language: string): string {
  const at = Date.UTC(2000, 0, 1, Number(iso.slice(11, 13)), Number(iso.slice(14, 16)));
  return utcFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);
}

/** A shop's calendar date ('YYYY-MM-DD') in `language`: 'Thu 26 Nov', 'gio 26 nov'. */
export function slotDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return utcFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(Date.UTC(year, month - 1, day));
}

/**
 * Available slots grouped by the shop's local day, today's and tomorrow's named `names` ('Today',
 * 'Tomorrow'), the others by their date; each slot's start and end on `language`'s clock.
 */
export function slotDays(
  slots: readonly { start: string; end: string; available: boolean }[],
  today: string,
  language: string,
  names: { today: string; tomorrow: string },
): SlotDay[] {
  const tomorrow = addDays(today, 1);
  const days = new Map<string, SlotDay>();
  // A week of slots is hundreds: their dates and times are read from the text the server wrote in
  // the shop's zone, without the browser's time-zone data (its first use costs a long task).
  for (const slot of slots) {
    if (!slot.available) continue;
    const start = wallClockOfZonedIso(slot.start);
    let day = days.get(start.date);
    if (!day) {
      day = {
        label: start.date === today ? names.today : start.date === tomorrow ? names.tomorrow : slotDate(start.date, language),
        slots: [],
      };
      days.set(start.date, day);
    }
    day.slots.push({ value: slot.start, start: slotClock(slot.start, language), end: slotClock(slot.end, language) });
  }
  return [...days.values()];
}
