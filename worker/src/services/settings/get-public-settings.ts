import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings, type StoreSettingsRow } from '../../../../db/schema/index.ts';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../../domain/constants.ts';
import { centsToDollars } from '../../../../domain/money.ts';
import { DEFAULT_STORE_DETAILS, type PublicStoreSettings, type StoreDetails } from '../../../../domain/store-details.ts';

/** What anyone may read of the shop's settings (GET /api/settings): every field is public today. */
export async function getPublicSettings(db: Database): Promise<PublicStoreSettings> {
  const row = await db.select().from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get();
  return toPublicSettings(row);
}

/** A settings row as the API speaks it (dollars); the defaults when the row is missing. */
export function toPublicSettings(row: StoreSettingsRow | undefined): PublicStoreSettings {
  if (!row) return { ...DEFAULT_STORE_DETAILS, deliveryFee: centsToDollars(DEFAULT_DELIVERY_FEE_CENTS) };
  return { ...storeDetailsOf(row), deliveryFee: centsToDollars(row.deliveryFeeCents) };
}

export function storeDetailsOf(settings: StoreDetails): StoreDetails {
  const { storeName, contactEmail, phone, street, locality, country, openingHours } = settings;
  return { storeName, contactEmail, phone, street, locality, country, openingHours };
}
