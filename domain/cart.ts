import { MAX_LINE_QUANTITY } from './constants.ts';
import { dollarsToCents, type Cents } from './money.ts';
import type { Food } from './food.ts';

/** A cart line: the dish's fields as the menu showed them, plus a quantity (≥ 1). */
export interface CartLine {
  _id: string;
  name: string;
  description: string;
  image: string;
  price: number;
  quantity: number;
}

/**
 * Adds one of a dish: a new line with quantity 1, or one more of an existing line.
 * A missing dish, one without an id, or one out of stock leaves the cart as it was.
 */
export function addLine(lines: readonly CartLine[], food: Food | null | undefined): CartLine[] {
  if (!food?._id || !food.isAvailable) return [...lines];
  const existing = lines.find((line) => line._id === food._id);
  if (existing) return setLineQuantity(lines, food._id, existing.quantity + 1);
  const { _id, name, description, image, price } = food;
  return [...lines, { _id, name, description, image, price, quantity: 1 }];
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line._id !== id);
}

/** Sets a line's quantity, kept to a whole number between 1 and MAX_LINE_QUANTITY. */
export function setLineQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  const whole = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));
  return lines.map((line) => (line._id === id ? { ...line, quantity: whole } : line));
}

export function quantityInCart(lines: readonly CartLine[], id: string): number {
  return lines.find((line) => line._id === id)?.quantity ?? 0;
}

/** What the navigation badge shows: the number of lines, not of items. */
export function countLines(lines: readonly CartLine[]): number {
  return lines.length;
}

export function cartSubtotalCents(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + dollarsToCents(line.price) * line.quantity, 0);
}

/** Reads a cart kept in the browser, dropping anything that is not a well-formed line. */
export function parseStoredCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is CartLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof line._id === 'string' &&
      typeof line.name === 'string' &&
      typeof line.price === 'number' &&
      Number.isInteger(line.quantity) &&
      line.quantity >= 1,
  ).map((line) => ({ ...line, description: String(line.description ?? ''), image: String(line.image ?? '') }));
}
