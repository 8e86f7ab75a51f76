import { largestQuantity, quantityMilli, hasMilliPrecision, type SaleRule } from './sale-quantity.ts';

/**
 * Whether a quantity may be ordered under its product's sale rule (./sale-quantity.ts), and the
 * steppers that move it: the server's check and the cart's and product page's buttons. Apart from
 * ./sale-quantity.ts, which every shop page loads with the cart.
 */

export type QuantityProblem = 'whole' | 'step' | 'min' | 'max';

/** Why a quantity cannot be ordered under the product's rule, or null when it can. */
export function quantityProblem(rule: SaleRule, quantity: number): QuantityProblem | null {
  if (rule.soldBy === 'unit' && !Number.isInteger(quantity)) return 'whole';
  const milli = quantityMilli(quantity);
  if (!hasMilliPrecision(quantity) || milli % quantityMilli(rule.quantityStep) !== 0) return 'step';
  if (milli < quantityMilli(rule.minQuantity)) return 'min';
  if (milli > quantityMilli(largestQuantity(rule))) return 'max';
  return null;
}

/** One step more (or fewer, `direction` -1), within the rule; the same quantity at either end. */
export function stepQuantity(rule: SaleRule, quantity: number, direction: 1 | -1): number {
  const next = (quantityMilli(quantity) + direction * quantityMilli(rule.quantityStep)) / 1000;
  return quantityProblem(rule, next) === null ? next : quantity;
}

/** Whether one more step would pass `limit` (what is left in stock, or the rule's maximum). */
export function atMostQuantity(rule: SaleRule, quantity: number, limit?: number): boolean {
  const next = quantityMilli(quantity) + quantityMilli(rule.quantityStep);
  if (next > quantityMilli(largestQuantity(rule))) return true;
  return limit !== undefined && next > quantityMilli(limit);
}
