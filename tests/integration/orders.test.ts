import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, foods, idempotencyKeys, orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, declinedCard, orderBody, paidCard, placeOrder, postOrder, upiDetails } from '../factories/orders.ts';

let t: TestApp;
let ann: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t, { name: 'Ann Lee' });
});
afterAll(() => t.destroy());

async function countRows() {
  const [[orderCount], [lineCount], [historyCount], [keyCount]] = await Promise.all([
    t.db.select({ n: count() }).from(orders),
    t.db.select({ n: count() }).from(orderLines),
    t.db.select({ n: count() }).from(orderStatusHistory),
    t.db.select({ n: count() }).from(idempotencyKeys),
  ]);
  return { orders: orderCount!.n, lines: lineCount!.n, history: historyCount!.n, keys: keyCount!.n };
}

async function usedCount(code: string): Promise<number> {
  return (await t.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)).get())!.usedCount;
}

describe('POST /api/orders: who and what', () => {
  it("refuses a visitor with 401 and the shop's message", async () => {
    const { status, body } = await answer(await call(t, '/api/orders', { body: orderBody() }));
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, message: 'Please log in to place an order.' });
  });

  it('places a cash order for the signed-in user with server prices, snapshots and history', async () => {
    const other = await signUpUser(t);
    const response = await postOrder(
      t,
      orderBody({
        userId: other.userId,
        products: [
          { productId: 'margherita-pizza', quantity: 2, price: 0.01, name: 'Free pizza' },
          { productId: 'dragon-roll', quantity: 1, price: 0 },
        ],
        paymentStatus: 'completed',
        orderStatus: 'delivered',
        discount: 90,
      }),
      { token: ann.token },
    );
    const { status, body } = await answer<{ success: boolean; data: Order; message: string }>(response);
    expect(status).toBe(201);
    expect(body.message).toBe('Order placed successfully!');
    const order = body.data;
    expect(order._id).toMatch(/^[0-9a-f]{24}$/);
    expect(order).toMatchObject({
      userId: ann.userId,
      customerName: 'Ann Lee',
      customerEmail: ann.email,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cash',
      paymentDetails: null,
      couponCode: null,
      discount: 0,
      discountAmount: 0,
      subtotal: 39.97,
      deliveryFee: 3,
      totalAmount: 42.97,
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
      phone: '(217) 555-0100',
    });
    expect(order.products).toEqual([
      {
        productId: 'margherita-pizza',
        name: 'Margherita Pizza',
        price: 12.99,
        quantity: 2,
        soldBy: 'unit',
        unit: null,
        amount: 25.98,
        image: '/images/dishes/margherita-pizza.avif',
        options: [],
        taxRate: 0,
        refundedQuantity: 0,
        substitution: { mode: 'none' },
        picked: null,
      },
      {
        productId: 'dragon-roll',
        name: 'Dragon Roll',
        price: 13.99,
        quantity: 1,
        soldBy: 'unit',
        unit: null,
        amount: 13.99,
        image: '/images/dishes/dragon-roll.avif',
        options: [],
        taxRate: 0,
        refundedQuantity: 0,
        substitution: { mode: 'none' },
        picked: null,
      },
    ]);
    expect(order.statusHistory).toEqual([
      { kind: 'order', status: 'pending', at: order.createdAt, by: null },
      { kind: 'payment', status: 'pending', at: order.createdAt, by: null },
    ]);
    const row = await t.db.select().from(orders).where(eq(orders.id, order._id)).get();
    expect(row).toMatchObject({ totalCents: 4297, subtotalCents: 3997, discountCents: 0, deliveryFeeCents: 300 });
  });

  it('keeps the line snapshot when the dish changes later', async () => {
    const order = await placeOrder(t, ann.token, { products: [{ productId: 'salmon-nigiri', quantity: 1 }] });
    await t.db.update(foods).set({ name: 'Salmon Nigiri Deluxe', priceCents: 2000 }).where(eq(foods.id, 'salmon-nigiri'));
    const list = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${ann.userId}`, { token: ann.token }));
    const again = list.body.data.find((candidate) => candidate._id === order._id)!;
    expect(again.products[0]).toMatchObject({ name: 'Salmon Nigiri', price: 12.49 });
    await t.db.update(foods).set({ name: 'Salmon Nigiri', priceCents: 1249 }).where(eq(foods.id, 'salmon-nigiri'));
  });

  it('merges the same dish sent twice into one line', async () => {
    const order = await placeOrder(t, ann.token, {
      products: [
        { productId: 'classic-burger', quantity: 1 },
        { productId: 'veg-thali', quantity: 1 },
        { productId: 'classic-burger', quantity: 2 },
      ],
    });
    expect(order.products.map((line) => [line.productId, line.quantity])).toEqual([
      ['classic-burger', 3],
      ['veg-thali', 1],
    ]);
    expect(order.subtotal).toBe(41.46);
  });

  it('refuses a dish repeated past 99 over several lines, and an order of more than 300 items, keeping nothing', async () => {
    const before = await t.db.select({ id: orders.id }).from(orders);
    const repeated = Array.from({ length: 50 }, () => ({ productId: 'margherita-pizza', quantity: 99 }));
    const split = await answer(await postOrder(t, orderBody({ products: repeated }), { token: ann.token }));
    expect(split.status).toBe(400);
    expect(split.body.message).toBe('You can order at most 99 of one dish.');

    const ids = ['margherita-pizza', 'dragon-roll', 'classic-burger', 'veg-thali'];
    const bulk = await answer(
      await postOrder(t, orderBody({ products: ids.map((productId) => ({ productId, quantity: 99 })) }), { token: ann.token }),
    );
    expect(bulk.status).toBe(400);
    expect(bulk.body.message).toBe('An order can have at most 300 items.');
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('uses the delivery fee from the settings', async () => {
    const { storeSettings } = await import('../../db/schema/index.ts');
    await t.db.update(storeSettings).set({ deliveryFeeCents: 450 });
    const order = await placeOrder(t, ann.token, { products: [{ productId: 'classic-burger', quantity: 1 }] });
    expect(order).toMatchObject({ subtotal: 9.99, deliveryFee: 4.5, totalAmount: 14.49 });
    await t.db.update(storeSettings).set({ deliveryFeeCents: 300 });
  });
});

describe('POST /api/orders: validation messages in order', () => {
  const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
  it.each([
    ['no products', { products: [] }, 'Your cart is empty.'],
    ['products missing', { products: undefined }, 'Your cart is empty.'],
    ['empty cart and no address', { products: [], deliveryAddress: {} }, 'Your cart is empty.'],
    ['blank street', { deliveryAddress: { ...address, street: '  ' } }, 'Please fill in all delivery address fields.'],
    ['no zip code', { deliveryAddress: { ...address, zipCode: undefined } }, 'Fill in this field: ZIP code.'],
    ['a zip code of four digits', { deliveryAddress: { ...address, zipCode: '6270' } }, 'ZIP code: use the format of 95014.'],
    ['no address', { deliveryAddress: undefined }, 'Please fill in all delivery address fields.'],
    [
      'address before card',
      { deliveryAddress: { ...address, street: '' }, paymentMethod: 'card' },
      'Please fill in all delivery address fields.',
    ],
    ['card without details', { paymentMethod: 'card' }, 'Please fill in all card details.'],
    ['card without token', { paymentMethod: 'card', paymentDetails: { ...paidCard, token: '' } }, 'Please fill in all card details.'],
    [
      'card without holder',
      { paymentMethod: 'card', paymentDetails: { ...paidCard, cardHolderName: ' ' } },
      'Please fill in all card details.',
    ],
    [
      'card with an unknown token',
      { paymentMethod: 'card', paymentDetails: { ...paidCard, token: 'tok_live_abc' } },
      'Please fill in all card details.',
    ],
    ['upi without details', { paymentMethod: 'upi' }, 'Please fill in all UPI details.'],
    [
      'upi without transaction id',
      { paymentMethod: 'upi', paymentDetails: { upiId: 'ann@okbank', transactionId: '' } },
      'Please fill in all UPI details.',
    ],
    [
      'upi id not name@bank',
      { paymentMethod: 'upi', paymentDetails: { upiId: 'ann', transactionId: 'T1' } },
      'Please enter your UPI ID as name@bank.',
    ],
    ['an unknown payment method', { paymentMethod: 'bitcoin' }, 'Please choose a payment method.'],
    [
      'card number in the details',
      { paymentMethod: 'card', paymentDetails: { ...paidCard, cardNumber: '4242424242424242' } },
      'Card numbers and CVVs are never sent to the shop. Please pay through the card form.',
    ],
    [
      'cvv anywhere',
      { paymentMethod: 'cash', extra: { nested: [{ cvv: '123' }] } },
      'Card numbers and CVVs are never sent to the shop. Please pay through the card form.',
    ],
    [
      'card_number spelled otherwise',
      { card_number: '4242424242424242' },
      'Card numbers and CVVs are never sent to the shop. Please pay through the card form.',
    ],
    [
      'an unknown dish',
      { products: [{ productId: 'no-such-dish', quantity: 1, name: 'Ghost Curry' }] },
      'Sorry, Ghost Curry is no longer available. Please remove it from your cart.',
    ],
    [
      'unavailable dishes',
      {
        products: [
          { productId: 'mushroom-swiss-burger', quantity: 1 },
          { productId: 'paneer-thali', quantity: 1 },
          { productId: 'veg-thali', quantity: 1 },
        ],
      },
      'Sorry, Mushroom Swiss Burger, Paneer Thali are no longer available. Please remove them from your cart.',
    ],
    ['an unknown coupon', { couponCode: 'NOPE' }, 'Invalid Coupon Code'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const before = await countRows();
    const { status, body } = await answer(
      await postOrder(t, orderBody(overrides), { token: ann.token, idempotencyKey: crypto.randomUUID() }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await answer(await postOrder(t, '{"products": [', { token: ann.token }));
    expect(status).toBe(400);
    expect(body.message).toBe('Send a JSON body.');
  });

  it('refuses an Idempotency-Key longer than 100 characters', async () => {
    const { status } = await answer(await postOrder(t, orderBody(), { token: ann.token, idempotencyKey: 'k'.repeat(101) }));
    expect(status).toBe(400);
    expect((await postOrder(t, orderBody(), { token: ann.token, idempotencyKey: 'k'.repeat(100) })).status).toBe(201);
  });
});

describe('POST /api/orders: the server decides the money', () => {
  it('accepts a totalAmount equal to the server total', async () => {
    const response = await postOrder(t, orderBody({ totalAmount: 42.97 }), { token: ann.token });
    expect(response.status).toBe(201);
  });

  it('refuses a tampered totalAmount with 409 and the current figures, keeping nothing', async () => {
    const before = await countRows();
    const { status, body } = await answer(
      await postOrder(t, orderBody({ totalAmount: 1, couponCode: 'save10' }), { token: ann.token, idempotencyKey: 'tamper-1' }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      success: false,
      message: 'Prices have changed. Please review your cart.',
      code: 'prices_changed',
      data: {
        currency: 'USD',
        subtotal: 39.97,
        discount: 4,
        discountPercent: 10,
        discountAmount: 4,
        deliveryFee: 3,
        taxMode: 'exclusive',
        tax: 0,
        taxLines: [{ rate: 0, taxable: 38.97, tax: 0 }],
        tip: 0,
        totalAmount: 38.97,
      },
    });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a stale total after the price changed', async () => {
    await t.db.update(foods).set({ priceCents: 1399 }).where(eq(foods.id, 'margherita-pizza'));
    const { status, body } = await answer(await postOrder(t, orderBody({ totalAmount: 42.97 }), { token: ann.token }));
    expect(status).toBe(409);
    expect(body.data).toMatchObject({ subtotal: 41.97, totalAmount: 44.97 });
    await t.db.update(foods).set({ priceCents: 1299 }).where(eq(foods.id, 'margherita-pizza'));
  });

  it('applies SAVE10 typed in any case and counts its use', async () => {
    const before = await usedCount('SAVE10');
    for (const code of ['save10', ' Save10 ']) {
      const order = await placeOrder(t, ann.token, { couponCode: code, discount: 100 });
      expect(order).toMatchObject({
        couponCode: 'SAVE10',
        discount: 4,
        discountPercent: 10,
        discountAmount: 4,
        subtotal: 39.97,
        totalAmount: 38.97,
      });
    }
    expect(await usedCount('SAVE10')).toBe(before + 2);
  });

  it('refuses an expired coupon and one below its minimum', async () => {
    await t.db.insert(coupons).values([
      { code: 'OLD5', discountPercent: 5, expiresAt: new Date(t.clock.now() - 1000) },
      { code: 'BIG50', discountPercent: 50, minOrderCents: 10_000 },
    ]);
    expect((await answer(await postOrder(t, orderBody({ couponCode: 'old5' }), { token: ann.token }))).body.message).toBe(
      'This coupon has expired.',
    );
    expect((await answer(await postOrder(t, orderBody({ couponCode: 'big50' }), { token: ann.token }))).body.message).toBe(
      'This coupon needs an order of at least $100.00.',
    );
  });
});

describe('POST /api/orders: payments', () => {
  it('charges an approved card: payment completed, card brand, last 4 and holder kept, nothing else', async () => {
    const order = await placeOrder(t, ann.token, { paymentMethod: 'card', paymentDetails: paidCard });
    expect(order).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'completed',
      orderStatus: 'pending',
      paymentDetails: { brand: 'visa', last4: '4242', cardHolderName: 'Ann Lee' },
    });
    expect(order.statusHistory.map((change) => [change.kind, change.status])).toEqual([
      ['order', 'pending'],
      ['payment', 'completed'],
    ]);
    const row = await t.db.select().from(orders).where(eq(orders.id, order._id)).get();
    expect(row!.paymentReference).toMatch(/^test_ch_/);
    expect(JSON.stringify(row)).not.toContain('tok_test');
  });

  it('charges the server total, not the client one', async () => {
    const charged: number[] = [];
    const spy = await createTestApp({
      paymentGateway: {
        async authorize(_token, amountCents) {
          charged.push(amountCents);
          return { approved: true, reference: 'ref-1' };
        },
        async capture() {},
        async void() {},
      },
    });
    try {
      const user = await signUpUser(spy);
      const response = await postOrder(spy, orderBody({ paymentMethod: 'card', paymentDetails: paidCard, couponCode: 'SAVE20' }), {
        token: user.token,
      });
      expect(response.status).toBe(201);
      expect(charged).toEqual([3997 - 799 + 300]);
    } finally {
      await spy.destroy();
    }
  });

  it('declines tok_test_declined with 402 and keeps nothing: no order, no lines, no coupon use, key released', async () => {
    const before = await countRows();
    const couponBefore = await usedCount('SAVE20');
    const body = orderBody({ paymentMethod: 'card', paymentDetails: declinedCard, couponCode: 'SAVE20' });
    const { status, body: json } = await answer(await postOrder(t, body, { token: ann.token, idempotencyKey: 'declined-1' }));
    expect(status).toBe(402);
    expect(json).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect(await countRows()).toEqual(before);
    expect(await usedCount('SAVE20')).toBe(couponBefore);
    // The key was released: the same key may now pay with another card.
    const retry = await postOrder(t, orderBody({ paymentMethod: 'card', paymentDetails: paidCard, couponCode: 'SAVE20' }), {
      token: ann.token,
      idempotencyKey: 'declined-1',
    });
    expect(retry.status).toBe(201);
  });

  it('voids the authorization and releases the key when the write fails', async () => {
    const voided: string[] = [];
    const failing = await createTestApp({
      paymentGateway: {
        async authorize() {
          return { approved: true, reference: 'ref-void' };
        },
        async capture() {
          throw new Error('must not capture');
        },
        async void(reference) {
          voided.push(reference);
        },
      },
    });
    try {
      const user = await signUpUser(failing);
      await failing.client.execute("CREATE TRIGGER fail_orders BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
      const response = await postOrder(failing, orderBody({ paymentMethod: 'card', paymentDetails: paidCard }), {
        token: user.token,
        idempotencyKey: 'w1',
      });
      expect(response.status).toBe(500);
      expect(voided).toEqual(['ref-void']);
      expect(await failing.db.select().from(idempotencyKeys)).toEqual([]);
      expect(failing.loggedErrors.map((entry) => entry.message)).toEqual(['Unhandled error']);
    } finally {
      await failing.destroy();
    }
  });

  it('keeps the UPI id and transaction id for the admin, payment pending', async () => {
    const order = await placeOrder(t, ann.token, { paymentMethod: 'upi', paymentDetails: { ...upiDetails, extra: 'ignored' } });
    expect(order).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'pending', paymentDetails: upiDetails });
  });

  it('ignores payment details sent with cash', async () => {
    const order = await placeOrder(t, ann.token, { paymentMethod: 'cash', paymentDetails: upiDetails });
    expect(order.paymentDetails).toBeNull();
  });
});

describe('POST /api/orders: coupon limits under concurrency', () => {
  it('lets exactly one of several concurrent orders use a one-use coupon', async () => {
    await t.db.insert(coupons).values({ code: 'ONCE', discountPercent: 15, usageLimit: 1 });
    const users = await Promise.all(Array.from({ length: 5 }, () => signUpUser(t)));
    const responses = await Promise.all(users.map((user) => postOrder(t, orderBody({ couponCode: 'once' }), { token: user.token })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.status === 400)) {
      expect((await response.json()).message).toBe('This coupon has been used up.');
    }
    expect(await usedCount('ONCE')).toBe(1);
    expect((await t.db.select({ n: count() }).from(orders).where(eq(orders.couponCode, 'ONCE')))[0]!.n).toBe(1);
  });
});

describe('POST /api/orders: rate limit', () => {
  it("takes the owner's ORDER_LIMIT_PER_CUSTOMER over ten minutes", async () => {
    const limited = await createTestApp({ config: { orderLimitPerCustomer: 1 } });
    try {
      const user = await signUpUser(limited);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(201);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(429);
      limited.clock.advance(10 * 60_000);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(201);
    } finally {
      await limited.destroy();
    }
  });

  it('answers 429 past the per-customer limit', async () => {
    const limited = await createTestApp({ orderRateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const user = await signUpUser(limited);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(201);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(201);
      const third = await postOrder(limited, orderBody(), { token: user.token, idempotencyKey: 'third' });
      expect(third.status).toBe(429);
      expect((await third.json()).message).toBe('You have placed a lot of orders in a short time. Please wait a while and try again.');
      expect(third.headers.get('retry-after')).toBe('60');
      expect(await limited.db.select().from(idempotencyKeys)).toEqual([]);
      limited.clock.advance(60_000);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(201);
    } finally {
      await limited.destroy();
    }
  });

  it('counts declined card attempts too, before they reach the gateway', async () => {
    let authorizations = 0;
    const limited = await createTestApp({
      orderRateLimit: { limit: 2, windowMs: 60_000 },
      paymentGateway: {
        async authorize() {
          authorizations += 1;
          return { approved: false, message: 'Your card was declined.' };
        },
        async capture() {},
        async void() {},
      },
    });
    try {
      const user = await signUpUser(limited);
      const card = orderBody({ paymentMethod: 'card', paymentDetails: declinedCard });
      expect((await postOrder(limited, card, { token: user.token })).status).toBe(402);
      expect((await postOrder(limited, card, { token: user.token })).status).toBe(402);
      expect((await postOrder(limited, card, { token: user.token })).status).toBe(429);
      expect((await postOrder(limited, orderBody(), { token: user.token })).status).toBe(429);
      expect(authorizations).toBe(2);
    } finally {
      await limited.destroy();
    }
  });
});
