import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { DEFAULT_MONEY_SETTINGS } from '../../../domain/money-settings.ts';
import { readLocationFulfilment } from '../locations/read-locations.ts';

/** What a report needs of the settings: the time zone its days are counted in (the first location's, the shop's own) and the currency. */
export async function reportSettings(db: Database): Promise<{ timeZone: string; currency: string }> {
  const [row, fulfilment] = await Promise.all([
    db.select({ currency: storeSettings.currency }).from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get(),
    readLocationFulfilment(db),
  ]);
  return { timeZone: fulfilment.timeZone, currency: row?.currency ?? DEFAULT_MONEY_SETTINGS.currency };
}
