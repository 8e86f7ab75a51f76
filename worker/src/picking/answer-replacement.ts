import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderLinePicks, orders, type UserRow } from '../../../db/schema/index.ts';
import { trackedOrderView } from '../../../domain/order-privacy.ts';
import { APPROVAL_MESSAGES } from '../../../domain/picking/picking-messages.ts';
import { answerRefusal } from '../../../domain/picking/replacement-approval.ts';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import { historyLineWhile } from '../orders/history-line.ts';
import { loadOrder, orderNotFound } from '../orders/load-orders.ts';
import { orderIdOfToken } from '../orders/order-tracking.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { PICKABLE } from './record-pick.ts';

export interface ReplacementAnswer {
  orderId: string;
  /** The line's place in the order. */
  index: number;
  accept: boolean;
  /** Who answers: the signed-in person, if any, and the tracking link's token a guest sends. */
  asker: { user: Pick<UserRow, 'id' | 'displayName'> | null; trackingToken: string | undefined };
  now: number;
}

/**
 * POST /api/orders/{id}/replacements/{index}: the customer accepts or declines the replacement
 * offered on a line (domain/picking/replacement-approval.ts) — the order's signed-in customer, or
 * whoever holds its tracking link. Only while it waits: the answer and its history line (which the
 * desk hears of) are written only if the line still awaits one when they land. Answers the order as
 * the tracking page reads it.
 */
export async function answerReplacement(db: Database, answer: ReplacementAnswer): Promise<Outcome<ReturnType<typeof trackedOrderView>>> {
  const { orderId, index, accept, asker, now } = answer;
  if (!asker.user && !asker.trackingToken) return refused('unauthorized', AUTH_ERRORS.notSignedIn);
  const order = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).get();
  if (!order) return orderNotFound();
  const owner = order.userId !== null && asker.user?.id === order.userId;
  if (!owner && !(asker.trackingToken && (await orderIdOfToken(db, asker.trackingToken)) === orderId))
    return refused('forbidden', APPROVAL_MESSAGES.notYours);
  const refusal = await answerRefusalNow(db, orderId, index, now);
  if (refusal) return refused('conflict', refusal, { code: 'approval_closed' });

  const status = accept ? 'accepted' : 'declined';
  const line = and(eq(orderLinePicks.orderId, orderId), eq(orderLinePicks.position, index));
  const awaiting = sql`exists (select 1 from "order_line_picks" where "order_id" = ${orderId} and "position" = ${index}
    and "status" = 'replaced' and "approval_answer" is null and "approval_until" > ${now})`;
  const [, answered] = await db.batch([
    historyLineWhile(
      db,
      { orderId, kind: 'replacement', status, at: now, by: owner ? asker.user : null },
      sql`${PICKABLE(orderId)} and ${awaiting}`,
    ),
    db
      .update(orderLinePicks)
      .set({ approvalAnswer: status })
      .where(
        and(
          line,
          eq(orderLinePicks.status, 'replaced'),
          isNull(orderLinePicks.approvalAnswer),
          gt(orderLinePicks.approvalUntil, new Date(now)),
          sql`exists (select 1 from "orders" where ${PICKABLE(orderId)})`,
        ),
      )
      .returning({ position: orderLinePicks.position }),
  ]);
  if (answered.length === 0) {
    // Answered, recorded again or completed while this answer was on its way.
    const after = await answerRefusalNow(db, orderId, index, now);
    return refused('conflict', after ?? APPROVAL_MESSAGES.nothingOffered, { code: 'approval_closed' });
  }
  const changed = await loadOrder(db, orderId, now);
  return changed ? done(trackedOrderView(changed, now)) : orderNotFound();
}

/** Why the line's replacement cannot be answered now, read afresh; null while it waits. */
async function answerRefusalNow(db: Database, orderId: string, index: number, now: number): Promise<string | null> {
  const [order, pick] = await Promise.all([
    db.select({ status: orders.status, pickedAt: orders.pickedAt }).from(orders).where(eq(orders.id, orderId)).get(),
    db
      .select({ status: orderLinePicks.status, until: orderLinePicks.approvalUntil, answer: orderLinePicks.approvalAnswer })
      .from(orderLinePicks)
      .where(and(eq(orderLinePicks.orderId, orderId), eq(orderLinePicks.position, index)))
      .get(),
  ]);
  const wait = pick?.until ? { until: pick.until.getTime(), answer: pick.answer } : null;
  return answerRefusal(order ?? { status: 'cancelled', pickedAt: null }, pick && { status: pick.status, wait }, now);
}
