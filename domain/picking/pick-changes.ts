import { fromMilli, toMilli } from '../thousandths.ts';
import type { WeightUnit } from '../sale-quantity.ts';
import type { TaxMode } from '../tax.ts';
import { chargedWeightMilli, finalLine } from './final-lines.ts';
import { storedAmount } from './order-lines.ts';
import type { CheckedPick } from './pick-decision.ts';
import { namesReplacement } from './substitution.ts';

/**
 * What changed, line by line, when the order was picked: the facts the customer's mail and
 * tracking page word (./change-text.ts), with what each line was estimated at and comes to.
 * Quantities are items, or weights in `unit`.
 */
export type PickChange =
  | { kind: 'as_ordered' }
  | { kind: 'fewer'; ordered: number; picked: number }
  | { kind: 'weighed'; unit: WeightUnit; ordered: number; picked: number; charged: number }
  | { kind: 'replaced'; by: { name: string; quantity: number; unit: WeightUnit | null }; named: boolean }
  | { kind: 'missing' }
  /** Missing because the customer declined the replacement offered, or did not answer in time (./replacement-approval.ts). */
  | { kind: 'not_approved'; answer: 'declined' | 'expired'; offered: { name: string; quantity: number; unit: WeightUnit | null } };

export interface LineChange {
  position: number;
  /** The product ordered. */
  name: string;
  change: PickChange;
  estimatedCents: number;
  finalCents: number;
}

export function lineChanges(picks: readonly CheckedPick[], taxMode: TaxMode): LineChange[] {
  return picks.map((pick) => {
    const final = finalLine(pick, taxMode);
    return {
      position: pick.line.position,
      name: pick.line.name,
      change: changeOf(pick),
      estimatedCents: storedAmount(pick.line),
      finalCents: final ? storedAmount(final) : 0,
    };
  });
}

function changeOf(pick: CheckedPick): PickChange {
  const { line } = pick;
  if (pick.status === 'missing')
    return pick.unapproved
      ? { kind: 'not_approved', answer: pick.unapproved.answer, offered: pick.unapproved.offered }
      : { kind: 'missing' };
  if (pick.status === 'replaced')
    return {
      kind: 'replaced',
      by: { name: pick.product.name, quantity: pick.quantity, unit: pick.product.sale.unit },
      named: namesReplacement(line.substitution),
    };
  if (line.weightMilli === null)
    return pick.quantity === line.quantity ? { kind: 'as_ordered' } : { kind: 'fewer', ordered: line.quantity, picked: pick.quantity };
  const weighedMilli = toMilli(pick.quantity);
  if (weighedMilli === line.weightMilli) return { kind: 'as_ordered' };
  return {
    kind: 'weighed',
    unit: line.weightUnit ?? 'kg',
    ordered: fromMilli(line.weightMilli),
    picked: pick.quantity,
    charged: fromMilli(chargedWeightMilli(line.weightMilli, weighedMilli)),
  };
}
