import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { batchStatement } from '../../../db/flat-statement.ts';

/**
 * An order's place in its location's time slot (slot_bookings, raised in the batch that writes the order):
 * given back when the order is rejected or cancelled, so the slot takes another order, and taken
 * again when a cancelled order is brought back by hand. Each statement holds only while `holds`
 * (a condition on the order's row in "orders") does, so the move that changes the order's status
 * changes its slot's count exactly once; it goes before the order's own update in the batch.
 */
export function freeSlotPlaceWhile(db: Database, orderId: string, holds: SQL): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`update "slot_bookings" set "orders" = "orders" - 1
      where ("location_id", "slot_start") = (select "location_id", "slot_start" from "orders" where "id" = ${orderId}) and "orders" > 0
        and exists (select 1 from "orders" where ${holds})`,
  );
}

/** The place taken again; the slot's capacity check refuses the batch when the slot has filled since. */
export function takeSlotPlaceWhile(db: Database, orderId: string, holds: SQL): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`update "slot_bookings" set "orders" = "orders" + 1
      where ("location_id", "slot_start") = (select "location_id", "slot_start" from "orders" where "id" = ${orderId})
        and exists (select 1 from "orders" where ${holds})`,
  );
}
