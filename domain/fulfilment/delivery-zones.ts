import { formatMoney, type Cents } from '../money.ts';
import { messageWithValues } from '../i18n/message-with-values.ts';

/**
 * Delivery areas: each zone lists postcodes or postcode prefixes (compared without case or
 * spaces; every entry matches the codes that start with it, so 'SW1' covers 'SW1A 1AA' and a
 * full code covers itself). The longest matching entry wins, so a zone for one street can sit
 * inside a wider one. With no zones the shop delivers anywhere for its flat fee.
 */
export interface DeliveryZone {
  id: string;
  name: string;
  postcodes: readonly string[];
  feeCents: Cents;
  minimumOrderCents: Cents;
  /** Delivery is free from this subtotal on; null = never free. */
  freeAboveCents: Cents | null;
}

export const ZONE_MESSAGES = {
  outside: (postcode: string) => messageWithValues('checkout-rules.zoneOutside', { postcode: postcode.trim().toUpperCase() }),
  underMinimum: (zone: DeliveryZone) =>
    messageWithValues('checkout-rules.zoneUnderMinimum', { zone: zone.name, amount: formatMoney(zone.minimumOrderCents) }),
} as const;

/** 'sw1a 1aa ' → 'SW1A1AA'. */
export function normalizePostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** The zone that delivers to `postcode`, by longest matching entry; undefined when none does. */
export function zoneFor(zones: readonly DeliveryZone[], postcode: string): DeliveryZone | undefined {
  const code = normalizePostcode(postcode);
  let best: { zone: DeliveryZone; length: number } | undefined;
  for (const zone of zones) {
    for (const entry of zone.postcodes) {
      const prefix = normalizePostcode(entry);
      if (prefix && code.startsWith(prefix) && (!best || prefix.length > best.length)) best = { zone, length: prefix.length };
    }
  }
  return best?.zone;
}

export type DeliveryQuote =
  | { ok: true; zone: DeliveryZone | null; feeCents: Cents }
  | { ok: false; reason: 'outside' | 'under_minimum'; message: string; zone: DeliveryZone | null };

/**
 * What delivery to `postcode` costs for a basket of `subtotalCents` (after any discount, the
 * amount the minimum and "free above" are judged on), or why it cannot be delivered.
 */
export function quoteDelivery(zones: readonly DeliveryZone[], postcode: string, subtotalCents: Cents, flatFeeCents: Cents): DeliveryQuote {
  if (zones.length === 0) return { ok: true, zone: null, feeCents: flatFeeCents };
  const zone = zoneFor(zones, postcode);
  if (!zone) return { ok: false, reason: 'outside', message: ZONE_MESSAGES.outside(postcode), zone: null };
  if (subtotalCents < zone.minimumOrderCents)
    return { ok: false, reason: 'under_minimum', message: ZONE_MESSAGES.underMinimum(zone), zone };
  const free = zone.freeAboveCents !== null && subtotalCents >= zone.freeAboveCents;
  return { ok: true, zone, feeCents: free ? 0 : zone.feeCents };
}
