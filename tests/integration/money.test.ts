import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, refunds } from '../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.ts';
import { MONEY_SETTINGS_ERRORS } from '../../domain/money-settings-rules.ts';
import { REFUND_MESSAGES } from '../../domain/refunds.ts';
import { setCategoryTaxRate } from '../factories/categories.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, orderBody, placeOrder, postOrder } from '../factories/orders.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; a request without Accept-Language is answered in English. */
const english = translator('en');

// The order these tests place: 2 × Margherita Pizza ($12.99, pizza) and 1 × Dragon Roll
// ($13.99, sushi), delivered for the $3.00 fee.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const putSettings = (body: unknown, token = admin.token) => call(t, '/api/settings', { method: 'PUT', body, token });

const setCategoryRate = (id: string, taxRate: number) => setCategoryTaxRate(t, admin.token, id, taxRate);

describe('the money settings', () => {
  it('are public, and only an admin changes them', async () => {
    const { body } = await answer<{ data: Record<string, unknown> }>(await call(t, '/api/settings'));
    expect(body.data).toMatchObject({
      currency: 'USD',
      locale: 'en-US',
      taxMode: 'exclusive',
      deliveryTaxRate: 0,
      tips: { enabled: false, presets: [10, 15, 20] },
    });
    expect((await putSettings({ taxMode: 'inclusive' }, customer.token)).status).toBe(403);
    expect((await answer<{ data: Record<string, unknown> }>(await call(t, '/api/settings'))).body.data.taxMode).toBe('exclusive');
  });

  it.each([
    [{ currency: 'XYZ' }, 'currency', MONEY_SETTINGS_ERRORS.currencyUnknown],
    [{ locale: 'not a locale!' }, 'locale', MONEY_SETTINGS_ERRORS.localeInvalid],
    [{ taxMode: 'sometimes' }, 'taxMode', MONEY_SETTINGS_ERRORS.taxModeInvalid],
    [{ deliveryTaxRate: 101 }, 'deliveryTaxRate', MONEY_SETTINGS_ERRORS.taxRateInvalid],
    [{ deliveryTaxRate: 8.8751 }, 'deliveryTaxRate', MONEY_SETTINGS_ERRORS.taxRateInvalid],
    [{ tips: { enabled: true, presets: [10, 10] } }, 'tips.presets', MONEY_SETTINGS_ERRORS.tipPresetsInvalid],
    [{ tips: { enabled: true, presets: [0] } }, 'tips.presets.0', MONEY_SETTINGS_ERRORS.tipPresetsInvalid],
    [{ taxNumber: 'IT<script>' }, 'taxNumber', MONEY_SETTINGS_ERRORS.taxNumberInvalid],
    [{ taxNumber: 'X'.repeat(31) }, 'taxNumber', MONEY_SETTINGS_ERRORS.taxNumberInvalid],
  ])('refuses %j with 400 naming the field, changing nothing', async (body, field, message) => {
    const { status, body: refused } = await answer(await putSettings(body));
    expect(status).toBe(400);
    expect(refused).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await answer<{ data: Record<string, unknown> }>(await call(t, '/api/settings'))).body.data).toMatchObject({
      currency: 'USD',
      deliveryTaxRate: 0,
    });
  });

  it('keeps the shop’s VAT number, public for receipts, and clears it when sent empty', async () => {
    const saved = await answer<{ data: { taxNumber: string } }>(await putSettings({ taxNumber: '  IT01234567890 ' }));
    expect(saved).toMatchObject({ status: 200, body: { data: { taxNumber: 'IT01234567890' } } });
    expect((await answer<{ data: { taxNumber: string } }>(await call(t, '/api/settings'))).body.data.taxNumber).toBe('IT01234567890');
    expect((await answer<{ data: { taxNumber: string } }>(await putSettings({ taxNumber: '' }))).body.data.taxNumber).toBe('');
  });

  it('refuses a category tax rate that is not a percent', async () => {
    const response = await call(t, '/api/categories/pizza', { method: 'PUT', body: { name: 'pizza', taxRate: -5 }, token: admin.token });
    expect(response.status).toBe(400);
  });
});

describe('an order with tax and a tip', () => {
  it('adds sales tax per category rate and the tip, and keeps the lines', async () => {
    await setCategoryRate('pizza', 8.875);
    await setCategoryRate('sushi', 5);
    expect((await putSettings({ taxMode: 'exclusive', deliveryTaxRate: 0, tips: { enabled: true, presets: [15, 10, 20] } })).status).toBe(
      200,
    );
    expect((await answer<{ data: { tips: unknown } }>(await call(t, '/api/settings'))).body.data.tips).toEqual({
      enabled: true,
      presets: [10, 15, 20],
    });

    // 2598 × 8.875% = 230.57 → 231; 1399 × 5% = 69.95 → 70; the fee untaxed.
    const order = await placeOrder(t, customer.token, { tip: 5, totalAmount: 50.98 });
    expect(order).toMatchObject({
      currency: 'USD',
      subtotal: 39.97,
      discount: 0,
      deliveryFee: 3,
      taxMode: 'exclusive',
      tax: 3.01,
      taxLines: [
        { rate: 0, taxable: 3, tax: 0 },
        { rate: 5, taxable: 13.99, tax: 0.7 },
        { rate: 8.875, taxable: 25.98, tax: 2.31 },
      ],
      tip: 5,
      totalAmount: 50.98,
      refunded: 0,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ currency: 'USD', taxCents: 301, tipCents: 500, totalCents: 5098 });
    // My Orders answers the same figures.
    const mine = (await (await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token })).json()) as {
      data: { _id: string; tax: number; tip: number }[];
    };
    expect(mine.data.find((listed) => listed._id === order._id)).toMatchObject({ tax: 3.01, tip: 5 });
  });

  it('refuses a total without the tax with 409 and the figures that include it', async () => {
    const { status, body } = await answer<{ data: Record<string, unknown> }>(
      await postOrder(t, orderBody({ totalAmount: 42.97 }), { token: customer.token }),
    );
    expect(status).toBe(409);
    expect(body.data).toMatchObject({ tax: 3.01, tip: 0, totalAmount: 45.98 });
  });

  it('keeps VAT inside the prices where they include it', async () => {
    await setCategoryRate('pizza', 20);
    await setCategoryRate('sushi', 20);
    expect((await putSettings({ taxMode: 'inclusive', deliveryTaxRate: 20 })).status).toBe(200);
    // 4297 × 20 / 120 = 716.17 → 716, inside the total.
    const order = await placeOrder(t, customer.token, { totalAmount: 42.97 });
    expect(order).toMatchObject({
      taxMode: 'inclusive',
      tax: 7.16,
      taxLines: [{ rate: 20, taxable: 35.81, tax: 7.16 }],
      totalAmount: 42.97,
    });
  });

  it('refuses a tip where the shop takes none, and a negative one', async () => {
    expect((await putSettings({ tips: { enabled: false, presets: [10] } })).status).toBe(200);
    const off = await answer(await postOrder(t, orderBody({ tip: 2 }), { token: customer.token }));
    expect(off).toMatchObject({ status: 400, body: { message: english(CHECKOUT_MESSAGES.tipsOff) } });
    const negative = await answer(await postOrder(t, orderBody({ tip: -1 }), { token: customer.token }));
    expect(negative).toMatchObject({ status: 400, body: { message: english(CHECKOUT_MESSAGES.tipInvalid) } });
  });
});

describe('changing the currency', () => {
  it('asks for confirmation once orders exist, and never rewrites them', async () => {
    const before = await placeOrder(t, customer.token);
    const unconfirmed = await answer(await putSettings({ currency: 'INR', locale: 'en-IN' }));
    expect(unconfirmed).toMatchObject({ status: 409, body: { message: MONEY_SETTINGS_ERRORS.currencyChangeUnconfirmed } });
    expect((await answer<{ data: { currency: string } }>(await call(t, '/api/settings'))).body.data.currency).toBe('USD');

    expect((await putSettings({ currency: 'inr', locale: 'en-IN', confirmCurrencyChange: true })).status).toBe(200);
    expect((await answer<{ data: Record<string, unknown> }>(await call(t, '/api/settings'))).body.data).toMatchObject({
      currency: 'INR',
      locale: 'en-IN',
    });
    const after = await placeOrder(t, customer.token);
    expect(after.currency).toBe('INR');
    const [kept] = await t.db.select({ currency: orders.currency }).from(orders).where(eq(orders.id, before._id));
    expect(kept?.currency).toBe('USD');
    // Sending the currency it already has is no change: the rest of the form saves as usual.
    expect((await putSettings({ currency: 'INR', taxMode: 'exclusive' })).status).toBe(200);
  });
});

describe('refunds', () => {
  const refund = (orderId: string, body: unknown, token = admin.token) => call(t, `/api/orders/${orderId}/refunds`, { body, token });

  it('records a part, then the rest, and the payment follows; never more than was paid', async () => {
    const order = await placeOrder(t, customer.token);
    expect((await refund(order._id, { amount: 5 }, customer.token)).status).toBe(403);

    const part = await answer<{ data: { refunded: number; paymentStatus: string }; message: string }>(
      await refund(order._id, { amount: '5.50', note: 'Cold fries' }),
    );
    expect(part).toMatchObject({
      status: 200,
      body: { message: REFUND_MESSAGES.recorded, data: { refunded: 5.5, paymentStatus: 'partially_refunded' } },
    });

    const left = order.totalAmount - 5.5;
    const tooMuch = await answer(await refund(order._id, { amount: left + 0.01 }));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/more than is left to refund/);

    const rest = await answer<{ data: { refunded: number; paymentStatus: string } }>(
      await refund(order._id, { amount: Math.round(left * 100) / 100 }),
    );
    expect(rest.body.data).toMatchObject({ refunded: order.totalAmount, paymentStatus: 'refunded' });
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((row) => [row.amountCents, row.note])).toEqual([
      [550, 'Cold fries'],
      [Math.round(left * 100), ''],
    ]);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id));
    expect(history.filter((change) => change.kind === 'payment').map((change) => change.status)).toEqual([
      'pending',
      'partially_refunded',
      'refunded',
    ]);
  });

  it.each([[{ amount: 0 }], [{ amount: -1 }], [{ amount: 1.005 }], [{ amount: 'ten' }], [{}]])(
    'refuses %j with 400, recording nothing',
    async (body) => {
      const order = await placeOrder(t, customer.token);
      const refused = await answer(await refund(order._id, body));
      expect(refused).toMatchObject({ status: 400, body: { message: REFUND_MESSAGES.amountInvalid } });
      expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    },
  );

  it('gives back no more than was paid when two refunds race for the rest', async () => {
    const order = await placeOrder(t, customer.token);
    const [first, second] = await Promise.all([
      refund(order._id, { amount: order.totalAmount }),
      refund(order._id, { amount: order.totalAmount }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [row] = await t.db
      .select({ refunded: orders.refundedCents, total: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row!.refunded).toBe(row!.total);
  });
});
