import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, locations } from '../../../db/schema/index.ts';
import type { Pause } from '../../../domain/fulfilment/opening-hours.ts';
import { readLocationFulfilment } from '../locations/read-locations.ts';

/**
 * Pauses a location from its desk (no new orders until `until`, or until resumed) or resumes it,
 * changing only the pause of its saved hand-over settings. Like a settings save, the write bumps
 * the settings' version (a trigger), so every process refills the pages' notice.
 */
export async function setLocationPause(db: Database, pause: Pause, locationId: number = FIRST_LOCATION_ID): Promise<Pause> {
  const fulfilment = JSON.stringify({ ...(await readLocationFulfilment(db, locationId)), pause });
  await db.update(locations).set({ fulfilment, updatedAt: new Date() }).where(eq(locations.id, locationId));
  return pause;
}
