import type { Database } from '../../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../../db/schema/index.ts';
import type { SettingsRequest } from '../../requests/settings.ts';
import { bumpVersion } from '../versions/versions.ts';
import { toPublicSettings, type PublicSettings } from '../../answers/shop.ts';

/**
 * Saves the fields given of the shop's details and delivery fee (PUT /api/settings). Orders read
 * the fee from this row as they are placed, so every total from now on uses it. Writes the row
 * (with the defaults for the rest) if it is missing.
 */
export async function saveSettings(db: Database, values: SettingsRequest): Promise<PublicSettings> {
  // The version bump tells other processes to refill their pages (docs/decisions/008).
  const [[row]] = await db.batch([
    db
      .insert(storeSettings)
      .values({ id: STORE_SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: storeSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning(),
    bumpVersion(db, 'storeDetails'),
  ]);
  return toPublicSettings(row);
}
