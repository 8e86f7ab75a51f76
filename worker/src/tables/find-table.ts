import type { Database } from '../../../db/client.ts';
import type { DiningTableRow, LocationRow } from '../../../db/schema/index.ts';
import { isTableTokenShape } from '../../../domain/tables/table-token.ts';
import { readLocation } from '../locations/read-locations.ts';
import { readTableByToken } from './store.ts';

/** A table a QR code leads to, with the location it stands in (its menu, hours, time zone). */
export interface FoundTable extends DiningTableRow {
  location: LocationRow;
}

/**
 * The table a QR code's token names, for the dine-in pages and orders; null for an unknown,
 * renewed or malformed token, and for a table whose location has closed.
 */
export async function findTableByToken(db: Database, token: string): Promise<FoundTable | null> {
  if (!isTableTokenShape(token)) return null;
  const found = await readTableByToken(db, token);
  if (!found) return null;
  const location = await readLocation(db, found.locationId);
  if (!location) return null;
  const { locationName: _name, ...table } = found;
  return { ...table, location };
}
