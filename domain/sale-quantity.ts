import { MAX_LINE_QUANTITY } from './constants.ts';
import { fromMilli, toMilli } from './thousandths.ts';

/**
 * How a product is sold: by the unit (2 loaves) or by weight (1.5 kg of tomatoes, its price per
 * kg or lb), and the quantities a customer may order: steps of `quantityStep` from `minQuantity`
 * up to `maxQuantity` (docs/product/selling-by-weight.md). Quantities are compared in thousandths,
 * as stock keeps them, so 0.1 + 0.2 steps add up. Pure and free of zod: the menu's cards and the
 * cart read it on every shop page.
 */

export const SOLD_BY = ['unit', 'weight'] as const;
export type SoldBy = (typeof SOLD_BY)[number];
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface SaleRule {
  soldBy: SoldBy;
  /** The weight its price is per; null for a product sold by the unit. */
  unit: WeightUnit | null;
  quantityStep: number;
  minQuantity: number;
  /** Null: no limit of its own (the cart's MAX_LINE_QUANTITY still holds). */
  maxQuantity: number | null;
}

/** A product sold by the unit: whole numbers from 1. */
export const BY_THE_UNIT: SaleRule = { soldBy: 'unit', unit: null, quantityStep: 1, minQuantity: 1, maxQuantity: null };

/** The most of one product a line may hold. */
export function largestQuantity(rule: SaleRule): number {
  return Math.min(rule.maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
}

/**
 * The nearest quantity the rule allows: on a step, within min and max. What a cart keeps when a
 * stored or typed quantity is off the steps.
 */
export function fitQuantity(rule: SaleRule, quantity: number): number {
  const step = toMilli(rule.quantityStep);
  const lowest = toMilli(rule.minQuantity);
  const highest = toMilli(largestQuantity(rule));
  const wanted = Number.isFinite(quantity) ? toMilli(quantity) : lowest;
  const onStep = Math.round(wanted / step) * step;
  // The highest on a step, so that a max off the steps is never passed.
  const top = Math.floor(highest / step) * step;
  return fromMilli(Math.min(top, Math.max(lowest, onStep)));
}

/**
 * A line's amount in minor units: price × quantity, rounded half up (1.5 kg at 4.49 is 6.74; 1.5 ×
 * 449 = 673.5 → 674). Worked in thousandths so that a decimal weight never meets a float's error.
 */
export function amountForQuantity(priceCents: number, quantity: number): number {
  const milli = toMilli(quantity);
  return Math.floor((priceCents * milli + 500) / 1000);
}

/** Whether a quantity is whole items (a product sold by the unit) rather than a weight. */
export function isWeighed(rule: Pick<SaleRule, 'soldBy'> | null | undefined): boolean {
  return rule?.soldBy === 'weight';
}

/** The rule as the API answers it, whatever the stored columns hold for a product sold by the unit. */
export function saleRuleOf(stored: {
  soldBy: SoldBy;
  unit: WeightUnit | null;
  quantityStepMilli: number;
  minQuantityMilli: number;
  maxQuantityMilli: number | null;
}): SaleRule {
  return {
    soldBy: stored.soldBy,
    unit: stored.soldBy === 'weight' ? (stored.unit ?? 'kg') : null,
    quantityStep: fromMilli(stored.quantityStepMilli),
    minQuantity: fromMilli(stored.minQuantityMilli),
    maxQuantity: stored.maxQuantityMilli === null ? null : fromMilli(stored.maxQuantityMilli),
  };
}
