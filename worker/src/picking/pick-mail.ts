import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { CheckedPick } from '../../../domain/picking/pick-decision.ts';
import { lineChanges } from '../../../domain/picking/pick-changes.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { orderMailWhile } from '../mail/order-mails.ts';
import type { OrderToPick } from './read-order-pick.ts';

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
