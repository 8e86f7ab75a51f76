import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, locations, STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { setDisplayCurrency } from '../../../domain/money.ts';
import { setDisplayTimeZone } from '../../../domain/shop-clock.ts';
import { toPublicSettings, type PublicSettings } from './answer.ts';

/**
 * What anyone may read of the shop's settings (GET /api/settings): every field is public today.
 * Reading them also tells this server the currency its own messages write amounts in, and the zone of their times.
 */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const [row, first] = await Promise.all([
    db.select().from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get(),
    db.select({ fulfilment: locations.fulfilment }).from(locations).where(eq(locations.id, FIRST_LOCATION_ID)).get(),
  ]);
  const settings = toPublicSettings(row, first?.fulfilment);
  setDisplayCurrency({ code: settings.currency, locale: settings.locale });
  setDisplayTimeZone(settings.fulfilment.timeZone);
  return settings;
}
