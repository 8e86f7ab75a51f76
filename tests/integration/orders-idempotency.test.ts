import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { signUpUser, type SignedUp } from '../factories/auth.ts';
import { OrderInput } from '../../worker/src/orders/request.ts';
import { hashRequest } from '../../worker/src/orders/idempotency.ts';
import { answer, declinedCard, orderBody, paidCard, postOrder } from '../factories/orders.ts';

let t: TestApp;
let ann: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t);
});
afterAll(() => t.destroy());

async function ordersOf(userId: string): Promise<number> {
  return (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;
}

describe('Idempotency-Key on POST /api/orders', () => {
  it.each([
    ['cash', orderBody()],
    ['UPI', orderBody({ paymentMethod: 'upi', paymentDetails: { upiId: 'ann@okbank', transactionId: 'T-1' } })],
  ])('10 concurrent %s requests with one key make exactly one order', async (_method, body) => {
    const user = await signUpUser(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t, body, { token: user.token, idempotencyKey: 'race-2' })),
    );
    const answers = await Promise.all(responses.map((response) => answer<{ data: Order }>(response)));
    expect(answers.map((one) => one.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((one) => one.body.data._id)).size).toBe(1);
    expect(await ordersOf(user.userId)).toBe(1);
  });

  it('10 concurrent card requests with one key make exactly one order, and all answer with it', async () => {
    const user = await signUpUser(t);
    const body = orderBody({ paymentMethod: 'card', paymentDetails: paidCard });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t, body, { token: user.token, idempotencyKey: 'race-1' })),
    );
    const answers = await Promise.all(responses.map((response) => answer<{ data: Order }>(response)));
    expect(answers.map((one) => one.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((one) => one.body.data._id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(user.userId)).toBe(1);
    const key = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.userId), eq(idempotencyKeys.key, 'race-1')))
      .get();
    expect(key!.orderId).toBe([...ids][0]);
  });

  it('charges the card once under a concurrent retry', async () => {
    let authorizations = 0;
    const counted = await createTestApp({
      paymentGateway: {
        async authorize() {
          authorizations += 1;
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { approved: true, reference: `ref-${authorizations}` };
        },
        async capture() {},
        async void() {},
      },
    });
    try {
      const user = await signUpUser(counted);
      const body = orderBody({ paymentMethod: 'card', paymentDetails: paidCard });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => postOrder(counted, body, { token: user.token, idempotencyKey: 'k' })),
      );
      expect(
        new Set(await Promise.all(responses.map(async (response) => ((await response.json()) as { data: Order }).data._id))).size,
      ).toBe(1);
      expect(authorizations).toBe(1);
    } finally {
      await counted.destroy();
    }
  });

  it('a later retry with the same key and body gets the first order with 200', async () => {
    const first = await answer<{ data: Order; message: string }>(
      await postOrder(t, orderBody(), { token: ann.token, idempotencyKey: 'later' }),
    );
    expect(first.status).toBe(201);
    const before = await ordersOf(ann.userId);
    // Key order and formatting of the body do not matter; the checked content does.
    const reordered = {
      paymentMethod: 'cash',
      phone: orderBody().phone,
      deliveryAddress: orderBody().deliveryAddress,
      products: orderBody().products,
    };
    const retry = await answer<{ data: Order; message: string }>(
      await postOrder(t, reordered, { token: ann.token, idempotencyKey: 'later' }),
    );
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(retry.body.message).toBe('Order placed successfully!');
    expect(await ordersOf(ann.userId)).toBe(before);
  });

  it('the same key with another body is refused with 422', async () => {
    await postOrder(t, orderBody(), { token: ann.token, idempotencyKey: 'mismatch' });
    const { status, body } = await answer(
      await postOrder(t, orderBody({ products: [{ productId: 'veg-thali', quantity: 1 }] }), {
        token: ann.token,
        idempotencyKey: 'mismatch',
      }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, message: 'This Idempotency-Key was already used for a different order.' });
  });

  it('keys belong to one user: another customer may use the same key', async () => {
    await postOrder(t, orderBody(), { token: ann.token, idempotencyKey: 'shared-key' });
    const bo = await signUpUser(t);
    const response = await postOrder(t, orderBody(), { token: bo.token, idempotencyKey: 'shared-key' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: Order }).data.userId).toBe(bo.userId);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await answer<{ data: Order }>(await postOrder(t, orderBody(), { token: ann.token, idempotencyKey: 'daily' }));
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const second = await answer<{ data: Order }>(
      await postOrder(t, orderBody({ products: [{ productId: 'veg-thali', quantity: 1 }] }), { token: ann.token, idempotencyKey: 'daily' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.data._id).not.toBe(first.body.data._id);
  });

  it('a failed attempt releases its key so the retry can succeed', async () => {
    const bad = await postOrder(t, orderBody({ totalAmount: 1 }), { token: ann.token, idempotencyKey: 'after-409' });
    expect(bad.status).toBe(409);
    const good = await postOrder(t, orderBody({ totalAmount: 42.97 }), { token: ann.token, idempotencyKey: 'after-409' });
    expect(good.status).toBe(201);
  });

  it('concurrent retries of a declined card are each declined, and nothing is kept', async () => {
    const user = await signUpUser(t);
    const body = orderBody({ paymentMethod: 'card', paymentDetails: declinedCard });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postOrder(t, body, { token: user.token, idempotencyKey: 'declined-race' })),
    );
    expect(responses.map((response) => response.status)).toEqual([402, 402, 402, 402, 402]);
    expect(await ordersOf(user.userId)).toBe(0);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.userId))).toEqual([]);
  });

  it('refuses a key held by another request with a different body at once (422)', async () => {
    const user = await signUpUser(t);
    await t.db
      .insert(idempotencyKeys)
      .values({ userId: user.userId, key: 'held', requestHash: 'other', orderId: null, createdAt: new Date(t.clock.now()) });
    const { status } = await answer(await postOrder(t, orderBody(), { token: user.token, idempotencyKey: 'held' }));
    expect(status).toBe(422);
  });

  it('answers 409 when the first identical request is still being placed after about 5 seconds', async () => {
    const user = await signUpUser(t);
    // A card order's reservation that never completes (its process died mid-payment, say).
    const cardOrder = orderBody({ paymentMethod: 'card', paymentDetails: paidCard });
    const requestHash = hashRequest(OrderInput.parse(cardOrder).input);
    await t.db
      .insert(idempotencyKeys)
      .values({ userId: user.userId, key: 'stuck', requestHash, orderId: null, createdAt: new Date(t.clock.now()) });
    const started = Date.now();
    const { status, body } = await answer(await postOrder(t, cardOrder, { token: user.token, idempotencyKey: 'stuck' }));
    expect(status).toBe(409);
    expect(body.message).toBe('This order is still being placed. Please wait a moment and check My Orders.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(await ordersOf(user.userId)).toBe(0);
  });
});
