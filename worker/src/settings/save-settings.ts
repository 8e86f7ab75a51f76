import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, locations, STORE_SETTINGS_ID, type StoreSettingsRow, storeSettings } from '../../../db/schema/index.ts';
import { MONEY_SETTINGS_ERRORS } from '../../../domain/money-settings-rules.ts';
import { appPromoProblem, readStoredBrand } from '../../../domain/brand.ts';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { SettingsRequest } from './request.ts';
import { setDisplayCurrency } from '../../../domain/money.ts';
import { setDisplayTimeZone } from '../../../domain/shop-clock.ts';
import { DEFAULT_DINE_IN } from '../../../domain/dine-in/dine-in-settings.ts';
import { toPublicSettings, type PublicSettings } from './answer.ts';
import { readFirstLocation } from './get-public-settings.ts';

/**
 * Saves the fields given of the shop's details, delivery fee, hand-over rules and money settings
 * (PUT /api/settings). Orders read this row as they are placed, so every total from now on uses
 * it. Writes the row (with the defaults for the rest) if it is missing. A new currency once
 * orders exist in another one needs `confirmCurrencyChange`: past orders keep theirs, and prices
 * are not converted. The app section stays on only with a store link, unless the shop is still the demo.
 */
export async function saveSettings(
  db: Database,
  { values, fulfilment, confirmCurrencyChange }: SettingsRequest,
): Promise<Outcome<PublicSettings>> {
  if (values.brand !== undefined) {
    const name = values.storeName ?? (await db.select({ storeName: storeSettings.storeName }).from(storeSettings).get())?.storeName;
    const problem = appPromoProblem(readStoredBrand(values.brand), name ?? DEFAULT_STORE_DETAILS.storeName);
    if (problem) return refused('invalid', problem, { errors: { 'brand.sections.appPromo': problem } });
  }
  if (values.currency !== undefined && !confirmCurrencyChange) {
    // A change of currency (not the same one sent again) once orders exist in another.
    const [other] = await db.all<{ found: number }>(sql`select 1 as "found" from "orders"
      where "currency" <> ${values.currency}
        and ${values.currency} <> coalesce((select "currency" from "store_settings" where "id" = ${STORE_SETTINGS_ID}), 'USD')
      limit 1`);
    if (other) return refused('conflict', MONEY_SETTINGS_ERRORS.currencyChangeUnconfirmed, { code: 'currency_change_unconfirmed' });
  }
  // One batch: the shop's row and its first location's hand-over rules change together or not at all.
  // Each write bumps the settings' version (a trigger), which tells other processes to refill their pages (docs/decisions/008).
  const saveRow = db
    .insert(storeSettings)
    .values({ id: STORE_SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  let row: StoreSettingsRow | undefined;
  let first: { fulfilment: string | null; locationCount: number } | undefined;
  if (fulfilment === undefined) {
    [[row], [first]] = await db.batch([saveRow, readFirstLocation(db)]);
  } else {
    // A body without dine-in (a client from before it) keeps the location's.
    const keepingDineIn = sql`case when json_type(${fulfilment}, '$.dineIn') is null
      then json_set(${fulfilment}, '$.dineIn', json(coalesce(json_extract(${locations.fulfilment}, '$.dineIn'), ${JSON.stringify(DEFAULT_DINE_IN)})))
      else ${fulfilment} end`;
    const saveFulfilment = db
      .update(locations)
      .set({ fulfilment: keepingDineIn, updatedAt: new Date() })
      .where(eq(locations.id, FIRST_LOCATION_ID));
    [[row], , [first]] = await db.batch([saveRow, saveFulfilment, readFirstLocation(db)]);
  }
  const settings = toPublicSettings(row, first);
  setDisplayCurrency({ code: settings.currency, locale: settings.locale });
  setDisplayTimeZone(settings.fulfilment.timeZone);
  return done(settings);
}
