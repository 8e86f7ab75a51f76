import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, locations, STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { setDisplayCurrency } from '../../../domain/money.ts';
import { setDisplayTimeZone } from '../../../domain/shop-clock.ts';
import { toPublicSettings, type PublicSettings } from './answer.ts';

/** The first location's hand-over rules (the shop's own) and how many locations the shop has now. */
export function readFirstLocation(db: Database) {
  return db
    .select({
      fulfilment: locations.fulfilment,
      locationCount: sql<number>`(select count(*) from "locations" where "closed_at" is null)`.mapWith(Number),
    })
    .from(locations)
    .where(eq(locations.id, FIRST_LOCATION_ID));
}

/**
 * What anyone may read of the shop's settings (GET /api/settings): every field is public today.
 * Reading them also tells this server the currency its own messages write amounts in, and the zone of their times.
 */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const [row, first] = await Promise.all([
    db.select().from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get(),
    readFirstLocation(db).get(),
  ]);
  const settings = toPublicSettings(row, first);
  setDisplayCurrency({ code: settings.currency, locale: settings.locale });
  setDisplayTimeZone(settings.fulfilment.timeZone);
  return settings;
}
