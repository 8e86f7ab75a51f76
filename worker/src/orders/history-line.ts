import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { OrderStatusHistoryRow, UserRow } from '../../../db/schema/index.ts';
import { batchStatement } from '../../../db/flat-statement.ts';

/** One change of an order, as its history keeps it; `by` null: the shop or its gateway. */
export interface HistoryLine {
  orderId: string;
  kind: OrderStatusHistoryRow['kind'];
  status: string;
  at: number;
  by: Pick<UserRow, 'id' | 'displayName'> | null;
}

/**
 * The history line of a change, for the change's own batch, written only while `holds` (a
 * condition on the order's row in "orders") is true, as the change itself is. Every change to an
 * order writes one: the order desk's live feed reads these lines (docs/decisions/014).
 */
export function historyLineWhile(db: Database, line: HistoryLine, holds: SQL): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`insert into "order_status_history" ("order_id", "kind", "status", "changed_at", "changed_by", "changed_by_name")
      select ${line.orderId}, ${line.kind}, ${line.status}, ${line.at}, ${line.by?.id ?? null}, ${line.by?.displayName ?? null}
      where exists (select 1 from "orders" where ${holds})`,
  );
}
