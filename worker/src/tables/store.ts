import { and, eq, exists, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type DiningTableRow, diningTables, locations, orders, tableTabs } from '../../../db/schema/index.ts';

/** A table with the name of its location; null when that location has closed since. */
export interface TableWithLocation extends DiningTableRow {
  locationName: string | null;
}

const withLocation = {
  id: diningTables.id,
  locationId: diningTables.locationId,
  name: diningTables.name,
  seats: diningTables.seats,
  token: diningTables.token,
  createdAt: diningTables.createdAt,
  updatedAt: diningTables.updatedAt,
  locationName: locations.name,
};

/** Tables with their location's name, which a closed location no longer gives. */
function selectTables(db: Database) {
  return db
    .select(withLocation)
    .from(diningTables)
    .leftJoin(locations, and(eq(locations.id, diningTables.locationId), isNull(locations.closedAt)));
}

/** Every table, or one location's, unsorted: the caller sorts them as people count (domain/tables/table-order.ts). */
export async function readTables(db: Database, locationId?: number): Promise<TableWithLocation[]> {
  return selectTables(db).where(locationId === undefined ? undefined : eq(diningTables.locationId, locationId));
}

export async function readTable(db: Database, id: number): Promise<TableWithLocation | undefined> {
  return selectTables(db).where(eq(diningTables.id, id)).get();
}

export async function readTableByToken(db: Database, token: string): Promise<TableWithLocation | undefined> {
  return selectTables(db).where(eq(diningTables.token, token)).get();
}

/** Whether another table of the location has this name, in any case: "table 7" and "Table 7" are one table to a guest. */
export async function tableNameTaken(db: Database, locationId: number, name: string, exceptId?: number): Promise<boolean> {
  const found = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.locationId, locationId),
        sql`lower(${diningTables.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(diningTables.id, exceptId),
      ),
    )
    .get();
  return found !== undefined;
}

export async function insertTable(db: Database, values: Pick<DiningTableRow, 'locationId' | 'name' | 'seats' | 'token'>) {
  const [row] = await db.insert(diningTables).values(values).returning();
  return row!;
}

export async function updateTableRow(
  db: Database,
  id: number,
  values: Partial<Pick<DiningTableRow, 'locationId' | 'name' | 'seats' | 'token'>>,
) {
  return db
    .update(diningTables)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(diningTables.id, id))
    .returning()
    .get();
}

/** An open tab of the table that has orders on it: what its guests still owe. */
function openTabWithOrders(db: Database, tableId: number) {
  return db
    .select({ id: tableTabs.id })
    .from(tableTabs)
    .where(
      and(
        eq(tableTabs.tableId, tableId),
        isNull(tableTabs.closedAt),
        exists(db.select({ id: orders.id }).from(orders).where(eq(orders.tabId, tableTabs.id))),
      ),
    );
}

/**
 * Removes the table unless its tab is open with orders on it; an open tab with none goes with it.
 * One batch, so an order joining the tab meanwhile keeps the table. True when it was removed.
 */
export async function deleteTableWithoutOpenTab(db: Database, id: number): Promise<boolean> {
  const [removed] = await db.batch([
    db
      .delete(diningTables)
      .where(and(eq(diningTables.id, id), notExists(openTabWithOrders(db, id))))
      .returning({ id: diningTables.id }),
    db
      .delete(tableTabs)
      .where(
        and(
          eq(tableTabs.tableId, id),
          isNull(tableTabs.closedAt),
          sql`not exists (select 1 from ${diningTables} where ${diningTables.id} = ${id})`,
          sql`not exists (select 1 from ${orders} where ${orders.tabId} = ${tableTabs.id})`,
        ),
      ),
  ]);
  return removed.length > 0;
}
