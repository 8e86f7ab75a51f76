import type { Order } from '../../domain/order.ts';
import type { TestApp } from './app.ts';
import { call } from './auth.ts';

/** A valid order body (cash, two dishes) that tests change one field of at a time. */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    products: [
      { productId: 'margherita-pizza', quantity: 2 },
      { productId: 'dragon-roll', quantity: 1 },
    ],
    deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
    phone: '(217) 555-0100',
    paymentMethod: 'cash',
    ...overrides,
  };
}

/** What the test gateway's browser part sends for an approved card. */
export const paidCard = { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Ann Lee' } as const;
export const declinedCard = { token: 'tok_test_declined', brand: 'visa', last4: '0002', cardHolderName: 'Ann Lee' } as const;
export const upiDetails = { upiId: 'ann@okbank', transactionId: 'TXN123456' } as const;

export interface PlaceOptions {
  token: string;
  idempotencyKey?: string;
}

export function postOrder(t: TestApp, body: unknown, options: PlaceOptions): Promise<Response> {
  return call(t, '/api/orders', {
    body,
    token: options.token,
    headers: options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey },
  });
}

/** Places an order and returns it; throws unless the answer is 201. */
export async function placeOrder(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<Order> {
  const response = await postOrder(t, orderBody(overrides), { token });
  if (response.status !== 201) throw new Error(`placing an order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Order }).data;
}

/** Reads a JSON answer with its status, for one-line assertions. */
export async function answer<Body = Record<string, unknown>>(response: Response): Promise<{ status: number; body: Body }> {
  return { status: response.status, body: (await response.json()) as Body };
}
