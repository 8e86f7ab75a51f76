import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders, type OrderRow, type UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import {
  expectedAtFrom,
  paidOnHandOver,
  readyAtOnAccept,
  refuseMove,
  statusAfter,
  type DeskAction,
  type DeskSettings,
} from '../../../domain/order-desk.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { chargeHeldCard, type ChargeRuntime, HOLD_MESSAGES, releaseHold } from '../payments/charge-held-card.ts';
import { chargesHeldCard } from '../../../domain/picking/card-hold.ts';
import { splitProRata } from '../../../domain/refund-split.ts';
import { historyLineWhile } from '../orders/history-line.ts';
import { changedOrder, loadOrderStanding, orderNotFound } from '../orders/load-orders.ts';
import { freeSlotPlaceWhile } from '../orders/slot-places.ts';
import { giveBackStockWhile, stockGivenBack } from '../orders/held-stock.ts';
import type { StockMoved } from '../stock/menu-stock.ts';
import { orderMailWhile, statusMailKind } from '../mail/order-mails.ts';
import { recordGatewayRefund, refundGatewayFor, refundThroughGateway } from '../orders/record-refund.ts';
import { loadRefundBasis } from '../orders/refund-basis.ts';
import { extraUnpaidRefusal } from '../order-change/extra-unpaid.ts';
import { refundedOrder, refundRecordStatements, type RefundRecord } from '../orders/refund-statements.ts';

/** What a desk move carries beyond the action: the prep time (accept), the delay, the reason (reject), whether it was paid (complete). */
export type DeskMove =
  | { action: 'accept'; prepMinutes: number }
  | { action: 'delay'; minutes: number }
  | { action: 'reject'; reason: string }
  | { action: 'complete'; paid?: boolean | undefined }
  | { action: 'ready' | 'out-for-delivery' };

const MINUTE = 60_000;

/**
 * What moving an order needs: the database, and the gateway a rejected card payment goes back
 * through, a held card is released by or charged through (and where a charge that fails is reported).
 */
export interface MoveOrderRuntime extends ChargeRuntime {
  /** Told when a rejected order gave its products' stock back (stock/menu-stock.ts). */
  onStockMoved?: StockMoved | undefined;
}

/**
 * Moves an order on from the desk (accept, reject, delay, ready, out for delivery, complete):
 * its status and times, and a line in its history with who did it, in one batch. Every statement
 * holds only while the order is still as the move was judged from, so when two people answer the
 * same order at once, one wins and the other is refused (a conflict) and changes nothing.
 *
 * Rejecting (cancelling) a paid order gives back what is left of its payment in the same step:
 * a card paid through Stripe is refunded there first (refused, and no change, when Stripe will not);
 * cash, UPI and test-gateway payments are recorded as given back. A card held for an order to pick
 * is released first, the same way. Completing a cash order, or a UPI pickup, makes it paid unless
 * the desk says it was not (domain/order-desk.ts paidOnHandOver). A held card whose order moves on
 * to ready, out for delivery or delivered is charged after the move (chargesHeldCard): the final
 * amount once picked, else the estimate; a charge that fails leaves the move made and the card held.
 */
export async function moveOrder(
  runtime: MoveOrderRuntime,
  change: { orderId: string; move: DeskMove; by: UserRow; now: number; desk: DeskSettings },
): Promise<Outcome<Order>> {
  const { db } = runtime;
  const { orderId, move, by, now, desk } = change;
  const current = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!current) return orderNotFound();
  const refusal = refuseMove(move.action, current);
  if (refusal) return refused('conflict', refusal);
  if (move.action === 'ready' || move.action === 'out-for-delivery' || move.action === 'complete') {
    const unpaid = await extraUnpaidRefusal(db, orderId);
    if (unpaid) return unpaid;
  }

  const { set, history } = changesOf(current, move, now, desk);
  const unchanged = sql`${orders.id} = ${orderId} and ${orders.status} = ${current.status} and ${orders.updatedAt} = ${current.updatedAt.getTime()}`;
  const releasing = move.action === 'reject' && current.paymentStatus === 'authorized';
  if (releasing) {
    const released = await releaseOnReject(runtime, current);
    if (!released.ok) return released;
  }
  const rejecting =
    move.action === 'reject' ? await refundOnReject(runtime, current, move.reason, { by, at: now, guard: unchanged }) : null;
  if (rejecting && !rejecting.ok) return rejecting;
  const refunding = rejecting?.value ?? null;
  const refund = refunding?.record ?? null;
  const mailKind = history.kind === 'order' ? statusMailKind(history.status as OrderRow['status'], current.fulfilmentType) : null;
  const paid = set.paymentStatus === 'completed';
  const [, ...rest] = await db.batch([
    historyLineWhile(db, { orderId, ...history, at: now, by }, unchanged),
    ...(paid ? [historyLineWhile(db, { orderId, kind: 'payment', status: 'completed', at: now, by }, unchanged)] : []),
    ...(releasing ? [historyLineWhile(db, { orderId, kind: 'payment', status: 'released', at: now, by }, unchanged)] : []),
    ...(mailKind ? [orderMailWhile(db, mailKind, current, now, unchanged)] : []),
    ...(refund ? refundRecordStatements(db, refund) : []),
    // A rejected or cancelled order gives its place in the slot and its stock back.
    ...(move.action === 'reject' ? [freeSlotPlaceWhile(db, orderId, unchanged), giveBackStockWhile(db, orderId, unchanged)] : []),
    db
      .update(orders)
      .set({
        ...set,
        ...(refund ? refundedOrder(refund) : {}),
        ...(releasing ? { paymentStatus: 'released' as const } : {}),
        updatedAt: new Date(now),
      })
      .where(unchanged)
      .returning({ id: orders.id }),
  ]);
  const updated = rest.at(-1) as { id: string }[];
  if (updated.length === 0) {
    // The money has gone back all the same: it is recorded even though the move lost.
    if (refunding?.throughGateway)
      await recordGatewayRefund(db, { orderId, upToCents: current.totalCents, note: refunding.record.note, by, at: now });
    if (releasing) await recordRelease(db, { orderId, by, at: now });
    // Someone else moved it in between: say what it is now.
    return conflictNow(db, orderId, move.action);
  }
  // On its way: a card still held is charged now (the final amount once picked, else the estimate).
  if (current.paymentStatus === 'authorized' && chargesHeldCard(statusAfter(move.action)))
    await chargeHeldCard(runtime, { orderId, by, now });
  const changed = await changedOrder(db, orderId);
  if (move.action === 'reject' && changed.ok) await stockGivenBack(runtime.onStockMoved, changed.value);
  return changed;
}

/** For a reject: the card held for the order is let go, uncharged, before anything is written; refused when the gateway will not. */
async function releaseOnReject(runtime: MoveOrderRuntime, order: OrderRow): Promise<Outcome<void>> {
  const { payments } = runtime;
  if (payments.kind === 'off' || !order.paymentReference) return done(undefined);
  try {
    await releaseHold(payments, order.paymentReference);
  } catch (error) {
    runtime.reportError('Releasing a card hold failed', error);
    return refused('gateway_failed', HOLD_MESSAGES.releaseFailed(error instanceof Error ? error.message : String(error)), {
      code: 'release_failed',
    });
  }
  return done(undefined);
}

/** A hold let go while the reject lost a race: the order says so all the same, once. */
async function recordRelease(db: Database, release: { orderId: string; by: UserRow; at: number }): Promise<void> {
  const held = sql`${orders.id} = ${release.orderId} and ${orders.paymentStatus} = 'authorized'`;
  await db.batch([
    historyLineWhile(db, { orderId: release.orderId, kind: 'payment', status: 'released', at: release.at, by: release.by }, held),
    db
      .update(orders)
      .set({ paymentStatus: 'released', updatedAt: new Date(release.at) })
      .where(held),
  ]);
}

function changesOf(
  current: OrderRow,
  move: DeskMove,
  now: number,
  desk: DeskSettings,
): { set: Partial<OrderRow>; history: { kind: 'order' | 'ready_time'; status: string } } {
  const status = statusAfter(move.action);
  switch (move.action) {
    case 'accept': {
      const readyAt = readyAtOnAccept(
        { fulfilmentType: current.fulfilmentType, slotStart: current.slotStart?.getTime() ?? null },
        move.prepMinutes,
        now,
        desk,
      );
      const expectedAt = expectedAtFrom(readyAt, current.fulfilmentType, desk);
      // Kept: a scheduled order leaves Later when its cooking must start, its ready time less this.
      const set = {
        status,
        acceptedAt: new Date(now),
        readyAt: new Date(readyAt),
        expectedAt: new Date(expectedAt),
        prepMinutes: move.prepMinutes,
      };
      return { set, history: { kind: 'order', status } };
    }
    case 'complete':
      return {
        set: { status, ...(paidOnHandOver(current, move.paid) ? { paymentStatus: 'completed' as const } : {}) },
        history: { kind: 'order', status },
      };
    case 'delay': {
      const from = current.readyAt?.getTime() ?? now;
      const readyAt = Math.max(from, now) + move.minutes * MINUTE;
      const expectedAt = expectedAtFrom(readyAt, current.fulfilmentType, desk);
      return {
        set: { readyAt: new Date(readyAt), expectedAt: new Date(expectedAt) },
        history: { kind: 'ready_time', status: new Date(readyAt).toISOString() },
      };
    }
    case 'reject':
      return { set: { status, rejectionReason: move.reason }, history: { kind: 'order', status } };
    case 'out-for-delivery': {
      // The drive starts now: the customer's arrival time follows it.
      const expectedAt = expectedAtFrom(now, current.fulfilmentType, desk);
      return { set: { status, expectedAt: new Date(expectedAt) }, history: { kind: 'order', status } };
    }
    default:
      return { set: { status }, history: { kind: 'order', status } };
  }
}

/**
 * For a reject: what is left of a paid order's money goes back in the same step. Through the
 * gateway first for a card Stripe took (before anything is written); cash, UPI and the test
 * gateway's payments are recorded as given back by hand. Says how to record it (what is left of
 * each part, pro rata); null when nothing was paid or all of it is back already. Refused when
 * the gateway will not give the money back.
 */
async function refundOnReject(
  runtime: MoveOrderRuntime,
  order: OrderRow,
  reason: string,
  write: { by: UserRow; at: number; guard: SQL },
): Promise<Outcome<{ record: RefundRecord; throughGateway: boolean }> | null> {
  const amountCents = order.totalCents - order.refundedCents;
  const paid = order.paymentStatus === 'completed' || order.paymentStatus === 'partially_refunded';
  if (!paid || amountCents <= 0) return null;
  const basis = await loadRefundBasis(runtime.db, order.id);
  if (!basis) return orderNotFound();
  const gateway = refundGatewayFor(runtime.payments, order);
  if (gateway && order.paymentReference) {
    const given = await refundThroughGateway(gateway, {
      orderId: order.id,
      reference: order.paymentReference,
      refundedBefore: order.refundedCents,
      amountCents,
    });
    if (!given.ok) return given;
  }
  const split = splitProRata(basis.kept, amountCents);
  // The rejection's own mail tells the customer; the refund adds no second one.
  const record: RefundRecord = {
    orderId: order.id,
    customerEmail: order.customerEmail,
    refundedBefore: order.refundedCents,
    totalCents: order.totalCents,
    split,
    note: `Order rejected: ${reason}`,
    ...write,
    mail: false,
  };
  return done({ record, throughGateway: gateway !== null });
}

/** The refusal of a move that lost a race, saying what the order is now. */
async function conflictNow(db: Database, orderId: string, action: DeskAction): Promise<Refusal> {
  const now = await loadOrderStanding(db, orderId);
  if (!now) return orderNotFound();
  return refused('conflict', refuseMove(action, now) ?? 'Someone else changed this order just now: look again and retry.');
}
