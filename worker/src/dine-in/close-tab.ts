import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tableTabs, type UserRow } from '../../../db/schema/index.ts';
import { DINE_IN_MESSAGES } from '../../../domain/dine-in/dine-in-messages.ts';
import type { PaymentMethod } from '../../../domain/order-status.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { readTableTab, type TableTab, type TabTable, tabOrders } from './table-tab.ts';

export interface ClosedTab extends TableTab {
  closedAt: number;
  paymentMethod: PaymentMethod;
  /** What the guests paid on closing it (cents): what was due, with any order that joined as it closed. */
  settledCents: number;
}

/**
 * POST /api/tables/{id}/tab/close (docs/product/tables.md): the guests paid the tab, in one way.
 * In one transaction the tab closes and each of its orders still to pay is paid that way, with a
 * payment line in its history naming who closed it. An order placed at the same moment either
 * joined this tab first (and is paid with it) or opens the table's next one.
 */
export async function closeTab(
  db: Database,
  {
    table,
    paymentMethod,
    by,
    now,
  }: { table: TabTable; paymentMethod: PaymentMethod; by: Pick<UserRow, 'id' | 'displayName'>; now: number },
): Promise<Outcome<ClosedTab>> {
  const { tab, figures: before } = await readTableTab(db, table);
  if (!tab) return refused('conflict', DINE_IN_MESSAGES.noOpenTab, { code: 'no_open_tab' });
  const at = new Date(now);
  const unpaid = sql`"tab_id" = ${tab.id} and "payment_status" = 'pending' and "status" <> 'cancelled'`;
  const [closed] = await db.batch([
    db
      .update(tableTabs)
      .set({ closedAt: at, closedBy: by.id, paymentMethod, updatedAt: at })
      .where(sql`${tableTabs.id} = ${tab.id} and ${tableTabs.closedAt} is null`)
      .returning({ id: tableTabs.id }),
    db.run(sql`insert into "order_status_history" ("order_id", "kind", "status", "changed_at", "changed_by", "changed_by_name")
      select "id", 'payment', 'completed', ${now}, ${by.id}, ${by.displayName} from "orders" where ${unpaid}`),
    db.run(
      sql`update "orders" set "payment_status" = 'completed', "payment_method" = ${paymentMethod}, "updated_at" = ${now} where ${unpaid}`,
    ),
  ]);
  // Someone else closed it a moment before: it stands as they closed it.
  if (closed.length === 0) return refused('conflict', DINE_IN_MESSAGES.noOpenTab, { code: 'no_open_tab' });
  const after = await db.select().from(tableTabs).where(eq(tableTabs.id, tab.id)).get();
  const paid = await tabOrders(db, tab.id);
  const settledCents = paid.figures.paidCents - before.paidCents;
  return done({ table, tab: after ?? tab, ...paid, closedAt: now, paymentMethod, settledCents });
}
