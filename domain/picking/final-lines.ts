import { amountForQuantity, isWeighed } from '../sale-quantity.ts';
import type { TaxMode } from '../tax.ts';
import { fromMilli, toMilli } from '../thousandths.ts';
import { type FinalLine, type OrderedLine, type StoredLine, storedAmount } from './order-lines.ts';
import type { CheckedPick } from './pick-decision.ts';
import { namesReplacement } from './substitution.ts';

/**
 * The price rule (docs/product/picking.md), line by line, in minor units and through the one
 * rounding of ./sale-quantity.ts:
 * - a line picked is charged at the price it was ordered at: the items found (2 of 3), or the
 *   weight the scale shows, up to WEIGHT_CHARGED_OVER_PERCENT over the weight ordered — grams
 *   beyond are the shop's, never the customer's;
 * - a replacement the customer named is charged at its own price now;
 * - one they did not name ("best match") at its own price, but never more than the line it
 *   replaces would have cost — in a shop that adds tax, never more with its own rate's tax than
 *   that line with its rate's. By the unit the cap is shared among its items (rounded down), so the
 *   items stay items a refund can give back one by one.
 * A replacement carries no options (they were the original product's) and takes its own
 * category's tax rate. A missing line has no final line.
 */

/** Of a weight picked heavier than ordered, at most this much more is charged, in percent of the weight ordered. */
export const WEIGHT_CHARGED_OVER_PERCENT = 10;

export function finalLines(picks: readonly CheckedPick[], taxMode: TaxMode): FinalLine[] {
  return picks.flatMap((pick) => {
    const line = finalLine(pick, taxMode);
    return line ? [line] : [];
  });
}

export function finalLine(pick: CheckedPick, taxMode: TaxMode): FinalLine | null {
  if (pick.status === 'missing') return null;
  if (pick.status === 'picked') return pickedLine(pick.line, pick.quantity);
  const { line, product, quantity } = pick;
  const fullAmountCents = amountForQuantity(product.priceCents, quantity);
  const limit = namesReplacement(line.substitution) ? Number.POSITIVE_INFINITY : replacementLimit(line, product.taxRate, taxMode);
  const replaced = {
    status: 'replaced' as const,
    position: line.position,
    foodId: product.id,
    name: product.name,
    image: product.image,
    options: [],
    category: product.category,
    taxRate: product.taxRate,
    stockTakenMilli: product.stockTracked ? toMilli(quantity) : 0,
    fullAmountCents,
  };
  if (isWeighed(product.sale))
    return {
      ...replaced,
      priceCents: Math.min(fullAmountCents, limit),
      quantity: 1,
      weightMilli: toMilli(quantity),
      weightUnit: product.sale.unit,
      unitPriceCents: product.priceCents,
    };
  return {
    ...replaced,
    priceCents: Math.min(product.priceCents, Math.floor(limit / quantity)),
    quantity,
    weightMilli: null,
    weightUnit: null,
    unitPriceCents: null,
  };
}

/** The line as ordered, with the items found or the weight weighed. */
function pickedLine(line: OrderedLine, quantity: number): FinalLine {
  const { substitution: _, ...stored } = line;
  const stockTakenMilli = line.stockTakenMilli > 0 ? toMilli(quantity) : 0;
  if (line.weightMilli === null) {
    return { ...stored, status: 'picked', quantity, stockTakenMilli, fullAmountCents: line.priceCents * quantity };
  }
  const unitPrice = line.unitPriceCents ?? line.priceCents;
  const weighedMilli = toMilli(quantity);
  return {
    ...stored,
    status: 'picked',
    priceCents: amountForQuantity(unitPrice, fromMilli(chargedWeightMilli(line.weightMilli, weighedMilli))),
    quantity: 1,
    stockTakenMilli,
    weightMilli: weighedMilli,
    fullAmountCents: amountForQuantity(unitPrice, quantity),
  };
}

/** The weight a line is charged for: what the scale shows, up to WEIGHT_CHARGED_OVER_PERCENT over the weight ordered (thousandths). */
export function chargedWeightMilli(orderedMilli: number, weighedMilli: number): number {
  return Math.min(weighedMilli, orderedMilli + Math.floor((orderedMilli * WEIGHT_CHARGED_OVER_PERCENT) / 100));
}

/** Rates in thousandths of a percent, as ../tax.ts works them: 8.875% stays exact. */
const RATE_SCALE = 1000;

/**
 * The most an unnamed replacement may come to: what the line would have cost. Where tax is added
 * at a higher rate than the line's, less, so that with its tax it costs no more than the line with
 * its own; where prices include tax, the price is what the customer pays already.
 */
export function replacementLimit(line: StoredLine, replacementRate: number, taxMode: TaxMode): number {
  const amount = storedAmount(line);
  if (taxMode === 'inclusive' || replacementRate <= line.taxRate) return amount;
  const withTax = (rate: number) => 100 * RATE_SCALE + Math.round(rate * RATE_SCALE);
  return Math.floor((amount * withTax(line.taxRate)) / withTax(replacementRate));
}
