import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { CheckedPick } from '../../../domain/picking/pick-decision.ts';
import { lineChanges } from '../../../domain/picking/pick-changes.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { orderMailWhile } from '../mail/order-mails.ts';
import type { OrderToPick } from './read-order-pick.ts';

/**
 * The customer's mails about picking: the replacements offered for their approval, and what
 * changed once the order is picked. Both carry line changes (domain/picking/pick-changes.ts)
 * worded when they are sent, in the order's language.
 */

/**
 * The customer's mail once the order is picked: what changed, line by line
 * (domain/picking/pick-changes.ts), with the estimate and the final total, worded when it is sent
 * (domain/mail/templates/order-picked.ts) in the order's language.
 */
export function pickMailWhile(
  db: Database,
  pick: OrderToPick,
  picks: readonly CheckedPick[],
  totals: OrderTotals,
  at: number,
  holds: SQL,
): BatchItem<'sqlite'> {
  const { order } = pick;
  return orderMailWhile(db, 'order_picked', order, at, holds, {
    pickChanges: lineChanges(picks, order.taxMode),
    estimatedMinor: order.totalCents,
    amountMinor: totals.totalCents,
  });
}

/**
 * The customer's mail when replacements start waiting for their answer
 * (domain/mail/templates/replacements-waiting.ts): each line offered with what it would come to,
 * and until when they may answer.
 */
export function replacementsMailWhile(
  db: Database,
  order: OrderToPick['order'],
  offered: readonly CheckedPick[],
  wait: { until: number; minutes: number },
  at: number,
  holds: SQL,
): BatchItem<'sqlite'> {
  return orderMailWhile(db, 'replacements_waiting', order, at, holds, {
    pickChanges: lineChanges(offered, order.taxMode),
    waitUntil: wait.until,
    waitMinutes: wait.minutes,
  });
}
