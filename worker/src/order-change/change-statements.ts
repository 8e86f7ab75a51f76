import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { ChangeRecord } from '../../../domain/order-change/change-record.ts';
import type { PricedLine } from '../orders/price-order.ts';

/**
 * The statements of a change that the order's own update does not hold, each written only while
 * `holds` (the order's row as the change was judged from) is true, so a change racing another
 * writes nothing and the order's update, last in the batch, says so.
 */

const whileHolds = (holds: SQL) => sql`exists (select 1 from "orders" where ${holds})`;

/** The old lines out and the new in; the stock they took moves with them (orders/held-stock.ts gives the old back first). */
export function replaceLinesWhile(
  db: Database,
  order: { id: string; locationId: number },
  lines: readonly PricedLine[],
  holds: SQL,
): BatchItem<'sqlite'>[] {
  const guard = whileHolds(holds);
  return [
    batchStatement(db, sql`delete from "order_lines" where "order_id" = ${order.id} and ${guard}`),
    ...lines.map((line) =>
      batchStatement(
        db,
        sql`insert into "order_lines" ("order_id", "position", "food_id", "name", "price_cents", "quantity", "image", "options", "category",
            "tax_rate", "stock_taken_milli", "weight_milli", "weight_unit", "unit_price_cents", "substitution_mode", "substitution_product_id", "substitution_name")
          select ${order.id}, ${line.position}, ${line.foodId}, ${line.name}, ${line.priceCents}, ${line.quantity}, ${line.image}, ${JSON.stringify(line.options)},
            ${line.category}, ${line.taxRate}, ${line.stockTakenMilli}, ${line.weightMilli}, ${line.weightUnit}, ${line.unitPriceCents},
            ${line.substitutionMode}, ${line.substitutionProductId}, ${line.substitutionName}
          where ${guard}`,
      ),
    ),
    ...stockTaken(lines).map(([foodId, milli]) =>
      batchStatement(
        db,
        sql`update "stock_levels" set "quantity_milli" = "quantity_milli" - ${milli}
          where "food_id" = ${foodId} and "location_id" = ${order.locationId} and ${guard}`,
      ),
    ),
  ];
}

function stockTaken(lines: readonly PricedLine[]): [string, number][] {
  const taken = new Map<string, number>();
  for (const line of lines) if (line.stockTakenMilli > 0) taken.set(line.foodId, (taken.get(line.foodId) ?? 0) + line.stockTakenMilli);
  return [...taken];
}

/** A place taken in the new slot; its CHECK refuses the batch when the slot is full. */
export function takeNewSlotPlaceWhile(db: Database, slot: { locationId: number; start: number; capacity: number }, holds: SQL) {
  return batchStatement(
    db,
    sql`insert into "slot_bookings" ("location_id", "slot_start", "orders", "capacity")
      select ${slot.locationId}, ${slot.start}, 1, ${slot.capacity} where ${whileHolds(holds)}
      on conflict ("location_id", "slot_start") do update set "orders" = "orders" + 1, "capacity" = excluded."capacity"`,
  );
}

/** The extra asked before is withdrawn, and the new one (if any) asked: one requested at a time. */
export function askExtraWhile(db: Database, orderId: string, extraCents: number, at: number, holds: SQL): BatchItem<'sqlite'>[] {
  const guard = whileHolds(holds);
  return [
    batchStatement(
      db,
      sql`update "order_extra_payments" set "status" = 'withdrawn' where "order_id" = ${orderId} and "status" = 'requested' and ${guard}`,
    ),
    ...(extraCents > 0
      ? [
          batchStatement(
            db,
            sql`insert into "order_extra_payments" ("order_id", "amount_cents", "status", "requested_at")
              select ${orderId}, ${extraCents}, 'requested', ${at} where ${guard}`,
          ),
        ]
      : []),
  ];
}

/** The change's line in the order's history: who, when, and its record (the desks hear of it on the order stream). */
export function changeHistoryLineWhile(
  db: Database,
  change: {
    orderId: string;
    status: 'changed' | 'extra_paid';
    record: ChangeRecord | null;
    at: number;
    by: Pick<UserRow, 'id' | 'displayName'> | null;
  },
  holds: SQL,
): BatchItem<'sqlite'> {
  const { orderId, status, record, at, by } = change;
  return batchStatement(
    db,
    sql`insert into "order_status_history" ("order_id", "kind", "status", "changed_at", "changed_by", "changed_by_name", "detail")
      select ${orderId}, 'change', ${status}, ${at}, ${by?.id ?? null}, ${by?.displayName ?? null}, ${record ? JSON.stringify(record) : null}
      where ${whileHolds(holds)}`,
  );
}
