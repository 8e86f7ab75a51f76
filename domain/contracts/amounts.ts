import { amountForQuantity } from '../sale-quantity.ts';
import { centsToDollars, displayCurrency, dollarsToCents, type Cents, type ShopCurrency } from '../money.ts';
import type { TaxLine } from '../tax.ts';

/**
 * The API speaks amounts as decimals in the shop's currency (envelope.ts `Dollars`); every rule
 * counts integer minor units (money.ts). The site reads an answer's amounts into minor units, and
 * writes a request's amounts back, only through these; the worker does the same in its
 * `request.ts` and `answer.ts` files. scripts/import-rules.ts (MONEY_EDGES) keeps the conversions there.
 *
 * Without a currency named, the shop's is meant; an order keeps the currency it was placed in
 * (orderCurrencyOf).
 */

/** A bare amount of an answer (the flat delivery fee, a total) in minor units. */
export function amountInCents(amount: number, currency: ShopCurrency = displayCurrency()): Cents {
  return dollarsToCents(amount, currency);
}

/** Minor units as a request's amount (a refund, a coupon's basket, the total the customer saw). */
export function amountForApi(cents: Cents, currency: ShopCurrency = displayCurrency()): number {
  return centsToDollars(cents, currency);
}

/** A dish's price, or an option's price change, in minor units. */
export function priceCents(item: { price: number }, currency: ShopCurrency = displayCurrency()): Cents {
  return dollarsToCents(item.price, currency);
}

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
