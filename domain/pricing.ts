import type { Cents } from './money.ts';
import { amountForQuantity } from './sale-quantity.ts';
import { computeOrderTax, type TaxLine, type TaxMode } from './tax.ts';

/**
 * The one way Doorstep adds up an order (docs/product/money.md), used by the cart, the checkout and the
 * server: subtotal = Σ price × quantity (each line half up, for a weight: ./sale-quantity.ts); discount = round(subtotal × percent / 100); tax by the
 * rules of ./tax.ts; total = subtotal − discount + delivery fee (+ tax when it is added) + tip.
 * Everything in integer cents.
 */

export interface PricedLine {
  priceCents: Cents;
  quantity: number;
  /** The tax rate of the dish's category, percent (0 when the shop charges none). */
  taxRate?: number;
}

/** How the shop taxes: prices include tax or it is added, and the delivery fee's rate. */
export interface TaxRules {
  mode: TaxMode;
  deliveryRate: number;
}

/** No tax at all: a shop that has not set any, and the cart before the settings are known. */
export const NO_TAX: TaxRules = { mode: 'exclusive', deliveryRate: 0 };

export interface OrderTotals {
  subtotalCents: Cents;
  discountPercent: number;
  discountCents: Cents;
  deliveryFeeCents: Cents;
  taxMode: TaxMode;
  /** The tax in the order: added to the total ('exclusive') or already in the prices ('inclusive'). */
  taxCents: Cents;
  /** One line per rate, zero rates included, so the lines add up to the total before the tip. */
  taxLines: TaxLine[];
  /** Never discounted, never taxed. */
  tipCents: Cents;
  totalCents: Cents;
}

export function subtotalOf(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, line) => sum + amountForQuantity(line.priceCents, line.quantity), 0);
}

export function discountOf(subtotalCents: Cents, percent: number): Cents {
  const bounded = Math.min(100, Math.max(0, percent));
  return Math.round((subtotalCents * bounded) / 100);
}

export function computeTotals(input: {
  lines: readonly PricedLine[];
  discountPercent?: number;
  deliveryFeeCents: Cents;
  tax?: TaxRules;
  tipCents?: Cents;
}): OrderTotals {
  const subtotalCents = subtotalOf(input.lines);
  const discountPercent = input.discountPercent ?? 0;
  const discountCents = discountOf(subtotalCents, discountPercent);
  const rules = input.tax ?? NO_TAX;
  const tax = computeOrderTax({
    mode: rules.mode,
    goods: input.lines.map((line) => ({ amount: amountForQuantity(line.priceCents, line.quantity), rate: line.taxRate ?? 0 })),
    discount: discountCents,
    deliveryFee: { amount: input.deliveryFeeCents, rate: rules.deliveryRate },
  });
  const tipCents = input.tipCents ?? 0;
  return {
    subtotalCents,
    discountPercent,
    discountCents,
    deliveryFeeCents: input.deliveryFeeCents,
    taxMode: rules.mode,
    taxCents: tax.tax,
    taxLines: tax.lines,
    tipCents,
    totalCents: tax.total + tipCents,
  };
}

export function cartTotals(
  lines: readonly { priceCents: Cents; quantity: number; taxRate?: number }[],
  deliveryFeeCents: Cents,
  discountPercent = 0,
  extras: { tax?: TaxRules; tipCents?: Cents } = {},
): OrderTotals {
  return computeTotals({
    lines: lines.map((line) => ({ priceCents: line.priceCents, quantity: line.quantity, taxRate: line.taxRate ?? 0 })),
    discountPercent,
    deliveryFeeCents,
    ...extras,
  });
}

/** A tip of `percent` of the goods after the discount, to the cent (half up). */
export function tipOf(totals: Pick<OrderTotals, 'subtotalCents' | 'discountCents'>, percent: number): Cents {
  return Math.round(((totals.subtotalCents - totals.discountCents) * percent) / 100);
}
