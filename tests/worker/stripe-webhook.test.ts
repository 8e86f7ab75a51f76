import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhook, STAND_IN_KEYS } from '../factories/stripe-stand-in.ts';
import { startWorker } from './bundle.ts';

/**
 * Stripe's webhook inside workerd over D1: the SDK checks the signature with WebCrypto there as on
 * Node, a signed event moves the order's payment once, a card held for an order to pick is held
 * then charged, and a forged one is refused. No Stripe API is called: the orders are placed with
 * cash and made pending card payments in the database.
 */

let mf: Miniflare;
let orderId: string;
let totalAmount: number;
let heldId: string;
const ORIGIN = 'https://shop.example';
const REFERENCE = 'pi_worker_test_1';
const HELD_REFERENCE = 'pi_worker_test_held';
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
  const place = async () => {
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
    return ((await placed.json()) as { data: { _id: string; totalAmount: number } }).data;
  };
  ({ _id: orderId, totalAmount } = await place());
  await d1
    .prepare("update orders set payment_method = 'card', payment_status = 'pending', payment_reference = ? where id = ?")
    .bind(REFERENCE, orderId)
    .run();
  // As an order the shop picks, its card to be held for the total and a tenth.
  heldId = (await place())._id;
  await d1
    .prepare(
      "update orders set payment_method = 'card', payment_status = 'pending', payment_reference = ?, to_pick = 1, authorized_cents = 9999 where id = ?",
    )
    .bind(HELD_REFERENCE, heldId)
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

async function paymentOf(id: string): Promise<{ status: string; lines: number; captured?: number | null }> {
  const d1 = await mf.getD1Database('DB');
  const order = await d1
    .prepare('select payment_status as status, captured_cents as captured from orders where id = ?')
    .bind(id)
    .first<{ status: string; captured: number | null }>();
  const lines = await d1
    .prepare("select count(*) as count from order_status_history where order_id = ? and kind = 'payment'")
    .bind(id)
    .first<{ count: number }>();
  return { status: order!.status, lines: lines!.count, ...(order!.captured === null ? {} : { captured: order!.captured }) };
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
    expect(await paymentOf(orderId)).toMatchObject({ status: 'completed', lines: 2 });
    expect((await deliver(hook)).status).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'completed', lines: 2 });
  });

  it('holds a card for an order to pick, then records its charge of the estimate', async () => {
    const intent = { id: HELD_REFERENCE, object: 'payment_intent', currency: 'usd', metadata: { orderId: heldId } };
    const held = await signedWebhook({
      id: 'evt_worker_held',
      type: 'payment_intent.amount_capturable_updated',
      object: { ...intent, status: 'requires_capture', amount_capturable: 9999 },
    });
    expect((await deliver(held)).status).toBe(200);
    expect(await paymentOf(heldId)).toEqual({ status: 'authorized', lines: 2 });
    const charged = await signedWebhook({
      id: 'evt_worker_charged',
      type: 'payment_intent.succeeded',
      object: { ...intent, status: 'succeeded', amount_received: Math.round(totalAmount * 100) },
    });
    expect((await deliver(charged)).status).toBe(200);
    expect(await paymentOf(heldId)).toEqual({ status: 'completed', lines: 3, captured: Math.round(totalAmount * 100) });
  });
});
