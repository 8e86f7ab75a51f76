import type { z } from 'zod';
import { CHECKOUT_MESSAGES, PlaceOrderInput } from '../../../domain/checkout.ts';
import { fieldErrors, firstIssueMessage } from '../../../domain/validation.ts';
import { AppError, ValidationError } from '../http/errors.ts';
import { optionalCents } from './amounts.ts';

/** Keys that would carry a card number or CVV, compared without case, dashes or underscores. */
const CARD_DATA_KEYS = new Set(['cardnumber', 'cvv', 'cvc']);

/** The order's fields as the server works with them: the total the customer saw and the tip read into cents. */
export const OrderInput = PlaceOrderInput.transform(({ totalAmount, tip, ...order }) => ({
  ...order,
  totalCents: optionalCents(totalAmount),
  tipCents: optionalCents(tip ?? 0),
}));
export type OrderInput = z.output<typeof OrderInput>;

export interface OrderRequest {
  input: OrderInput;
  /** Dish names as the client's cart shows them, only to name a dish the menu no longer has. */
  clientNames: ReadonlyMap<string, string>;
}

/**
 * The raw body of POST /api/orders → the checked input. A body that carries a card number or
 * CVV under any key at any depth is refused before anything else looks at it (docs/product/payments.md):
 * those never reach the shop, and the body is never logged.
 */
export function readOrderRequest(text: string): OrderRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('Send a JSON body.');
  }
  if (carriesCardData(body)) throw new AppError(400, 'card_data_refused', CHECKOUT_MESSAGES.cardDataRefused);
  const result = OrderInput.safeParse(body);
  if (!result.success) throw new ValidationError(firstIssueMessage(result.error), fieldErrors(result.error));
  return { input: result.data, clientNames: clientNamesOf(body) };
}

/** Whether any key at any depth names card data (a walk after parsing: a JSON.parse reviver costs several times more). */
function carriesCardData(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesCardData);
  if (value === null || typeof value !== 'object') return false;
  for (const [key, entry] of Object.entries(value)) {
    if (CARD_DATA_KEYS.has(key.replace(/[-_\s]/g, '').toLowerCase()) || carriesCardData(entry)) return true;
  }
  return false;
}

function clientNamesOf(body: unknown): Map<string, string> {
  const names = new Map<string, string>();
  const products = (body as { products?: unknown }).products;
  if (!Array.isArray(products)) return names;
  for (const product of products as unknown[]) {
    const { productId, name } = (product ?? {}) as { productId?: unknown; name?: unknown };
    if (typeof productId === 'string' && typeof name === 'string' && name.trim()) names.set(productId, name.trim().slice(0, 100));
  }
  return names;
}
