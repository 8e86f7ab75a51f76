import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../../db/schema/index.ts';
import type { Pause } from '../../../../domain/fulfilment/opening-hours.ts';
import { readStoredFulfilment } from '../../../../domain/fulfilment/settings.ts';
import { bumpVersion } from '../versions/versions.ts';

/**
 * Pauses the shop from the desk (no new orders until `until`, or until resumed) or resumes it,
 * changing only the pause of the saved hand-over settings. The version bump refills the pages'
 * notice in every process, as a settings save does.
 */
export async function setShopPause(db: Database, pause: Pause): Promise<Pause> {
  const row = await db.select({ fulfilment: storeSettings.fulfilment }).from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get();
  const fulfilment = JSON.stringify({ ...readStoredFulfilment(row?.fulfilment), pause });
  await db.batch([
    db
      .insert(storeSettings)
      .values({ id: STORE_SETTINGS_ID, fulfilment })
      .onConflictDoUpdate({ target: storeSettings.id, set: { fulfilment, updatedAt: new Date() } }),
    bumpVersion(db, 'storeDetails'),
  ]);
  return pause;
}
