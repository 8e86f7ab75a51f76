import type { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { PlaceOrderBody } from '../../../domain/contracts/orders.ts';
import { type OrderCaller, takenOrderFieldsRefusal } from '../../../domain/counter/taken-order.ts';
import { fieldErrors, firstIssueMessage } from '../../../domain/validation.ts';
import { AppError, ForbiddenError, UnauthorizedError, ValidationError } from '../http/errors.ts';
import { optionalCents } from '../http/amounts.ts';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency.ts';

/** Keys that would carry a card number or CVV, compared without case, dashes or underscores. */
const CARD_DATA_KEYS = new Set(['cardnumber', 'cvv', 'cvc']);
/** The longest dish name kept from the cart, to name a dish the menu no longer has. */
const CLIENT_NAME_MAX_LENGTH = 100;

/**
 * The order's fields as the server works with them: the total the customer saw and the tip read
 * into cents, and the names the cart showed set apart from the lines (they name a gone dish only).
 */
export const OrderInput = PlaceOrderBody.transform(({ totalAmount, tip, products, ...order }) => {
  const clientNames = new Map<string, string>();
  const lines = products.map(({ name, ...line }) => {
    const shown = name?.trim();
    if (shown) clientNames.set(line.productId, shown.slice(0, CLIENT_NAME_MAX_LENGTH));
    return line;
  });
  return {
    input: { ...order, products: lines, totalCents: optionalCents(totalAmount), tipCents: optionalCents(tip ?? 0) },
    clientNames,
  };
});

export type OrderRequest = z.output<typeof OrderInput>;
export type OrderInput = OrderRequest['input'];

/**
 * The raw body of POST /api/orders → the checked input, in one JSON parse and one pass of the
 * contract's schema. The checks run in the order callers rely on: a caller without a session who
 * names no guest (and orders at no table) is told to sign in (401) before anything else; a body that carries a card number
 * or CVV under any key at any depth is refused before the schema looks at it
 * (docs/product/payments.md): those never reach the shop, and the body is never logged. Then the
 * team's fields, from anyone else: 403 for a customer, 400 in a guest's body
 * (domain/counter/taken-order.ts).
 */
export function readOrderRequest(text: string, caller: OrderCaller): OrderRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (caller === 'guest') throw new UnauthorizedError(CHECKOUT_MESSAGES.notSignedIn);
    throw new ValidationError('Send a JSON body.');
  }
  if (caller === 'guest' && !namesGuest(body) && !ordersAtTable(body)) throw new UnauthorizedError(CHECKOUT_MESSAGES.notSignedIn);
  if (carriesCardData(body)) throw new AppError(400, 'card_data_refused', CHECKOUT_MESSAGES.cardDataRefused);
  const notTheirs = takenOrderFieldsRefusal(body, caller);
  if (notTheirs?.kind === 'forbidden') throw new ForbiddenError(notTheirs.message);
  if (notTheirs) throw new ValidationError(notTheirs.message);
  const result = OrderInput.safeParse(body);
  if (!result.success) throw new ValidationError(firstIssueMessage(result.error), fieldErrors(result.error));
  return result.data;
}

/** Whether a body comes as a guest's: read before the schema, so a signed-out caller without one gets 401 first. */
function namesGuest(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { guest?: unknown }).guest != null;
}

/** Whether a body is a table's, which needs no one signed in: its QR code's token stands for it (dine-in/place-table-order.ts). */
function ordersAtTable(body: unknown): boolean {
  const fulfilment = typeof body === 'object' && body !== null ? (body as { fulfilment?: unknown }).fulfilment : undefined;
  return typeof fulfilment === 'object' && fulfilment !== null && (fulfilment as { type?: unknown }).type === 'dine_in';
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

/** The Idempotency-Key header's value, or undefined when absent or blank; 400 when longer than 100 characters. */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  const key = header?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ValidationError(`Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return key;
}
