import { normalizePostcode } from '../fulfilment/delivery-zones.ts';
import type { FulfilmentSettings } from '../fulfilment/settings.ts';

/**
 * How closely a location's delivery zones name `postcode`: the length of its longest matching
 * postcode or prefix; 0 for a location that delivers anywhere (no zones); null when it does not
 * deliver there, or does not deliver at all.
 */
export function deliveryMatch(settings: Pick<FulfilmentSettings, 'delivery' | 'zones'>, postcode: string): number | null {
  if (!settings.delivery.enabled) return null;
  if (settings.zones.length === 0) return 0;
  const code = normalizePostcode(postcode);
  let best: number | null = null;
  for (const zone of settings.zones) {
    for (const entry of zone.postcodes) {
      const prefix = normalizePostcode(entry);
      if (prefix && code.startsWith(prefix) && (best === null || prefix.length > best)) best = prefix.length;
    }
  }
  return best;
}

/**
 * The locations that deliver to `postcode`, nearest first. Without coordinates, "nearest" is the
 * one whose zone names the postcode most closely (a full postcode before its district, a district
 * before its area, a zone before "anywhere"); ties keep the owner's order.
 */
export function locationsDeliveringTo<Location extends { fulfilment: Pick<FulfilmentSettings, 'delivery' | 'zones'> }>(
  locations: readonly Location[],
  postcode: string,
): Location[] {
  return locations
    .map((location, index) => ({ location, index, match: deliveryMatch(location.fulfilment, postcode) }))
    .filter((entry): entry is { location: Location; index: number; match: number } => entry.match !== null)
    .sort((a, b) => b.match - a.match || a.index - b.index)
    .map((entry) => entry.location);
}
