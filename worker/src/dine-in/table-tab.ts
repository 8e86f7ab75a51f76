import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { TABLE_MESSAGES } from '../../../domain/tables/table-form.ts';
import type { Database } from '../../../db/client.ts';
import { diningTables, locations, orders, tableTabs, type TableTabRow } from '../../../db/schema/index.ts';
import { sortTables } from '../../../domain/tables/table-order.ts';
import { type TabFigures, tabFigures } from '../../../domain/dine-in/tab-figures.ts';
import type { Order } from '../../../domain/order.ts';
import { worksAt, type WorkLocations } from '../auth/work-locations.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { loadOrders } from '../orders/load-orders.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** A table as its tab names it. */
export interface TabTable {
  id: number;
  name: string;
  locationId: number;
}

/** A table's open tab and its orders, oldest first, with what they come to: cents. */
export interface TableTab {
  table: TabTable;
  tab: TableTabRow | null;
  orders: Order[];
  figures: TabFigures;
}

/** The table by its id, for a member of the team who works at its location. */
export async function tableForTeam(db: Database, tableId: number, work: WorkLocations): Promise<Outcome<TabTable>> {
  const table = await db
    .select({ id: diningTables.id, name: diningTables.name, locationId: diningTables.locationId })
    .from(diningTables)
    .where(eq(diningTables.id, tableId))
    .get();
  if (!table) return refused('not_found', TABLE_MESSAGES.notFound);
  if (!worksAt(work, table.locationId)) return refused('forbidden', LOCATION_MESSAGES.notYourLocation);
  return done(table);
}

export async function readTableTab(db: Database, table: TabTable): Promise<TableTab> {
  const tab =
    (await db
      .select()
      .from(tableTabs)
      .where(and(eq(tableTabs.tableId, table.id), isNull(tableTabs.closedAt)))
      .get()) ?? null;
  return { table, tab, ...(await tabOrders(db, tab?.id ?? null)) };
}

/** A tab's orders (none for no tab), oldest first, and their figures. */
export async function tabOrders(db: Database, tabId: number | null): Promise<{ orders: Order[]; figures: TabFigures }> {
  const found = tabId === null ? [] : (await loadOrders(db, { where: eq(orders.tabId, tabId) })).reverse();
  return { orders: found, figures: await figuresOf(db, found) };
}

/** The table's own orders of the last hours, oldest first: what a table paying order by order sees. */
export async function recentTableOrders(db: Database, tableId: number, since: number): Promise<{ orders: Order[]; figures: TabFigures }> {
  const found = (await loadOrders(db, { where: and(eq(orders.tableId, tableId), gte(orders.createdAt, new Date(since))) })).reverse();
  return { orders: found, figures: await figuresOf(db, found) };
}

/** From the rows, in cents: the answers' dollars are not added up. */
async function figuresOf(db: Database, found: readonly Order[]): Promise<TabFigures> {
  if (found.length === 0) return tabFigures([]);
  const rows = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
    })
    .from(orders)
    .where(
      inArray(
        orders.id,
        found.map((order) => order._id),
      ),
    )
    .orderBy(asc(sql`rowid`));
  return tabFigures(rows);
}

/** A table and its open tab at a glance, for the Tabs screen. */
export interface TableAtAGlance {
  table: TabTable & { seats: number; locationName: string };
  tab: TableTabRow | null;
  orderCount: number;
  figures: TabFigures;
}

/** Every table at the locations the caller works at, by location and name, each with its open tab's figures. */
export async function readTablesAtAGlance(db: Database, work: WorkLocations): Promise<TableAtAGlance[]> {
  const tables = await db
    .select({
      id: diningTables.id,
      name: diningTables.name,
      seats: diningTables.seats,
      locationId: diningTables.locationId,
      locationName: locations.name,
    })
    .from(diningTables)
    .innerJoin(locations, and(eq(locations.id, diningTables.locationId), isNull(locations.closedAt)));
  const mine = sortTables(tables.filter((table) => worksAt(work, table.locationId)));
  if (mine.length === 0) return [];
  const tabs = await db
    .select()
    .from(tableTabs)
    .where(
      and(
        isNull(tableTabs.closedAt),
        inArray(
          tableTabs.tableId,
          mine.map((table) => table.id),
        ),
      ),
    );
  const onTabs =
    tabs.length === 0
      ? []
      : await db
          .select({
            tabId: orders.tabId,
            status: orders.status,
            paymentStatus: orders.paymentStatus,
            totalCents: orders.totalCents,
            refundedCents: orders.refundedCents,
          })
          .from(orders)
          .where(
            inArray(
              orders.tabId,
              tabs.map((tab) => tab.id),
            ),
          );
  return mine.map((table) => {
    const tab = tabs.find((each) => each.tableId === table.id) ?? null;
    const ordersOfTab = tab ? onTabs.filter((order) => order.tabId === tab.id) : [];
    return { table, tab, orderCount: ordersOfTab.length, figures: tabFigures(ordersOfTab) };
  });
}
