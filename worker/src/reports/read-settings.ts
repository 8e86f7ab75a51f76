import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import { DEFAULT_MONEY_SETTINGS } from '../../../domain/money-settings.ts';

/** What a report needs of the settings: the shop's time zone (its days) and currency. */
export async function reportSettings(db: Database): Promise<{ timeZone: string; currency: string }> {
  const row = await db
    .select({ fulfilment: storeSettings.fulfilment, currency: storeSettings.currency })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  return { timeZone: readStoredFulfilment(row?.fulfilment).timeZone, currency: row?.currency ?? DEFAULT_MONEY_SETTINGS.currency };
}
