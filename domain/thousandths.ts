/**
 * Quantities kept in thousandths of their unit (an item, a kilogram, a litre): stock, weights
 * ordered and packs' contents are stored and compared as whole numbers, so 0.1 + 0.2 kg adds up
 * to 0.3 kg exactly. Free of zod: the cart, which every shop page loads, reads it.
 */
const MILLI = 1000;

export function toMilli(quantity: number): number {
  return Math.round(quantity * MILLI);
}

export function fromMilli(milli: number): number {
  return milli / MILLI;
}

/** At most three decimals: what thousandths can hold. */
export function hasMilliPrecision(quantity: number): boolean {
  return Number.isFinite(quantity) && Math.abs(quantity * MILLI - Math.round(quantity * MILLI)) < 1e-6;
}
