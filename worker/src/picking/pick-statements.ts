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

/** The same replacement as the row kept: its wait and the customer's answer stay (domain/picking/replacement-approval.ts). */
const SAME_REPLACEMENT = sql`"order_line_picks"."status" = 'replaced' and excluded."status" = 'replaced'
  and "order_line_picks"."product_id" = excluded."product_id" and "order_line_picks"."quantity_milli" = excluded."quantity_milli"`;

/**
 * A line's decision, over any earlier one, written only while `holds` (a condition on the order's
 * row in "orders") does: a pick recorded after the order was completed or cancelled changes
 * nothing. `waitUntil`: where customers approve replacements, when a replacement recorded now
 * stops waiting; the same replacement recorded again keeps the wait it had (and any answer),
 * anything else starts over or ends it. Decided in the statement, so an answer given while staff
 * record the line again is never lost.
 */
export function pickRowWhile(
  db: Database,
  orderId: string,
  pick: CheckedPick,
  decided: { at: number; by: string | null; sent?: SentProduct; placedLine?: KeptPlacedLine; waitUntil?: number | null },
  holds: SQL,
): BatchItem<'sqlite'> {
  const quantityMilli = pick.status === 'missing' ? null : toMilli(pick.quantity);
  const product = pick.status === 'replaced' ? pick.product : null;
  const sent = decided.sent ?? (product ? { productId: product.id, name: product.name, priceCents: product.priceCents } : null);
  const placedLine = decided.placedLine ? JSON.stringify(decided.placedLine) : null;
  const waitUntil = pick.status === 'replaced' ? (decided.waitUntil ?? null) : null;
  return batchStatement(
    db,
    sql`insert into "order_line_picks" ("order_id", "position", "status", "quantity_milli", "product_id", "product_name",
        "product_price_cents", "product_unit", "decided_at", "decided_by", "placed_line", "approval_until")
      select ${orderId}, ${pick.line.position}, ${pick.status}, ${quantityMilli}, ${sent?.productId ?? null}, ${sent?.name ?? null},
        ${sent?.priceCents ?? null}, ${product?.sale.unit ?? null}, ${decided.at}, ${decided.by}, ${placedLine}, ${waitUntil}
      where exists (select 1 from "orders" where ${holds})
      on conflict ("order_id", "position") do update set
        "approval_until" = case when ${SAME_REPLACEMENT} then "order_line_picks"."approval_until" else excluded."approval_until" end,
        "approval_answer" = case when ${SAME_REPLACEMENT} then "order_line_picks"."approval_answer" else null end,
        "status" = excluded."status", "quantity_milli" = excluded."quantity_milli",
        "product_id" = excluded."product_id", "product_name" = excluded."product_name",
        "product_price_cents" = excluded."product_price_cents", "product_unit" = excluded."product_unit",
        "decided_at" = excluded."decided_at", "decided_by" = excluded."decided_by",
        "placed_line" = coalesce(excluded."placed_line", "order_line_picks"."placed_line")`,
  );
}

/**
 * Completing the pick, a line whose replacement the customer declined or left unanswered: it is
 * missing now, and its row keeps what was offered and the wait's outcome, for the customer's
 * account of what changed.
 */
export function unapprovedRowWhile(
  db: Database,
  orderId: string,
  position: number,
  placedLine: KeptPlacedLine,
  holds: SQL,
): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`update "order_line_picks" set "status" = 'missing', "placed_line" = ${JSON.stringify(placedLine)}
      where "order_id" = ${orderId} and "position" = ${position} and exists (select 1 from "orders" where ${holds})`,
  );
}
