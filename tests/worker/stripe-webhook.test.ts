import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhook, STAND_IN_KEYS } from '../factories/stripe-stand-in.ts';
import { startWorker } from './bundle.ts';

/**
 * Stripe's webhook inside workerd over D1: the SDK checks the signature with WebCrypto there as on
 * Node, a signed event moves the order's payment once, and a forged one is refused. No Stripe API
 * is called: the order is placed with cash and made a pending card payment in the database.
 */

let mf: Miniflare;
let orderId: string;
let totalAmount: number;
const ORIGIN = 'https://shop.example';
const REFERENCE = 'pi_worker_test_1';
const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.70' };

beforeAll(async () => {
  mf = await startWorker({
    bindings: {
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    },
  });
  const d1 = await mf.getD1Database('DB');
  await d1
    .prepare(
      "insert into foods (id, name, category, price_cents, image) values ('dragon-roll', 'Dragon Roll', 'sushi', 1399, '/images/dishes/dragon-roll.svg')",
    )
    .run();
  const signup = await mf.dispatchFetch(`${ORIGIN}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Webhook Wes', email: 'wes@worker.test', password: 'correct horse' }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
  const placed = await mf.dispatchFetch(`${ORIGIN}/api/orders`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({
      products: [{ productId: 'dragon-roll', quantity: 1 }],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      phone: '(217) 555-0100',
      paymentMethod: 'cash',
    }),
  });
  expect(placed.status).toBe(201);
  ({ _id: orderId, totalAmount } = ((await placed.json()) as { data: { _id: string; totalAmount: number } }).data);
  await d1
    .prepare("update orders set payment_method = 'card', payment_status = 'pending', payment_reference = ? where id = ?")
    .bind(REFERENCE, orderId)
    .run();
});

afterAll(async () => {
  await mf?.dispose();
});

const deliver = (hook: { payload: string; signature: string }) =>
  mf.dispatchFetch(`${ORIGIN}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': hook.signature },
    body: hook.payload,
  });

async function paymentOf(id: string): Promise<{ status: string; lines: number }> {
  const d1 = await mf.getD1Database('DB');
  const order = await d1.prepare('select payment_status as status from orders where id = ?').bind(id).first<{ status: string }>();
  const lines = await d1
    .prepare("select count(*) as count from order_status_history where order_id = ? and kind = 'payment'")
    .bind(id)
    .first<{ count: number }>();
  return { status: order!.status, lines: lines!.count };
}

describe("Stripe's webhook inside workerd", () => {
  it('refuses a forged event with 400 and changes nothing', async () => {
    const event = {
      id: 'evt_worker_forged',
      type: 'payment_intent.succeeded',
      object: { id: REFERENCE, object: 'payment_intent', metadata: { orderId } },
    };
    const forged = await deliver(await signedWebhook(event, { secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('invalid_signature');
    expect(await paymentOf(orderId)).toEqual({ status: 'pending', lines: 1 });
  });

  it('accepts a signed event, moves the payment once, and acknowledges it again without a change', async () => {
    const paid = { amount_received: Math.round(totalAmount * 100), currency: 'usd' };
    const hook = await signedWebhook({
      id: 'evt_worker_paid',
      type: 'payment_intent.succeeded',
      object: { id: REFERENCE, object: 'payment_intent', ...paid, metadata: { orderId } },
    });
    const received = await deliver(hook);
    expect(received.status).toBe(200);
    expect(await received.json()).toEqual({ received: true });
    expect(await paymentOf(orderId)).toEqual({ status: 'completed', lines: 2 });
    expect((await deliver(hook)).status).toBe(200);
    expect(await paymentOf(orderId)).toEqual({ status: 'completed', lines: 2 });
  });
});
