import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, slotBookings } from '../../../db/schema/index.ts';
import { fulfilmentOutlook, type FulfilmentOutlook } from '../../../domain/fulfilment/decide.ts';
import { type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import type { FulfilmentSettings, FulfilmentType } from '../../../domain/fulfilment/settings.ts';
import { readLocationFulfilment } from '../locations/read-locations.ts';

/**
 * GET /api/fulfilment: whether a location (the first, the shop's own, unless told) is open, when an order placed now would be ready, and
 * the slots from now to the horizon with the full ones marked, for one fulfilment type.
 */
export async function readFulfilmentOutlook(
  db: Database,
  type: FulfilmentType,
  now: number,
  language: PageLanguage = SOURCE_LANGUAGE,
  locationId: number = FIRST_LOCATION_ID,
): Promise<{ settings: FulfilmentSettings; outlook: FulfilmentOutlook }> {
  const [settings, bookings] = await Promise.all([
    readLocationFulfilment(db, locationId),
    db
      .select({ slotStart: slotBookings.slotStart, orders: slotBookings.orders })
      .from(slotBookings)
      .where(and(eq(slotBookings.locationId, locationId), gte(slotBookings.slotStart, now))),
  ]);
  const taken = new Map(bookings.map((booking) => [booking.slotStart, booking.orders]));
  return { settings, outlook: fulfilmentOutlook(settings, type, now, (start) => taken.get(start) ?? 0, language) };
}
