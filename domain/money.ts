/**
 * Money inside Doorstep is integer cents. Dollars appear only at the edges: the JSON the API
 * speaks (numbers with two decimals) and what a person reads on screen.
 */
export type Cents = number;

/** Dollars as the API speaks them → integer cents. Goes through the decimal text so 1.005 → 101. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return Math.round(Number(`${Math.abs(dollars)}e2`)) * Math.sign(dollars) || 0;
}

/** Integer cents → dollars for JSON (exact to two decimals). */
export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** '$12.50': how every amount is shown. */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(Math.round(cents)) / 100).toFixed(2)}`;
}

/** A price in dollars as the API sends it, shown with two decimals ('$' plus price). */
export function formatDollars(dollars: number): string {
  return formatMoney(dollarsToCents(dollars));
}
