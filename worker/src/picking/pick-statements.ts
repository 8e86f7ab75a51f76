import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import type { KeptPlacedLine } from '../../../domain/picking/order-lines.ts';
import type { CheckedPick } from '../../../domain/picking/pick-decision.ts';
import { toMilli } from '../../../domain/thousandths.ts';

/** What a pick row keeps of the product sent instead; its price as charged when the pick is completed. */
export interface SentProduct {
  productId: string;
  name: string;
  priceCents: number;
}

/**
 * A line's decision, over any earlier one, written only while `holds` (a condition on the order's
 * row in "orders") does: a pick recorded after the order was completed or cancelled changes
 * nothing.
 */
export function pickRowWhile(
  db: Database,
  orderId: string,
  pick: CheckedPick,
  decided: { at: number; by: string | null; sent?: SentProduct; placedLine?: KeptPlacedLine },
  holds: SQL,
): BatchItem<'sqlite'> {
  const quantityMilli = pick.status === 'missing' ? null : toMilli(pick.quantity);
  const product = pick.status === 'replaced' ? pick.product : null;
  const sent = decided.sent ?? (product ? { productId: product.id, name: product.name, priceCents: product.priceCents } : null);
  const placedLine = decided.placedLine ? JSON.stringify(decided.placedLine) : null;
  return batchStatement(
    db,
    sql`insert into "order_line_picks" ("order_id", "position", "status", "quantity_milli", "product_id", "product_name",
        "product_price_cents", "product_unit", "decided_at", "decided_by", "placed_line")
      select ${orderId}, ${pick.line.position}, ${pick.status}, ${quantityMilli}, ${sent?.productId ?? null}, ${sent?.name ?? null},
        ${sent?.priceCents ?? null}, ${product?.sale.unit ?? null}, ${decided.at}, ${decided.by}, ${placedLine}
      where exists (select 1 from "orders" where ${holds})
      on conflict ("order_id", "position") do update set "status" = excluded."status", "quantity_milli" = excluded."quantity_milli",
        "product_id" = excluded."product_id", "product_name" = excluded."product_name",
        "product_price_cents" = excluded."product_price_cents", "product_unit" = excluded."product_unit",
        "decided_at" = excluded."decided_at", "decided_by" = excluded."decided_by",
        "placed_line" = coalesce(excluded."placed_line", "order_line_picks"."placed_line")`,
  );
}
