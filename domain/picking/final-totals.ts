import { computeTotals, type OrderTotals, type TaxRules } from '../pricing.ts';
import type { StoredLine } from './order-lines.ts';

/**
 * An order's final totals once it is picked, by the one rule of ../pricing.ts on its final lines
 * and its own terms: the coupon's percent it was placed with (a minimum it no longer reaches does
 * not take it away), the delivery fee it was charged (the zone's "free above" is not judged
 * again), the tip the customer gave, its tax mode. When nothing at all could be picked there is
 * nothing to deliver: no fee and no tip, and the total is 0.
 */

export interface PlacedTerms {
  discountPercent: number;
  deliveryFeeCents: number;
  tipCents: number;
  /** The order's tax mode, and the delivery fee's rate. */
  tax: TaxRules;
}

/**
 * The totals of `lines` on the order's terms: its final lines once picked, and its placed lines for
 * the estimate the customer saw (so both are worked alike).
 */
export function finalTotals(terms: PlacedTerms, lines: readonly Pick<StoredLine, 'priceCents' | 'quantity' | 'taxRate'>[]): OrderTotals {
  const delivered = lines.length > 0;
  return computeTotals({
    lines,
    discountPercent: terms.discountPercent,
    deliveryFeeCents: delivered ? terms.deliveryFeeCents : 0,
    tax: terms.tax,
    tipCents: delivered ? terms.tipCents : 0,
  });
}
