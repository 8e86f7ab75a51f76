import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { diningTables, locations } from '../../../db/schema/index.ts';

/** The table a QR code's token names, as an order needs it: null when no table has it (unknown, renewed, removed). */
export interface OrderingTable {
  id: number;
  name: string;
  locationId: number;
}

export async function readOrderingTable(db: Database, token: string): Promise<OrderingTable | null> {
  const row = await db
    .select({ id: diningTables.id, name: diningTables.name, locationId: diningTables.locationId, closedAt: locations.closedAt })
    .from(diningTables)
    .innerJoin(locations, eq(locations.id, diningTables.locationId))
    .where(eq(diningTables.token, token))
    .get();
  // A closed location's tables take no orders.
  if (!row || row.closedAt !== null) return null;
  return { id: row.id, name: row.name, locationId: row.locationId };
}
