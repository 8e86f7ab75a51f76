import { amountForQuantity } from '../sale-quantity.ts';
import { displayCurrency, dollarsToCents, type Cents, type ShopCurrency } from '../money.ts';
import type { TaxLine } from '../tax.ts';

/**
 * An order's and a delivery zone's amounts as answers carry them (decimals), in minor units: the
 * order pages, the checkout and the admin read them (./amounts.ts says why through these only).
 * An order keeps the currency it was placed in (orderCurrencyOf).
 */

/** An order line's amount: what the answer says it comes to, else its price times its quantity, half up. */
export function lineAmountCents(
  line: { price: number; quantity: number; amount?: number | undefined },
  currency: ShopCurrency = displayCurrency(),
): Cents {
  if (line.amount !== undefined) return dollarsToCents(line.amount, currency);
  return amountForQuantity(dollarsToCents(line.price, currency), line.quantity);
}

/** The currency an order was placed in (it keeps it when the shop changes), written the shop's way. */
export function orderCurrencyOf(order: { currency?: string | undefined }): ShopCurrency {
  const shop = displayCurrency();
  return order.currency ? { code: order.currency, locale: shop.locale } : shop;
}

/** What is left to give back of an order: its total less what was refunded. */
export function refundLeftCents(order: { currency?: string; totalAmount: number; refunded?: number | undefined }): Cents {
  const currency = orderCurrencyOf(order);
  return dollarsToCents(order.totalAmount, currency) - dollarsToCents(order.refunded ?? 0, currency);
}

/** An order's tax per rate, in minor units. */
export function taxLinesInCents(lines: readonly TaxLine[], currency: ShopCurrency): TaxLine[] {
  return lines.map((line) => ({
    rate: line.rate,
    taxable: dollarsToCents(line.taxable, currency),
    tax: dollarsToCents(line.tax, currency),
  }));
}

/** A delivery zone's amounts (fee, minimum order, free above) in minor units. */
export function zoneAmountsInCents(zone: { fee: number; minimumOrder: number; freeAbove: number | null }): {
  feeCents: Cents;
  minimumOrderCents: Cents;
  freeAboveCents: Cents | null;
} {
  return {
    feeCents: dollarsToCents(zone.fee),
    minimumOrderCents: dollarsToCents(zone.minimumOrder),
    freeAboveCents: zone.freeAbove === null ? null : dollarsToCents(zone.freeAbove),
  };
}
