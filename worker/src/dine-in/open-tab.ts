import type { BatchItem } from 'drizzle-orm/batch';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders, tableTabs } from '../../../db/schema/index.ts';
import type { OrderingTable } from './ordering-table.ts';

/**
 * An order paid at the end joins its table's open tab, opening one when none is: in the order's
 * own batch (one transaction), so a tab the team closes at the same moment is either closed
 * before the order joins a new one, or closed with it. At most one tab is open per table
 * (db/schema/tables.ts).
 */
export function joinOpenTab(
  db: Database,
  { orderId, table, now }: { orderId: string; table: OrderingTable; now: number },
): BatchItem<'sqlite'>[] {
  return [
    db.run(sql`insert into "table_tabs" ("table_id", "location_id", "opened_at", "created_at", "updated_at")
      values (${table.id}, ${table.locationId}, ${now}, ${now}, ${now})
      on conflict ("table_id") where "closed_at" is null do nothing`),
    db
      .update(orders)
      .set({
        tabId: sql`(select ${tableTabs.id} from ${tableTabs} where ${tableTabs.tableId} = ${table.id} and ${tableTabs.closedAt} is null)`,
      })
      .where(eq(orders.id, orderId)),
  ];
}

export async function readTabOf(db: Database, orderId: string): Promise<number | null> {
  const row = await db.select({ tabId: orders.tabId }).from(orders).where(eq(orders.id, orderId)).get();
  return row?.tabId ?? null;
}
