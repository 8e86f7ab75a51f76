import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { ORDER_LINES_CSV_COLUMNS, REFUNDS_CSV_COLUMNS } from '../../domain/reports.ts';
import { setCategoryTaxRate } from '../factories/categories.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// Luigi's Pizzeria: euros, prices including 10% VAT (the fee too), tips on, in Rome. Each order
// goes on a day of its own, so each day's report holds one story.
// The order: 2 × Margherita (12.99) + 1 × Dragon Roll (13.99) + 3.00 fee = 42.97, of which VAT
// 3.91 (4297 × 10 / 110, half up), and a 2.00 tip: 44.97 paid.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(Date.parse('2026-05-01T08:00:00Z'));
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  for (const id of ['pizza', 'sushi']) await setCategoryTaxRate(t, admin.token, id, 10);
  const settings = (await (await call(t, '/api/settings')).json()) as { data: { fulfilment: Record<string, unknown> } };
  const saved = await call(t, '/api/settings', {
    method: 'PUT',
    body: {
      currency: 'EUR',
      locale: 'it-IT',
      taxMode: 'inclusive',
      deliveryTaxRate: 10,
      tips: { enabled: true, presets: [5, 10] },
      fulfilment: { ...settings.data.fulfilment, timeZone: 'Europe/Rome' },
    },
    token: admin.token,
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.destroy());

async function orderOn(day: string): Promise<Order> {
  t.clock.set(Date.parse(`${day}T10:00:00Z`));
  const order = await placeOrder(t, customer.token, { tip: 2 });
  expect(order).toMatchObject({ totalAmount: 44.97, tax: 3.91, tip: 2, taxLines: [{ rate: 10, taxable: 39.06, tax: 3.91 }] });
  return order;
}

const refund = (order: Order, body: Record<string, unknown>) => call(t, `/api/orders/${order._id}/refunds`, { body, token: admin.token });
const report = async (day: string) =>
  (
    await answer<{
      data: { summary: Record<string, unknown>; byPaymentMethod: Record<string, unknown>[]; byHour: Record<string, unknown>[] };
    }>(await call(t, `/api/admin/reports?from=${day}&to=${day}`, { token: admin.token }))
  ).body.data;

describe('the books after refunds', () => {
  it('count nothing of an order refunded in full: no tax, no tips, no net', async () => {
    const order = await orderOn('2026-05-02');
    expect((await refund(order, { amount: 44.97 })).status).toBe(200);
    const data = await report('2026-05-02');
    expect(data.summary).toMatchObject({
      orders: 1,
      total: 44.97,
      refunds: 44.97,
      refundedTax: 3.91,
      refundedTips: 2,
      tax: 0,
      tips: 0,
      net: 0,
      taxByRate: [],
    });
    expect(data.byPaymentMethod).toEqual([expect.objectContaining({ key: 'cash', tax: 0, tips: 0, net: 0, refunds: 44.97 })]);
    expect(data.byHour[12]).toMatchObject({ tax: 0, net: 0 }); // 12:00 in Rome
  });

  it('keep the tax and tips a partial refund did not give back, pro rata, per rate', async () => {
    const order = await orderOn('2026-05-03');
    // 5.50 of 44.97: 0.24 of the tip, 5.26 of the rest (4.78 net + 0.48 VAT).
    const { status, body } = await answer<{ data: Order }>(await refund(order, { amount: 5.5 }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ refunded: 5.5, paymentStatus: 'partially_refunded' });
    const data = await report('2026-05-03');
    expect(data.summary).toMatchObject({
      total: 44.97,
      refunds: 5.5,
      refundedTax: 0.48,
      refundedTips: 0.24,
      tax: 3.43,
      tips: 1.76,
      net: 34.28,
    });
    expect(data.summary.taxByRate).toEqual([{ rate: 10, taxable: 34.28, tax: 3.43 }]);
  });

  it('give back exactly the chosen items with their tax, and refuse more than is left of a line', async () => {
    const order = await orderOn('2026-05-04');
    // One Margherita: 12.99 with 1.18 VAT inside (1299 × 10 / 110).
    const { status, body } = await answer<{ data: Order }>(await refund(order, { lines: [{ position: 0, quantity: 1 }], note: 'Burnt' }));
    expect(status).toBe(200);
    expect(body.data.refunded).toBe(12.99);
    expect(body.data.products[0]).toMatchObject({ quantity: 2, refundedQuantity: 1, taxRate: 10 });
    const data = await report('2026-05-04');
    expect(data.summary).toMatchObject({ refunds: 12.99, refundedTax: 1.18, refundedTips: 0, tax: 2.73, tips: 2, net: 27.25 }); // 44.97 − 12.99 − 2.73 − 2.00

    const again = await answer(await refund(order, { lines: [{ position: 0, quantity: 2 }] }));
    expect(again).toMatchObject({
      status: 400,
      body: {
        message: 'Only 1 × Margherita Pizza is left to give back.',
        errors: { lines: 'Only 1 × Margherita Pizza is left to give back.' },
      },
    });
    const wrongAmount = await answer(await refund(order, { lines: [{ position: 1, quantity: 1 }], amount: 10 }));
    expect(wrongAmount).toMatchObject({ status: 400, body: { errors: { amount: expect.stringContaining('13,99') } } });
    const nothing = await answer(await refund(order, { note: 'x' }));
    expect(nothing.status).toBe(400);
    // None of the refusals changed the order.
    const [after] = (
      await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: admin.token }))
    ).body.data.filter((each) => each._id === order._id);
    expect(after).toMatchObject({
      refunded: 12.99,
      products: [expect.objectContaining({ refundedQuantity: 1 }), expect.objectContaining({ refundedQuantity: 0 })],
    });
  });

  it('give back an item once when two refunds race for it, and a split that still adds up', async () => {
    const order = await orderOn('2026-05-05');
    const [first, second] = await Promise.all([
      refund(order, { lines: [{ position: 1, quantity: 1 }] }),
      refund(order, { lines: [{ position: 1, quantity: 1 }], amount: 13.99 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 1399, taxCents: 127, tipCents: 0, lines: [{ position: 1, quantity: 1 }] }),
    ]);
  });

  it('take the Dashboard’s revenue today net of today’s refunds', async () => {
    t.clock.set(Date.parse('2026-05-04T15:00:00Z'));
    const { body } = await answer<{ data: { today: { revenue: number; refunds: number } } }>(
      await call(t, '/api/admin/stats?tz=120', { token: admin.token }),
    );
    expect(body.data.today).toMatchObject({ revenue: 31.98, refunds: 12.99 });
  });

  it('export each refund with its split, and each order line with its tax', async () => {
    const refunds = parse(
      await (await call(t, '/api/admin/reports/refunds.csv?from=2026-05-02&to=2026-05-04', { token: admin.token })).text(),
      { bom: true },
    ) as string[][];
    expect(refunds[0]).toEqual([...REFUNDS_CSV_COLUMNS]);
    const rows = refunds.slice(1).map((row) => Object.fromEntries(REFUNDS_CSV_COLUMNS.map((column, index) => [column, row[index]])));
    expect(rows).toEqual([
      expect.objectContaining({
        Amount: '44.97',
        'Taxable (net)': '39.06',
        Tax: '3.91',
        Tip: '2.00',
        'Tax by rate': '10%: 39.06 + 3.91',
        Items: 'Pro rata',
        Currency: 'EUR',
      }),
      expect.objectContaining({ Amount: '5.50', 'Taxable (net)': '4.78', Tax: '0.48', Tip: '0.24', Items: 'Pro rata' }),
      expect.objectContaining({
        Amount: '12.99',
        'Taxable (net)': '11.81',
        Tax: '1.18',
        Tip: '0.00',
        Items: '1 × Margherita Pizza',
        Note: 'Burnt',
      }),
    ]);
    const lines = parse(
      await (await call(t, '/api/admin/reports/order-lines.csv?from=2026-05-04&to=2026-05-04', { token: admin.token })).text(),
      { bom: true },
    ) as string[][];
    expect(lines[0]).toEqual([...ORDER_LINES_CSV_COLUMNS]);
    // 25.98 and 13.99 with 10% inside: 2.36 and 1.27; the fee's 0.27 is the rest of the order's 3.91.
    expect(lines.slice(1).map((row) => [row[4], row[10], row[12], row[13]])).toEqual([
      ['Margherita Pizza', '10', '2.36', '1'],
      ['Dragon Roll', '10', '1.27', '0'],
    ]);
  });
});
