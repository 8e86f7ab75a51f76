import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import type { Pause } from '../../../domain/fulfilment/opening-hours.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';

/**
 * Pauses the shop from the desk (no new orders until `until`, or until resumed) or resumes it,
 * changing only the pause of the saved hand-over settings. Like a settings save, the write bumps
 * the settings' version (a trigger), so every process refills the pages' notice.
 */
export async function setShopPause(db: Database, pause: Pause): Promise<Pause> {
  const row = await db
    .select({ fulfilment: storeSettings.fulfilment })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  const fulfilment = JSON.stringify({ ...readStoredFulfilment(row?.fulfilment), pause });
  await db
    .insert(storeSettings)
    .values({ id: STORE_SETTINGS_ID, fulfilment })
    .onConflictDoUpdate({ target: storeSettings.id, set: { fulfilment, updatedAt: new Date() } });
  return pause;
}
