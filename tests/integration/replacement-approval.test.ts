import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, outboxMails, stockLevels } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { openGroceryShop } from '../factories/grocery-shop.ts';
import { answer, orderBody, placeOrder } from '../factories/orders.ts';

// Customers approve replacements (docs/product/picking.md): a replacement staff record waits for the
// customer's answer; accepted it is sent, declined or unanswered in time its line is missing.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let stranger: SignedUp;
let picker: SignedUp;
let ids: Record<'tomatoes' | 'basmati' | 'jasmine' | 'milk' | 'oatMilk', string>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  stranger = await signUpUser(t, { name: 'Sam Stranger' });
  picker = await signUpUser(t, { name: 'Pia Picker' });
  await setRole(t, picker.userId, 'staff');
  ids = await openGroceryShop(t, admin.token, ['tomatoes', 'basmati', 'jasmine', 'milk', 'oatMilk']);
});
afterAll(() => t.destroy());

type Answer = { data: Order; message: string; errors?: Record<string, string>; code?: string; personalDetailsHidden?: boolean };

const settings = (replacementApproval: unknown) =>
  call(t, '/api/settings', { method: 'PUT', body: { replacementApproval }, token: admin.token });

/** 1.5 kg of tomatoes, 2 basmati (best match), 2 milk (oat milk may replace it). */
const products = () => [
  { productId: ids.tomatoes, quantity: 1.5, substitution: { mode: 'none' } },
  { productId: ids.basmati, quantity: 2, substitution: { mode: 'best_match' } },
  { productId: ids.milk, quantity: 2, substitution: { mode: 'specific', productId: ids.oatMilk } },
];

async function acceptedOrder(token = customer.token): Promise<Order> {
  const order = await placeOrder(t, token, { products: products(), locationId: 1 });
  expect((await call(t, `/api/orders/${order._id}/accept`, { body: { prepMinutes: 15 }, token: admin.token })).status).toBe(200);
  return order;
}

const pick = async (order: Order, picked: unknown) =>
  answer<Answer>(await call(t, `/api/orders/${order._id}/pick`, { body: { lines: picked }, token: picker.token }));
const complete = async (order: Order) =>
  answer<Answer & { data: { waiting?: { index: number; minutesLeft: number }[] } }>(
    await call(t, `/api/orders/${order._id}/pick/complete`, { method: 'POST', token: picker.token }),
  );
const reply = async (order: Pick<Order, '_id'>, index: number, body: unknown, as: { token?: string; tracking?: string } = {}) =>
  answer<Answer>(
    await call(t, `/api/orders/${order._id}/replacements/${index}`, {
      body,
      token: as.token,
      headers: as.tracking ? { 'Tracking-Token': as.tracking } : {},
    }),
  );

/** Every line decided: tomatoes weighed, basmati replaced by 2 jasmine, milk by 2 oat milk. */
const everyLine = () => [
  { index: 0, status: 'picked', quantity: 1.5 },
  { index: 1, status: 'replaced', productId: ids.jasmine },
  { index: 2, status: 'replaced', productId: ids.oatMilk },
];

const stockOf = async (productId: string) =>
  (await t.db.select().from(stockLevels).where(eq(stockLevels.foodId, productId)).get())?.quantityMilli;
const mailsOf = (order: Order, kind: 'replacements_waiting' | 'order_picked') =>
  t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.orderId, order._id), eq(outboxMails.kind, kind)));

describe('the owner’s setting', () => {
  it('is off until the owner turns it on, with 10 minutes to answer', async () => {
    const read = await answer<{ data: { replacementApproval: unknown } }>(await call(t, '/api/settings'));
    expect(read.body.data.replacementApproval).toEqual({ enabled: false, minutes: 10 });
  });

  it('takes a whole number of minutes from 1 to 120', async () => {
    for (const minutes of [0, 121, 2.5])
      expect(await answer(await settings({ enabled: true, minutes }))).toMatchObject({
        status: 400,
        body: { errors: { 'replacementApproval.minutes': 'Give customers a whole number of minutes from 1 to 120 to answer.' } },
      });
    const saved = await answer<{ data: { replacementApproval: unknown } }>(await settings({ enabled: true, minutes: 10 }));
    expect(saved).toMatchObject({ status: 200, body: { data: { replacementApproval: { enabled: true, minutes: 10 } } } });
  });
});

describe('a replacement waiting for the customer', () => {
  let order: Order;
  beforeAll(async () => {
    order = await acceptedOrder();
  });

  it('waits from when it is recorded, and the customer is mailed the replacements offered', async () => {
    const recorded = t.clock.now();
    const { status, body } = await pick(order, everyLine());
    expect(status).toBe(200);
    const until = new Date(recorded + 10 * MINUTE).toISOString();
    expect(body.data.products.map((line) => line.picked?.approval ?? null)).toEqual([
      null,
      { status: 'waiting', until },
      { status: 'waiting', until },
    ]);
    expect(body.data.statusHistory.at(-1)).toMatchObject({ kind: 'replacement', status: 'waiting', by: { name: 'Pia Picker' } });
    const [mail, ...more] = await mailsOf(order, 'replacements_waiting');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toAddress: customer.email });
    expect(JSON.parse(mail!.payload)).toMatchObject({
      waitUntil: recorded + 10 * MINUTE,
      waitMinutes: 10,
      pickChanges: [
        { name: 'Basmati Rice 1 kg', change: { kind: 'replaced', named: false }, estimatedCents: 658, finalCents: 658 },
        { name: 'Milk 1 L', change: { kind: 'replaced', named: true }, estimatedCents: 230, finalCents: 398 },
      ],
    });
  });

  it('keeps its wait when recorded again, and starts over for another quantity', async () => {
    const first = (await pick(order, [{ index: 1, status: 'replaced', productId: ids.jasmine }])).body.data.products[1]!.picked?.approval;
    t.clock.advance(2 * MINUTE);
    const again = await pick(order, [{ index: 1, status: 'replaced', productId: ids.jasmine }]);
    expect(again.body.data.products[1]!.picked?.approval).toEqual(first);
    // The same replacement again is no new offer: no second mail.
    expect(await mailsOf(order, 'replacements_waiting')).toHaveLength(1);
    const other = await pick(order, [{ index: 2, status: 'replaced', productId: ids.oatMilk, quantity: 1 }]);
    expect(other.body.data.products[2]!.picked?.approval).toEqual({
      status: 'waiting',
      until: new Date(t.clock.now() + 10 * MINUTE).toISOString(),
    });
    expect(await mailsOf(order, 'replacements_waiting')).toHaveLength(2);
  });

  it('holds the pick open while the customer may still answer, naming the lines and the minutes left', async () => {
    expect(await complete(order)).toMatchObject({
      status: 409,
      body: {
        code: 'approval_waiting',
        message:
          'The customer has not answered 2 replacements yet (Basmati Rice 1 kg, Milk 1 L): complete the pick once they do, or in 10 min.',
        data: {
          waiting: [
            { index: 1, minutesLeft: 8 },
            { index: 2, minutesLeft: 10 },
          ],
        },
      },
    });
  });

  it('is answered by the order’s customer alone', async () => {
    expect((await reply(order, 1, { accept: true })).status).toBe(401);
    expect(await reply(order, 1, { accept: true }, { token: stranger.token })).toMatchObject({
      status: 403,
      body: { message: 'This order is not yours: open it from your orders or from its tracking link.' },
    });
    expect((await reply(order, 1, { accept: true }, { token: picker.token })).status).toBe(403);
    expect((await reply(order, 1, { accept: true }, { tracking: 'x'.repeat(43) })).status).toBe(403);
    expect(await reply(order, 1, { accept: 'yes' }, { token: customer.token })).toMatchObject({
      status: 400,
      body: { message: 'Say whether you accept the replacement: accept is true or false.' },
    });
    expect((await reply(order, -1, { accept: true }, { token: customer.token })).status).toBe(400);
    expect((await reply({ _id: '0'.repeat(24) }, 1, { accept: true }, { token: customer.token })).status).toBe(404);
  });

  it('takes the customer’s answer, tells the desk, and answers the order as the tracking page reads it', async () => {
    const accepted = await reply(order, 1, { accept: true }, { token: customer.token });
    expect(accepted).toMatchObject({
      status: 200,
      body: { message: 'Replacement accepted: we will send it.', personalDetailsHidden: false },
    });
    expect(accepted.body.data.products[1]!.picked?.approval?.status).toBe('accepted');
    expect(accepted.body.data.statusHistory.at(-1)).toMatchObject({
      kind: 'replacement',
      status: 'accepted',
      by: { userId: customer.userId },
    });
  });

  it('refuses a second answer, and a line where nothing was offered', async () => {
    expect(await reply(order, 1, { accept: false }, { token: customer.token })).toMatchObject({
      status: 409,
      body: { code: 'approval_closed', message: 'You have answered this replacement already.' },
    });
    for (const index of [0, 7])
      expect(await reply(order, index, { accept: true }, { token: customer.token })).toMatchObject({
        status: 409,
        body: { message: 'No replacement on this line is waiting for your answer.' },
      });
  });

  it('once its time is over, refuses an answer and completes without the line', async () => {
    t.clock.advance(10 * MINUTE);
    expect(await reply(order, 2, { accept: true }, { token: customer.token })).toMatchObject({
      status: 409,
      body: { message: 'The time to answer this replacement is over: it is left out, and you are not charged for it.' },
    });
    const before = { milk: await stockOf(ids.milk), oatMilk: await stockOf(ids.oatMilk) };
    const { status, body } = await complete(order);
    expect(status).toBe(200);
    // Tomatoes 6.74 and 2 jasmine capped at 6.58; the milk line is not charged: 13.32, 5% tax 0.67, fee 3.
    expect(body.data).toMatchObject({ subtotal: 13.32, tax: 0.67, deliveryFee: 3, totalAmount: 16.99 });
    expect(body.data.products[2]!.picked).toEqual({
      status: 'missing',
      quantity: 0,
      product: { productId: ids.oatMilk, name: 'Oat Milk 1 L', price: 1.99, quantity: 1, unit: null },
      approval: { status: 'expired', until: expect.any(String) },
    });
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(orderLines.position);
    expect(rows.map((row) => [row.position, row.name])).toEqual([
      [0, 'Vine Tomatoes'],
      [1, 'Jasmine Rice 1 kg'],
    ]);
    // The milk goes back to the shelf and no oat milk is taken.
    expect(await stockOf(ids.milk)).toBe(before.milk! + 2000);
    expect(await stockOf(ids.oatMilk)).toBe(before.oatMilk);
    const [picked] = await mailsOf(order, 'order_picked');
    expect(JSON.parse(picked!.payload).pickChanges[2]).toMatchObject({
      name: 'Milk 1 L',
      change: { kind: 'not_approved', answer: 'expired', offered: { name: 'Oat Milk 1 L', quantity: 1 } },
      finalCents: 0,
    });
  });

  it('refuses an answer once the order is picked', async () => {
    expect(await reply(order, 1, { accept: false }, { token: customer.token })).toMatchObject({
      status: 409,
      body: { message: 'This order is picked already: its lines are final.' },
    });
  });
});

describe('a declined replacement', () => {
  it('leaves its line out, with its stock back and nothing charged for it', async () => {
    const order = await acceptedOrder();
    await pick(order, everyLine());
    expect((await reply(order, 1, { accept: false }, { token: customer.token })).body.message).toBe(
      'Replacement declined: we will leave it out, and you are not charged for it.',
    );
    expect((await reply(order, 2, { accept: true }, { token: customer.token })).status).toBe(200);
    const before = { basmati: await stockOf(ids.basmati), jasmine: await stockOf(ids.jasmine), oatMilk: await stockOf(ids.oatMilk) };
    const { status, body } = await complete(order);
    expect(status).toBe(200);
    // Tomatoes 6.74 and 2 oat milk 3.98: 10.72, 5% tax 0.54, fee 3.
    expect(body.data).toMatchObject({ subtotal: 10.72, tax: 0.54, totalAmount: 14.26, estimatedTotal: 19.4 });
    expect(body.data.products.map((line) => [line.picked?.status, line.picked?.approval?.status])).toEqual([
      ['picked', undefined],
      ['missing', 'declined'],
      ['replaced', 'accepted'],
    ]);
    expect(await stockOf(ids.basmati)).toBe(before.basmati! + 2000);
    expect(await stockOf(ids.jasmine)).toBe(before.jasmine);
    expect(await stockOf(ids.oatMilk)).toBe(before.oatMilk! - 2000);
  });
});

describe('a guest’s order', () => {
  it('is answered with its tracking link’s token, and by no other', async () => {
    const placed = await answer<{ data: Order; trackingUrl: string }>(
      await call(t, '/api/orders', {
        body: orderBody({
          products: products(),
          locationId: 1,
          guest: { name: 'Gus Guest', email: 'gus@replace.test', phone: '(217) 555-0199' },
        }),
      }),
    );
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const token = new URL(placed.body.trackingUrl).pathname.split('/').at(-1)!;
    expect((await call(t, `/api/orders/${order._id}/accept`, { body: { prepMinutes: 15 }, token: admin.token })).status).toBe(200);
    await pick(order, everyLine());
    const other = await acceptedOrder();
    expect((await reply(other, 1, { accept: true }, { tracking: token })).status).toBe(403);
    const accepted = await reply(order, 1, { accept: true }, { tracking: token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.products[1]!.picked?.approval?.status).toBe('accepted');
    // A guest has no account: the history names nobody.
    expect(accepted.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'replacement', status: 'accepted', by: null });
    const tracked = await answer<Answer>(await call(t, `/api/track/${token}`));
    expect(tracked.body.data.products[2]!.picked?.approval?.status).toBe('waiting');
  });
});

describe('when the owner does not ask', () => {
  it('sends a replacement without waiting for anyone', async () => {
    expect((await settings({ enabled: false, minutes: 10 })).status).toBe(200);
    const order = await acceptedOrder();
    const { body } = await pick(order, everyLine());
    expect(body.data.products[1]!.picked).not.toHaveProperty('approval');
    expect(await mailsOf(order, 'replacements_waiting')).toEqual([]);
    expect(await reply(order, 1, { accept: true }, { token: customer.token })).toMatchObject({ status: 409 });
    expect((await complete(order)).status).toBe(200);
  });
});
