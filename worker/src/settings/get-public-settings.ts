import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { setDisplayCurrency } from '../../../domain/money.ts';
import { setDisplayTimeZone } from '../../../domain/shop-clock.ts';
import { toPublicSettings, type PublicSettings } from './answer.ts';

/**
 * What anyone may read of the shop's settings (GET /api/settings): every field is public today.
 * Reading them also tells this server the currency its own messages write amounts in, and the zone of their times.
 */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const row = await db.select().from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get();
  const settings = toPublicSettings(row);
  setDisplayCurrency({ code: settings.currency, locale: settings.locale });
  setDisplayTimeZone(settings.fulfilment.timeZone);
  return settings;
}
