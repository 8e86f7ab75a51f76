import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_HOLD_MARGIN_ERRORS } from '../../domain/money-settings-input.ts';
import type { Order } from '../../domain/order.ts';
import type { PaymentGateway } from '../../worker/src/payments/gateway.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { type GrocerIds, placeWorkedOrder, stockGrocer } from '../factories/grocery-shop.ts';
import { mailKinds, paymentLines } from '../factories/order-trail.ts';
import { answer, paidCard, placeOrder } from '../factories/orders.ts';

// A card on an order the shop picks, through the test gateway: held for the estimate and the
// margin when it is placed, charged the final amount once picked (docs/product/picking.md,
// "Cards: hold, then charge"), the estimate when it moves on without a pick, released when it is
// cancelled; a charge that fails keeps the pick and the hold, and staff charge it again.

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let picker: SignedUp;
let ids: GrocerIds;

/** What the test gateway was asked: holds by amount, captures by reference and amount, voids by reference. */
const asked = { authorized: [] as number[], captured: [] as [string, number][], voided: [] as string[], failCaptures: 0 };
let references = 0;
const gateway: PaymentGateway = {
  async authorize(_token, amountCents) {
    asked.authorized.push(amountCents);
    return { approved: true, reference: `test_ch_hold${++references}` };
  },
  async capture(reference, amountCents) {
    if (asked.failCaptures > 0) {
      asked.failCaptures--;
      throw new Error('The card network did not answer');
    }
    asked.captured.push([reference, amountCents]);
  },
  async void(reference) {
    asked.voided.push(reference);
  },
};

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 }, paymentGateway: gateway });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  picker = await signUpUser(t, { name: 'Pia Picker' });
  await setRole(t, picker.userId, 'staff');
  ids = await stockGrocer(t, admin.token, 100);
});
afterAll(() => t.destroy());
beforeEach(() => {
  Object.assign(asked, { authorized: [], captured: [], voided: [], failCaptures: 0 });
});

type Answer = { data: Order; message: string; code?: string };
const byCard = { paymentMethod: 'card', paymentDetails: paidCard };
const placeHeld = (overrides: Record<string, unknown> = {}) => placeWorkedOrder(t, customer.token, ids, { ...byCard, ...overrides });
const post = async (order: Order, action: string, body?: unknown, token = picker.token) =>
  answer<Answer>(await call(t, `/api/orders/${order._id}/${action}`, { method: 'POST', body, token }));
const accept = async (order: Order) => expect((await post(order, 'accept', { prepMinutes: 15 })).status).toBe(200);
/** The worked pick: tomatoes weighed at `tomatoes` kg, the basmati replaced by jasmine (a best match), the milk missing. */
async function pickWorked(order: Order, tomatoes = 1.42) {
  const lines = [
    { index: 0, status: 'picked', quantity: tomatoes },
    { index: 1, status: 'replaced', productId: ids.jasmine },
    { index: 2, status: 'missing' },
  ];
  expect((await post(order, 'pick', { lines })).status).toBe(200);
  return post(order, 'pick/complete');
}
const paymentsOf = (order: Order) => paymentLines(t, order._id);
const mailsAbout = (order: Order) => mailKinds(t, order._id);
const referenceOf = (index: number) => `test_ch_hold${index}`;
const saveMargin = async (cardHoldMarginPercent: unknown) =>
  answer<{ data: { cardHoldMarginPercent: number }; errors?: Record<string, string> }>(
    await call(t, '/api/settings', { method: 'PUT', body: { cardHoldMarginPercent }, token: admin.token }),
  );

describe('a card on an order the shop picks', () => {
  let order: Order;

  it('is held for the estimate and the margin, not charged, and the order reaches the desk', async () => {
    order = await placeHeld();
    expect(asked.authorized).toEqual([1954]);
    expect(asked.captured).toEqual([]);
    expect(order).toMatchObject({
      toBePicked: true,
      totalAmount: 17.76,
      paymentStatus: 'authorized',
      amountAuthorized: 19.54,
      amountCaptured: null,
      authorizedAt: new Date(t.clock.now()).toISOString(),
    });
    expect(await paymentsOf(order)).toEqual(['authorized']);
    expect(await mailsAbout(order)).toEqual(['order_received', 'shop_new_order']);
    await accept(order);
  });

  it('is refused a refund while it is only held', async () => {
    const refused = await answer<{ message: string; code: string }>(
      await call(t, `/api/orders/${order._id}/refunds`, { body: { amount: 1 }, token: admin.token }),
    );
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'card_held',
        message:
          "This order's card is held, not charged: there is nothing to give back yet. Cancel the order to release the hold, or pick it to charge the final amount.",
      },
    });
  });

  it('is charged the final amount once picked, and the rest of the hold let go', async () => {
    const completed = await pickWorked(order);
    expect(completed).toMatchObject({ status: 200, body: { message: 'Order picked: its final amount is set.' } });
    expect(asked.captured).toEqual([[referenceOf(1), 1524]]);
    expect(completed.body.data).toMatchObject({
      totalAmount: 15.24,
      estimatedTotal: 17.76,
      paymentStatus: 'completed',
      amountAuthorized: 19.54,
      amountCaptured: 15.24,
    });
    expect(await paymentsOf(order)).toEqual(['authorized', 'completed']);
    expect(completed.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'payment', status: 'completed', by: { name: 'Pia Picker' } });
    expect(await mailsAbout(order)).not.toContain('shop_card_short');
  });

  it('is then refunded on its final lines, as any paid order', async () => {
    const refunded = await answer<Answer>(await call(t, `/api/orders/${order._id}/refunds`, { body: { amount: 1 }, token: admin.token }));
    expect(refunded).toMatchObject({ status: 200, body: { data: { paymentStatus: 'partially_refunded', refunded: 1 } } });
  });

  it('holds the estimate alone when picking can only bring the amount down', async () => {
    const placed = await placeOrder(t, customer.token, {
      ...byCard,
      products: [{ productId: ids.basmati, quantity: 2, substitution: { mode: 'best_match' } }],
      locationId: 1,
    });
    expect(asked.authorized).toEqual([placed.totalAmount * 100]);
    expect(placed).toMatchObject({ paymentStatus: 'authorized', amountAuthorized: placed.totalAmount });
  });
});

describe('a card order the shop does not pick', () => {
  it('is charged at checkout as before, its hold and its charge the total', async () => {
    const placed = await placeOrder(t, customer.token, byCard);
    expect(placed).toMatchObject({ toBePicked: false, paymentStatus: 'completed' });
    const totalCents = Math.round(placed.totalAmount * 100);
    expect(asked.authorized).toEqual([totalCents]);
    expect(asked.captured).toEqual([[referenceOf(references), totalCents]]);
    expect(placed).toMatchObject({ amountAuthorized: placed.totalAmount, amountCaptured: placed.totalAmount });
  });

  it('answers no card figures for cash', async () => {
    const cash = await placeWorkedOrder(t, customer.token, ids);
    expect(cash).toMatchObject({ paymentStatus: 'pending', amountAuthorized: null, amountCaptured: null, authorizedAt: null });
    expect(asked.authorized).toEqual([]);
  });
});

describe('a final amount above the hold', () => {
  it('charges all the hold, and tells the owner what was not charged', async () => {
    expect((await saveMargin(0)).status).toBe(200);
    try {
      const order = await placeHeld();
      expect(order.amountAuthorized).toBe(17.76);
      await accept(order);
      // 1.6 kg of tomatoes, both rice and milk as ordered: 18.17, more than the 17.76 held.
      const lines = [
        { index: 0, status: 'picked', quantity: 1.6 },
        { index: 1, status: 'picked' },
        { index: 2, status: 'picked' },
      ];
      expect((await post(order, 'pick', { lines })).status).toBe(200);
      const completed = await post(order, 'pick/complete');
      expect(completed.body.data).toMatchObject({ totalAmount: 18.17, paymentStatus: 'completed', amountCaptured: 17.76 });
      expect(asked.captured).toEqual([[referenceOf(references), 1776]]);
      expect(await mailsAbout(order)).toContain('shop_card_short');
    } finally {
      expect((await saveMargin(10)).status).toBe(200);
    }
  });
});

describe('a charge that fails', () => {
  it('keeps the pick and the hold, reports the failure, and is charged again by staff', async () => {
    const order = await placeHeld();
    await accept(order);
    asked.failCaptures = 1;
    const logged = t.loggedErrors.length;
    const completed = await pickWorked(order);
    expect(completed).toMatchObject({
      status: 200,
      body: {
        message: 'Order picked: its final amount is set, but its card could not be charged. Charge it from Manage Orders.',
        data: { totalAmount: 15.24, paymentStatus: 'authorized', amountCaptured: null },
      },
    });
    expect(completed.body.data.pickedAt).not.toBeNull();
    expect(t.loggedErrors.slice(logged).map((entry) => entry.message)).toEqual(['Charging a held card failed']);

    asked.failCaptures = 1;
    const refused = await post(order, 'charge');
    expect(refused).toMatchObject({
      status: 502,
      body: {
        code: 'charge_failed',
        message: 'The card could not be charged (The card network did not answer). The order stays held: try again in a moment.',
      },
    });
    const charged = await post(order, 'charge');
    expect(charged).toMatchObject({
      status: 200,
      body: { message: 'Card charged', data: { paymentStatus: 'completed', amountCaptured: 15.24 } },
    });
    expect(asked.captured).toEqual([[referenceOf(references), 1524]]);
    expect(await post(order, 'charge')).toMatchObject({ status: 409, body: { code: 'card_not_held' } });
  });

  it('is not charged by hand before its amount is known', async () => {
    const order = await placeHeld();
    await accept(order);
    expect(await post(order, 'charge')).toMatchObject({
      status: 409,
      body: {
        code: 'charge_not_due',
        message: 'A held card is charged once its order is picked, or once it is on its way without a pick.',
      },
    });
    expect(asked.captured).toEqual([]);
  });
});

describe('an order that moves on without a pick', () => {
  it('charges its estimate when the desk makes it ready', async () => {
    const order = await placeHeld();
    await accept(order);
    const ready = await post(order, 'ready');
    expect(ready.body.data).toMatchObject({ orderStatus: 'ready', paymentStatus: 'completed', amountCaptured: 17.76, pickedAt: null });
    expect(asked.captured).toEqual([[referenceOf(references), 1776]]);
  });

  it('charges its estimate when Manage Orders sets it out for delivery', async () => {
    const order = await placeHeld();
    const moved = await answer<Answer>(
      await call(t, `/api/orders/${order._id}/status`, { method: 'PUT', body: { status: 'out_for_delivery' }, token: admin.token }),
    );
    expect(moved.body.data).toMatchObject({ orderStatus: 'out_for_delivery', paymentStatus: 'completed', amountCaptured: 17.76 });
    expect(await paymentsOf(order)).toEqual(['authorized', 'completed']);
  });
});

describe('an order cancelled while its card is held', () => {
  it('releases the hold, uncharged', async () => {
    const order = await placeHeld();
    await accept(order);
    const rejected = await post(order, 'reject', { reason: 'Out of tomatoes' });
    expect(rejected.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'released', amountCaptured: null, refunded: 0 });
    expect(asked.voided).toEqual([referenceOf(references)]);
    expect(asked.captured).toEqual([]);
    expect(await paymentsOf(order)).toEqual(['authorized', 'released']);
    const refund = await answer(await call(t, `/api/orders/${order._id}/refunds`, { body: { amount: 1 }, token: admin.token }));
    expect(refund).toMatchObject({
      status: 409,
      body: { message: 'Nothing has been paid on this order yet, so there is nothing to give back.' },
    });
  });

  it('needs a reason on Manage Orders, as a paid order does', async () => {
    const order = await placeHeld();
    const status = (body: unknown) => call(t, `/api/orders/${order._id}/status`, { method: 'PUT', body, token: admin.token });
    expect((await status({ status: 'cancelled' })).status).toBe(400);
    const cancelled = await answer<Answer>(await status({ status: 'cancelled', reason: 'Customer called' }));
    expect(cancelled.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'released' });
    expect(asked.voided).toEqual([referenceOf(references)]);
  });
});

describe('the owner’s margin', () => {
  it('is 10% unless set, a whole percent from 0 to 50', async () => {
    expect(
      (await answer<{ data: { cardHoldMarginPercent: number } }>(await call(t, '/api/settings'))).body.data.cardHoldMarginPercent,
    ).toBe(10);
    for (const wrong of [51, -1, 12.5, '10'])
      expect(await saveMargin(wrong)).toMatchObject({
        status: 400,
        body: { errors: { cardHoldMarginPercent: CARD_HOLD_MARGIN_ERRORS.invalid } },
      });
  });

  it('holds what the owner set', async () => {
    expect((await saveMargin(25)).body.data.cardHoldMarginPercent).toBe(25);
    try {
      expect((await placeHeld()).amountAuthorized).toBe(22.2);
      expect(asked.authorized).toEqual([2220]);
    } finally {
      expect((await saveMargin(10)).status).toBe(200);
    }
  });
});
