import { centsToDollars, displayCurrency, dollarsToCents, type Cents, type ShopCurrency } from '../money.ts';

/**
 * The API speaks amounts as decimals in the shop's currency (envelope.ts `Dollars`); every rule
 * counts integer minor units (money.ts). The site reads an answer's amounts into minor units, and
 * writes a request's amounts back, only through these; the worker does the same in its
 * `request.ts` and `answer.ts` files. scripts/import-rules.ts (MONEY_EDGES) keeps the conversions there.
 *
 * Without a currency named, the shop's is meant. An order's amounts, in the currency it was placed
 * in, are read by ./order-amounts.ts: apart, since the cart and the menu, which every shop page
 * loads, read only these.
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
