import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { checkDecisions, type PickProblem } from '../../../domain/picking/check-decisions.ts';
import type { PickDecision } from '../../../domain/picking/pick-decision.ts';
import { pickRefusal } from '../../../domain/picking/pick-standing.ts';
import { sameReplacement, waitUntil } from '../../../domain/picking/replacement-approval.ts';
import { historyLineWhile } from '../orders/history-line.ts';
import { changedOrder, orderNotFound } from '../orders/load-orders.ts';
import { type Outcome, type Refusal, refused } from '../outcome.ts';
import { readReplacementApproval } from './approval-settings.ts';
import { replacementsMailWhile } from './pick-mail.ts';
import { pickRowWhile } from './pick-statements.ts';
import { readOrderToPick, readPickCatalogue } from './read-order-pick.ts';

export interface PickRecording {
  orderId: string;
  decisions: readonly PickDecision[];
  by: Pick<UserRow, 'id' | 'displayName'>;
  now: number;
}

/**
 * POST /api/orders/{id}/pick: staff's decisions for some lines, each checked against its line and
 * the catalogue (domain/picking/check-decisions.ts) and kept over the line's earlier one. Only
 * while the order may be picked (domain/picking/pick-standing.ts): the write holds only if it
 * still may when it lands. Where the owner asks customers to approve replacements, a replacement
 * new to its line starts waiting for the customer: the history says so (the desk hears of it),
 * and the customer gets one mail for the replacements this request offers.
 */
export async function recordPick(db: Database, recording: PickRecording): Promise<Outcome<Order>> {
  const { orderId, decisions, by, now } = recording;
  const pick = await readOrderToPick(db, orderId);
  if (!pick) return orderNotFound();
  const standing = pickRefusal(pick.order);
  if (standing) return refused('conflict', standing);
  const [catalogue, approval] = await Promise.all([readPickCatalogue(db, pick, decisions), readReplacementApproval(db)]);
  const checked = checkDecisions(pick.lines, decisions, catalogue.products);
  if (!checked.ok) return problemsRefusal('invalid', checked.problems, decisions);
  const until = waitUntil(approval, now);
  const holds = PICKABLE(orderId);
  const statements: BatchItem<'sqlite'>[] = checked.picks.map((each) =>
    pickRowWhile(db, orderId, each, { at: now, by: by.id, waitUntil: until }, holds),
  );
  const kept = new Map(pick.decisions.map((decision) => [decision.index, decision]));
  const offered = checked.picks.filter(
    (each) =>
      each.status === 'replaced' &&
      !sameReplacement(kept.get(each.line.position), { status: each.status, productId: each.product.id, quantity: each.quantity }),
  );
  if (until !== null && offered.length > 0)
    statements.push(
      historyLineWhile(db, { orderId, kind: 'replacement', status: 'waiting', at: now, by }, holds),
      replacementsMailWhile(db, pick.order, offered, { until, minutes: approval.minutes }, now, holds),
    );
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  const changed = await changedOrder(db, orderId, now);
  // Completed, or moved on by the desk, while the decisions were checked: nothing was written.
  const after = changed.ok ? pickRefusal({ status: changed.value.orderStatus, pickedAt: changed.value.pickedAt }) : null;
  return after ? refused('conflict', after) : changed;
}

/** The order's row while it may be picked, as SQL: what every write of a pick holds on. */
export const PICKABLE = (orderId: string) => sql`"id" = ${orderId} and "status" = 'processing' and "picked_at" is null`;

/**
 * Decisions that cannot be taken: the first one's message, and each one's under `lines.<n>`, its
 * place in the request (or, for decisions kept from before, `lines.<index>` of the order).
 */
export function problemsRefusal(kind: 'invalid' | 'conflict', problems: readonly PickProblem[], sent?: readonly PickDecision[]): Refusal {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const place = sent ? sent.findIndex((decision) => decision.index === problem.index) : problem.index;
    errors[`lines.${place}`] = problem.message;
  }
  return refused(kind, problems[0]!.message, { errors });
}
