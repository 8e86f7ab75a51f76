import { FIRST_LOCATION_ID } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { type WorkLocations, worksAt } from '../auth/work-locations.ts';
import { readOpenLocations } from '../locations/read-locations.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** The location a desk works for; `only` when it is the shop's one location (no chain). */
export interface DeskLocation {
  id: number;
  name: string;
  only: boolean;
}

/**
 * The location a desk works for: the one asked for (refused where the caller does not work, or
 * one the shop does not have), else the first the caller works at, else the shop's first.
 */
export async function deskLocation(db: Database, work: WorkLocations, asked: number | undefined): Promise<Outcome<DeskLocation>> {
  if (asked !== undefined && !worksAt(work, asked)) return refused('forbidden', LOCATION_MESSAGES.notYourLocation);
  const open = await readOpenLocations(db);
  const wanted = asked ?? open.find((location) => worksAt(work, location.id))?.id ?? FIRST_LOCATION_ID;
  const location = open.find((candidate) => candidate.id === wanted);
  if (!location) return refused('not_found', LOCATION_MESSAGES.notFound);
  // Someone whose only locations have closed has no desk of their own.
  if (!worksAt(work, location.id)) return refused('forbidden', LOCATION_MESSAGES.notYourLocation);
  return done({ id: location.id, name: location.name, only: open.length === 1 });
}
