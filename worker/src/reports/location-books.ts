import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { locations } from '../../../db/schema/index.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import type { ReportRange } from '../../../domain/reports.ts';

/**
 * A location whose books are asked for: removed ones too, as their orders stay in the books.
 * Undefined for an id no location ever had.
 */
export async function readBooksLocation(db: Database, id: number): Promise<{ id: number; name: string; timeZone: string } | undefined> {
  const row = await db.select({ name: locations.name, fulfilment: locations.fulfilment }).from(locations).where(eq(locations.id, id)).get();
  return row ? { id, name: row.name, timeZone: readStoredFulfilment(row.fulfilment).timeZone } : undefined;
}

/** `and <orders>."location_id" = …` when the range is one location's; nothing for every location's. */
export function ofRangeLocation(range: Pick<ReportRange, 'locationId'>, orders: SQL = sql`"orders"`): SQL {
  return range.locationId === undefined ? sql`` : sql`and ${orders}."location_id" = ${range.locationId}`;
}

/** The order's location's name, for the exports' Location column. */
export function locationNameOf(orders: SQL = sql`"orders"`): SQL {
  return sql`(select "name" from "locations" where "locations"."id" = ${orders}."location_id")`;
}
