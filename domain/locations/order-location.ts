import { LOCATION_MESSAGES } from './location-form.ts';

/**
 * Which location an order is for: the one it names, among those the shop has now; without a name,
 * the only one, or a refusal that asks the customer to choose when there are several.
 */
export function orderLocation<Location extends { id: number }>(
  open: readonly Location[],
  asked: number | null | undefined,
): { ok: true; location: Location } | { ok: false; message: string } {
  if (asked === null || asked === undefined) {
    return open.length === 1 ? { ok: true, location: open[0]! } : { ok: false, message: LOCATION_MESSAGES.choose };
  }
  const location = open.find((candidate) => candidate.id === asked);
  return location ? { ok: true, location } : { ok: false, message: LOCATION_MESSAGES.unknown };
}
