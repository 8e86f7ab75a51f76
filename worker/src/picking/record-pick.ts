import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { checkDecisions, type PickProblem } from '../../../domain/picking/check-decisions.ts';
import type { PickDecision } from '../../../domain/picking/pick-decision.ts';
import { pickRefusal } from '../../../domain/picking/pick-standing.ts';
import { changedOrder, orderNotFound } from '../orders/load-orders.ts';
import { type Outcome, type Refusal, refused } from '../outcome.ts';
import { pickRowWhile } from './pick-statements.ts';
import { readOrderToPick, readPickCatalogue } from './read-order-pick.ts';

export interface PickRecording {
  orderId: string;
  decisions: readonly PickDecision[];
  by: Pick<UserRow, 'id'>;
  now: number;
}

/**
 * POST /api/orders/{id}/pick: staff's decisions for some lines, each checked against its line and
 * the catalogue (domain/picking/check-decisions.ts) and kept over the line's earlier one. Only
 * while the order may be picked (domain/picking/pick-standing.ts): the write holds only if it
 * still may when it lands.
 */
export async function recordPick(db: Database, recording: PickRecording): Promise<Outcome<Order>> {
  const { orderId, decisions, by, now } = recording;
  const pick = await readOrderToPick(db, orderId);
  if (!pick) return orderNotFound();
  const standing = pickRefusal(pick.order);
  if (standing) return refused('conflict', standing);
  const catalogue = await readPickCatalogue(db, pick, decisions);
  const checked = checkDecisions(pick.lines, decisions, catalogue.products);
  if (!checked.ok) return problemsRefusal('invalid', checked.problems, decisions);
  const statements = checked.picks.map((each) => pickRowWhile(db, orderId, each, { at: now, by: by.id }, PICKABLE(orderId)));
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  const changed = await changedOrder(db, orderId);
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
