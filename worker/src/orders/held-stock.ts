import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import type { Order } from '../../../domain/order.ts';
import type { StockMoved } from '../stock/menu-stock.ts';

/**
 * What an order took from its products' stock (its lines' stock_taken_milli, at its location):
 * given back when the order is rejected or cancelled, and taken again when a cancelled order is
 * brought back by hand. As with its slot's place (./slot-places.ts), each statement holds only
 * while `holds` (a condition on the order's row) does, so a move changes the stock exactly once;
 * it goes before the order's own update in the batch. Taking again may find too little: the stock's
 * CHECK then refuses the whole move.
 */
function moveStockWhile(db: Database, orderId: string, holds: SQL, direction: 1 | -1): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`update "stock_levels" set "quantity_milli" = "quantity_milli" + ${direction} * (
        select sum(l."stock_taken_milli") from "order_lines" l where l."order_id" = ${orderId} and l."food_id" = "stock_levels"."food_id")
      where "location_id" = (select "location_id" from "orders" where "id" = ${orderId})
        and "food_id" in (select "food_id" from "order_lines" where "order_id" = ${orderId} and "stock_taken_milli" > 0)
        and exists (select 1 from "orders" where ${holds})`,
  );
}

export function giveBackStockWhile(db: Database, orderId: string, holds: SQL): BatchItem<'sqlite'> {
  return moveStockWhile(db, orderId, holds, 1);
}

export function takeStockAgainWhile(db: Database, orderId: string, holds: SQL): BatchItem<'sqlite'> {
  return moveStockWhile(db, orderId, holds, -1);
}

/** After a move that gave an order's stock back or took it again: the menu's answers follow. */
export async function stockGivenBack(onStockMoved: StockMoved | undefined, order: Pick<Order, 'locationId' | 'products'>): Promise<void> {
  await onStockMoved?.(
    order.locationId,
    order.products.map((line) => line.productId),
  );
}
