import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, type LocationRow, locations } from '../../../db/schema/index.ts';
import { readStoredFulfilment, type FulfilmentSettings } from '../../../domain/fulfilment/settings.ts';

/** The locations the shop has now (not the removed ones), first added first. */
export async function readOpenLocations(db: Database): Promise<LocationRow[]> {
  return db.select().from(locations).where(isNull(locations.closedAt)).orderBy(asc(locations.id));
}

/** One location the shop has now; undefined for an unknown or removed one. */
export async function readLocation(db: Database, id: number): Promise<LocationRow | undefined> {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.closedAt)))
    .get();
}

/** A location's hand-over rules as saved (the defaults when never saved); the first location's by default, the shop's own. */
export async function readLocationFulfilment(db: Database, id: number = FIRST_LOCATION_ID): Promise<FulfilmentSettings> {
  const row = await db.select({ fulfilment: locations.fulfilment }).from(locations).where(eq(locations.id, id)).get();
  return readStoredFulfilment(row?.fulfilment);
}
