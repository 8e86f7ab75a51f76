import { eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { slotBookings, STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { fulfilmentOutlook, type FulfilmentOutlook } from '../../../domain/fulfilment/decide.ts';
import { type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { readStoredFulfilment, type FulfilmentSettings, type FulfilmentType } from '../../../domain/fulfilment/settings.ts';

/** The shop's fulfilment settings as saved (the defaults when never saved). */
export async function readFulfilmentSettings(db: Database): Promise<FulfilmentSettings> {
  const row = await db
    .select({ fulfilment: storeSettings.fulfilment })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  return readStoredFulfilment(row?.fulfilment);
}

/**
 * GET /api/fulfilment: whether the shop is open, when an order placed now would be ready, and
 * the slots from now to the horizon with the full ones marked, for one fulfilment type.
 */
export async function readFulfilmentOutlook(
  db: Database,
  type: FulfilmentType,
  now: number,
  language: PageLanguage = SOURCE_LANGUAGE,
): Promise<{ settings: FulfilmentSettings; outlook: FulfilmentOutlook }> {
  const [settings, bookings] = await Promise.all([
    readFulfilmentSettings(db),
    db
      .select({ slotStart: slotBookings.slotStart, orders: slotBookings.orders })
      .from(slotBookings)
      .where(gte(slotBookings.slotStart, now)),
  ]);
  const taken = new Map(bookings.map((booking) => [booking.slotStart, booking.orders]));
  return { settings, outlook: fulfilmentOutlook(settings, type, now, (start) => taken.get(start) ?? 0, language) };
}
