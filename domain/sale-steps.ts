import { largestQuantity, type SaleRule } from './sale-quantity.ts';
import { hasMilliPrecision, toMilli } from './thousandths.ts';

/**
 * Whether a quantity may be ordered under its product's sale rule (./sale-quantity.ts), and the
 * steppers that move it: the server's check and the cart's and product page's buttons. Apart from
 * ./sale-quantity.ts, which every shop page loads with the cart.
 */

export type QuantityProblem = 'whole' | 'step' | 'min' | 'max';

/** Why a quantity cannot be ordered under the product's rule, or null when it can. */
export function quantityProblem(rule: SaleRule, quantity: number): QuantityProblem | null {
  if (rule.soldBy === 'unit' && !Number.isInteger(quantity)) return 'whole';
  const milli = toMilli(quantity);
  if (!hasMilliPrecision(quantity) || milli % toMilli(rule.quantityStep) !== 0) return 'step';
  if (milli < toMilli(rule.minQuantity)) return 'min';
  if (milli > toMilli(largestQuantity(rule))) return 'max';
  return null;
}

/** One step more (or fewer, `direction` -1), within the rule; the same quantity at either end. */
export function stepQuantity(rule: SaleRule, quantity: number, direction: 1 | -1): number {
  const next = (toMilli(quantity) + direction * toMilli(rule.quantityStep)) / 1000;
  return quantityProblem(rule, next) === null ? next : quantity;
}

/** Whether one more step would pass `limit` (what is left in stock, or the rule's maximum). */
export function atMostQuantity(rule: SaleRule, quantity: number, limit?: number): boolean {
  const next = toMilli(quantity) + toMilli(rule.quantityStep);
  if (next > toMilli(largestQuantity(rule))) return true;
  return limit !== undefined && next > toMilli(limit);
}
