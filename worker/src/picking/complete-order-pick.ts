import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { type CompletedPick, completePick } from '../../../domain/picking/complete-pick.ts';
import { finalLines } from '../../../domain/picking/final-lines.ts';
import { finalTotals } from '../../../domain/picking/final-totals.ts';
import type { FinalLine, KeptPlacedLine } from '../../../domain/picking/order-lines.ts';
import type { CheckedPick } from '../../../domain/picking/pick-decision.ts';
import { pickRefusal } from '../../../domain/picking/pick-standing.ts';
import { stockMoves } from '../../../domain/picking/stock-moves.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { firstShortfall } from '../../../domain/stock.ts';
import { violates } from '../constraint-failures.ts';
import { historyLineWhile } from '../orders/history-line.ts';
import { changedOrder, orderNotFound } from '../orders/load-orders.ts';
import { stockShortRefusal } from '../orders/price-order.ts';
import { type Outcome, type Refusal, refused } from '../outcome.ts';
import type { StockMoved } from '../stock/menu-stock.ts';
import { readStockAt } from '../stock/read-stock.ts';
import { chargeHeldCard, type ChargeRuntime } from '../payments/charge-held-card.ts';
import { pickMailWhile } from './pick-mail.ts';
import { pickRowWhile, unapprovedRowWhile } from './pick-statements.ts';
import { PICKABLE, problemsRefusal } from './record-pick.ts';
import { storedLine } from './ordered-lines.ts';
import { type OrderToPick, readOrderToPick, readPickCatalogue } from './read-order-pick.ts';

/** What completing a pick needs: the database, the card gateway that charges a held card, and who hears of stock moved. */
export interface PickCompletionRuntime extends ChargeRuntime {
  onStockMoved?: StockMoved | undefined;
}

export interface PickCompletion {
  orderId: string;
  by: Pick<UserRow, 'id' | 'displayName'>;
  now: number;
}

/**
 * POST /api/orders/{id}/pick/complete: fixes the order once every line is decided and no
 * replacement waits for the customer's answer (domain/picking/complete-pick.ts); a replacement
 * declined or left unanswered is a missing line, its row keeping what was offered. In one batch, each statement holding only while the order
 * may still be picked: the stock moves (./stock-moves.ts), every line's decision with the line as
 * placed, the final lines in place of the placed ones (so refunds, reports and a cancellation
 * work on what was sent), the final totals with the estimate kept, the history line and the
 * customer's mail. The order's row goes last: it is what the others hold on. Then a card held for
 * the estimate is charged the final amount (payments/charge-held-card.ts); a charge that fails
 * leaves the pick completed and the card held, for staff to charge again (chargeDue).
 */
export async function completeOrderPick(runtime: PickCompletionRuntime, completion: PickCompletion): Promise<Outcome<Order>> {
  const { db, onStockMoved } = runtime;
  const { orderId, by, now } = completion;
  const pick = await readOrderToPick(db, orderId);
  if (!pick) return orderNotFound();
  const standing = pickRefusal(pick.order);
  if (standing) return refused('conflict', standing);
  const catalogue = await readPickCatalogue(db, pick, pick.decisions);
  const completed = completePick(pick.lines, pick.decisions, catalogue.products, now);
  if (!completed.ok) return completionRefusal(completed);
  const final = finalLines(completed.picks, pick.order.taxMode);
  const { discountPercent, deliveryFeeCents, tipCents } = pick.order;
  const totals = finalTotals({ discountPercent, deliveryFeeCents, tipCents, tax: catalogue.tax }, final);
  const moves = stockMoves(pick.lines, final);
  const holds = PICKABLE(orderId);
  const statements: BatchItem<'sqlite'>[] = [
    ...stockMoveStatements(db, pick, moves, holds),
    ...completed.picks.map((each) =>
      each.status === 'missing' && each.unapproved
        ? unapprovedRowWhile(db, orderId, each.line.position, placedLineOf(pick, each), holds)
        : pickRowWhile(db, orderId, each, pickRow(each, final, pick, now, by.id), holds),
    ),
    batchStatement(db, sql`delete from "order_lines" where "order_id" = ${orderId} and exists (select 1 from "orders" where ${holds})`),
    ...final.map((line) => finalLineWhile(db, orderId, line, holds)),
    historyLineWhile(db, { orderId, kind: 'pick', status: 'picked', at: now, by }, holds),
    pickMailWhile(db, pick, completed.picks, totals, now, holds),
    fixOrderWhile(db, totals, now, holds),
  ];
  try {
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  } catch (error) {
    if (violates(error, 'stock_levels_not_negative')) return stockRanShort(db, pick, moves, final);
    throw error;
  }
  if (moves.size > 0) await onStockMoved?.(pick.order.locationId, [...moves.keys()]);
  // Reported where it fails; the answer shows the card still held.
  if (pick.order.paymentStatus === 'authorized') await chargeHeldCard(runtime, { orderId, by, now });
  return changedOrder(db, orderId, now);
}

/** Why the pick cannot be completed: lines still open (pick_open), replacements still waiting for the customer (approval_waiting), or decisions that no longer fit. */
function completionRefusal(completed: Exclude<CompletedPick, { ok: true }>): Refusal {
  if (completed.reason === 'open') return refused('conflict', completed.message, { code: 'pick_open', data: { open: completed.open } });
  if (completed.reason === 'approval_waiting')
    return refused('conflict', completed.message, { code: 'approval_waiting', data: { waiting: completed.waiting } });
  return problemsRefusal('conflict', completed.problems);
}

/** The line as it was placed, which its pick row keeps once order_lines holds the final one. */
/** The line as it was placed, with the customer's choice, as the completed pick keeps it. */
function placedLineOf(order: OrderToPick, pick: CheckedPick): KeptPlacedLine {
  const placedRow = order.rows.find((row) => row.position === pick.line.position)!;
  const { substitutionMode, substitutionProductId, substitutionName } = placedRow;
  return { ...storedLine(placedRow), substitutionMode, substitutionProductId, substitutionName };
}

/** A decision's row as completed: what was sent at the price charged, and the line as it was placed. */
function pickRow(pick: CheckedPick, final: readonly FinalLine[], order: OrderToPick, at: number, by: string) {
  const line = final.find((each) => each.position === pick.line.position);
  const placedLine = placedLineOf(order, pick);
  if (pick.status !== 'replaced' || !line) return { at, by, placedLine };
  const priceCents = line.weightMilli === null ? line.priceCents : (line.unitPriceCents ?? line.priceCents);
  return { at, by, placedLine, sent: { productId: pick.product.id, name: pick.product.name, priceCents } };
}

/** Stock back on the shelf (positive) or taken (negative), thousandths, at the order's location. */
function stockMoveStatements(db: Database, pick: OrderToPick, moves: ReadonlyMap<string, number>, holds: SQL): BatchItem<'sqlite'>[] {
  const locationId = pick.order.locationId;
  const whileHolds = sql`exists (select 1 from "orders" where ${holds})`;
  return [...moves].flatMap(([foodId, milli]) => [
    // A tracked product without a row has none (db/schema/stock.ts): a row of 0 first, so taking from it is refused.
    ...(milli < 0
      ? [
          batchStatement(
            db,
            sql`insert into "stock_levels" ("food_id", "location_id", "quantity_milli") select ${foodId}, ${locationId}, 0
              where ${whileHolds} on conflict ("food_id", "location_id") do nothing`,
          ),
        ]
      : []),
    batchStatement(
      db,
      sql`update "stock_levels" set "quantity_milli" = "quantity_milli" + ${milli}
        where "food_id" = ${foodId} and "location_id" = ${locationId} and ${whileHolds}`,
    ),
  ]);
}

function finalLineWhile(db: Database, orderId: string, line: FinalLine, holds: SQL): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`insert into "order_lines" ("order_id", "position", "food_id", "name", "price_cents", "quantity", "image", "options",
        "category", "tax_rate", "stock_taken_milli", "weight_milli", "weight_unit", "unit_price_cents")
      select ${orderId}, ${line.position}, ${line.foodId}, ${line.name}, ${line.priceCents}, ${line.quantity}, ${line.image},
        ${JSON.stringify(line.options)}, ${line.category}, ${line.taxRate}, ${line.stockTakenMilli}, ${line.weightMilli},
        ${line.weightUnit}, ${line.unitPriceCents}
      where exists (select 1 from "orders" where ${holds})`,
  );
}

/** The final totals, the estimate kept beside them (SQLite reads "total_cents" as it was), and the pick's time. */
function fixOrderWhile(db: Database, totals: OrderTotals, now: number, holds: SQL): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`update "orders" set "estimated_total_cents" = "total_cents", "subtotal_cents" = ${totals.subtotalCents},
        "discount_cents" = ${totals.discountCents}, "delivery_fee_cents" = ${totals.deliveryFeeCents}, "tax_cents" = ${totals.taxCents},
        "tax_lines" = ${JSON.stringify(totals.taxLines)}, "tip_cents" = ${totals.tipCents}, "total_cents" = ${totals.totalCents},
        "picked_at" = ${now}, "updated_at" = ${now}
      where ${holds}`,
  );
}

/** A product sent has less on the shelf than the books say: the refusal names it and what is left. */
async function stockRanShort(
  db: Database,
  pick: OrderToPick,
  moves: ReadonlyMap<string, number>,
  final: readonly FinalLine[],
): Promise<Outcome<Order>> {
  const taken = new Map([...moves].filter(([, milli]) => milli < 0).map(([foodId, milli]) => [foodId, -milli]));
  const now = await readStockAt(db, pick.order.locationId);
  const short = firstShortfall(taken, (foodId) => now.get(foodId) ?? 0);
  const productId = short?.productId ?? [...taken.keys()][0]!;
  const name = final.find((line) => line.foodId === productId)?.name ?? productId;
  return stockShortRefusal(name, productId, short?.leftMilli ?? 0);
}
