import { quoteDelivery, type DeliveryZone } from '../../../../domain/fulfilment/delivery-zones.ts';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import { addDays, dateName, wallClockOfZonedIso } from '../../../../domain/fulfilment/zoned-time.ts';
import { zoneAmountsInCents } from '../../../../domain/contracts/amounts.ts';
import type { Cents } from '../../../../domain/money.ts';
import { clockOfZonedIso } from '../../../../domain/shop-clock.ts';
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

export type DeliveryPrice = { ok: true; feeCents: Cents; zone: string | null } | { ok: false; message: string };

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
  return quote.ok ? { ok: true, feeCents: quote.feeCents, zone: quote.zone?.name ?? null } : { ok: false, message: quote.message };
}

export interface SlotOption {
  /** The slot's start as the API wrote it (sent back as the order's `slot`). */
  value: string;
  label: string;
}
export interface SlotDay {
  label: string;
  slots: SlotOption[];
}

/** Available slots grouped by the shop's local day ('Today', 'Tomorrow', 'Sat 17 Jan'), each labelled on the shop's clock: '18:00 – 18:30', '6:00 PM – 6:30 PM'. */
export function slotDays(slots: readonly { start: string; end: string; available: boolean }[], today: string, locale?: string): SlotDay[] {
  const tomorrow = addDays(today, 1);
  const days = new Map<string, SlotDay>();
  // A week of slots is hundreds: their dates and times are read from the text the server wrote in
  // the shop's zone, without the browser's time-zone data (its first use costs a long task).
  for (const slot of slots) {
    if (!slot.available) continue;
    const start = wallClockOfZonedIso(slot.start);
    let day = days.get(start.date);
    if (!day) {
      day = { label: start.date === today ? 'Today' : start.date === tomorrow ? 'Tomorrow' : dateName(start.date), slots: [] };
      days.set(start.date, day);
    }
    day.slots.push({ value: slot.start, label: `${clockOfZonedIso(slot.start, locale)} – ${clockOfZonedIso(slot.end, locale)}` });
  }
  return [...days.values()];
}
