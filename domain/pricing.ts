import { dollarsToCents, type Cents } from './money.ts';

/**
 * The one way Doorstep adds up an order (docs/product/money.md), used by the cart, the checkout and the
 * server: subtotal = Σ price × quantity; discount = round(subtotal × percent / 100);
 * total = subtotal − discount + delivery fee. Everything in integer cents.
 */

export interface PricedLine {
  priceCents: Cents;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: Cents;
  discountPercent: number;
  discountCents: Cents;
  deliveryFeeCents: Cents;
  totalCents: Cents;
}

export function subtotalOf(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}

export function discountOf(subtotalCents: Cents, percent: number): Cents {
  const bounded = Math.min(100, Math.max(0, percent));
  return Math.round((subtotalCents * bounded) / 100);
}

export function computeTotals(input: {
  lines: readonly PricedLine[];
  discountPercent?: number;
  deliveryFeeCents: Cents;
}): OrderTotals {
  const subtotalCents = subtotalOf(input.lines);
  const discountPercent = input.discountPercent ?? 0;
  const discountCents = discountOf(subtotalCents, discountPercent);
  return {
    subtotalCents,
    discountPercent,
    discountCents,
    deliveryFeeCents: input.deliveryFeeCents,
    totalCents: subtotalCents - discountCents + input.deliveryFeeCents,
  };
}

/** Cart lines carry dollar prices as the API sends them. */
export function cartTotals(
  lines: readonly { price: number; quantity: number }[],
  deliveryFeeCents: Cents,
  discountPercent = 0,
): OrderTotals {
  return computeTotals({
    lines: lines.map((line) => ({ priceCents: dollarsToCents(line.price), quantity: line.quantity })),
    discountPercent,
    deliveryFeeCents,
  });
}
