import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import type { ORDER_LINES_CSV_COLUMNS, ORDERS_CSV_COLUMNS } from '../../domain/reports.ts';
import { setCategoryTaxRate } from '../factories/categories.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { importCatalogue, productWithSku } from '../factories/catalogue.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// The books of a picked order (docs/product/picking.md, "The books after a pick"): a shop that
// adds 5% tax at checkout, the fee untaxed, a 10% coupon. Ordered: 1.5 kg of tomatoes (6.74),
// 2 basmati (6.58, best match), 2 milk (2.30), 3 eggs (7.20): 22.82, less 2.28, plus 3.00 and
// 1.03 tax, 24.57. Picked: 1.42 kg (6.38), 2 jasmine for the basmati (capped at 6.58), no milk,
// 2 eggs (4.80): 17.76, less 1.78, plus 3.00 and 0.80 tax, 19.78. Each order on a day of its own.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
const ids = { tomatoes: '', basmati: '', jasmine: '', milk: '', eggs: '' };

const CATALOGUE = [
  'sku,name,category,price,sold_by,unit,quantity_step,min_quantity,max_quantity,track_stock,stock,low_stock_at',
  'TOM-KG,Vine Tomatoes,Fruit & Veg,4.49,weight,kg,0.25,0.5,5,yes,50,1',
  'BAS-1,Basmati Rice 1 kg,Rice & Pasta,3.29,unit,,1,1,,yes,50,1',
  'JAS-1,Jasmine Rice 1 kg,Rice & Pasta,3.79,unit,,1,1,,yes,50,1',
  'MILK-1,Milk 1 L,Dairy,1.15,unit,,1,1,,yes,50,1',
  'EGG-6,Free Range Eggs 6,Dairy,2.40,unit,,1,1,,yes,50,1',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  t.clock.set(Date.parse('2026-06-01T08:00:00Z'));
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  const taxAdded = await call(t, '/api/settings', {
    method: 'PUT',
    body: { taxMode: 'exclusive', deliveryTaxRate: 0 },
    token: admin.token,
  });
  expect(taxAdded.status).toBe(200);
  expect((await importCatalogue(t, admin.token, CATALOGUE)).body.data).toMatchObject({ created: 5, errors: [] });
  for (const [key, sku] of Object.entries({ tomatoes: 'TOM-KG', basmati: 'BAS-1', jasmine: 'JAS-1', milk: 'MILK-1', eggs: 'EGG-6' }))
    ids[key as keyof typeof ids] = (await productWithSku(t, admin.token, sku))!.id;
  for (const category of ['Fruit & Veg', 'Rice & Pasta', 'Dairy']) await setCategoryTaxRate(t, admin.token, category, 5);
  await t.db.insert(coupons).values({ code: 'TENOFF', discountPercent: 10 });
});
afterAll(() => t.destroy());

type OrderAnswer = { data: Order; message?: string; errors?: Record<string, string> };

/** The order placed, accepted and picked on `day` (UTC, the shop's zone), its pick completed. */
async function pickedOrderOn(day: string): Promise<Order> {
  t.clock.set(Date.parse(`${day}T10:00:00Z`));
  const placed = await placeOrder(t, customer.token, {
    products: [
      { productId: ids.tomatoes, quantity: 1.5, substitution: { mode: 'none' } },
      { productId: ids.basmati, quantity: 2, substitution: { mode: 'best_match' } },
      { productId: ids.milk, quantity: 2, substitution: { mode: 'none' } },
      { productId: ids.eggs, quantity: 3, substitution: { mode: 'none' } },
    ],
    couponCode: 'TENOFF',
    locationId: 1,
  });
  expect(placed).toMatchObject({ subtotal: 22.82, discount: 2.28, tax: 1.03, totalAmount: 24.57 });
  expect((await call(t, `/api/orders/${placed._id}/accept`, { body: { prepMinutes: 15 }, token: admin.token })).status).toBe(200);
  const lines = [
    { index: 0, status: 'picked', quantity: 1.42 },
    { index: 1, status: 'replaced', productId: ids.jasmine },
    { index: 2, status: 'missing' },
    { index: 3, status: 'picked', quantity: 2 },
  ];
  expect((await call(t, `/api/orders/${placed._id}/pick`, { body: { lines }, token: admin.token })).status).toBe(200);
  const completed = await answer<OrderAnswer>(
    await call(t, `/api/orders/${placed._id}/pick/complete`, { method: 'POST', token: admin.token }),
  );
  expect(completed.status).toBe(200);
  expect(completed.body.data).toMatchObject({ subtotal: 17.76, discount: 1.78, tax: 0.8, totalAmount: 19.78, estimatedTotal: 24.57 });
  return completed.body.data;
}

const refund = async (order: Order, body: Record<string, unknown>) =>
  answer<OrderAnswer>(await call(t, `/api/orders/${order._id}/refunds`, { body, token: admin.token }));
const adminGet = async <T>(path: string) => (await answer<{ data: T }>(await call(t, path, { token: admin.token }))).body.data;
const csvRows = async (path: string) => parse(await (await call(t, path, { token: admin.token })).text(), { bom: true }) as string[][];

interface Report {
  summary: Record<string, unknown>;
  byDish: { key: string; name: string; quantity: number; sales: number }[];
  byCategory: { key: string; quantity: number; sales: number }[];
}

describe('the books after a pick', () => {
  let order: Order;
  const day = '2026-06-10';
  beforeAll(async () => {
    order = await pickedOrderOn(day);
  });

  it('count the final total, tax and discount in the report, and the final lines by product and category', async () => {
    const report = await adminGet<Report>(`/api/admin/reports?from=${day}&to=${day}`);
    expect(report.summary).toMatchObject({ orders: 1, gross: 17.76, discounts: 1.78, deliveryFees: 3, tax: 0.8, total: 19.78 });
    expect(report.summary.taxByRate).toEqual([
      { rate: 0, taxable: 3, tax: 0 },
      { rate: 5, taxable: 15.98, tax: 0.8 },
    ]);
    // A missing line counts nothing; the replacement counts as the product sent, at its price charged.
    expect(report.byDish.map(({ name, quantity, sales }) => ({ name, quantity, sales }))).toEqual([
      { name: 'Jasmine Rice 1 kg', quantity: 2, sales: 6.58 },
      { name: 'Vine Tomatoes', quantity: 1, sales: 6.38 },
      { name: 'Free Range Eggs 6', quantity: 2, sales: 4.8 },
    ]);
    expect(report.byCategory.map(({ key, sales }) => [key, sales])).toEqual([
      ['Rice & Pasta', 6.58],
      ['Fruit & Veg', 6.38],
      ['Dairy', 4.8],
    ]);
  });

  it('count the final total on the Dashboard and in Analytics, with the products sent among the best sellers', async () => {
    const stats = await adminGet<{ today: { revenue: number }; recentOrders: { _id: string; totalAmount: number }[] }>('/api/admin/stats');
    expect(stats.today.revenue).toBe(19.78);
    expect(stats.recentOrders.find((recent) => recent._id === order._id)?.totalAmount).toBe(19.78);
    const analytics = await adminGet<{ totals: { revenue: number }; topDishes: { foodId: string; quantity: number; revenue: number }[] }>(
      `/api/admin/analytics?from=${day}&to=${day}&tz=0`,
    );
    expect(analytics.totals.revenue).toBe(19.78);
    expect(analytics.topDishes.map(({ foodId, quantity, revenue }) => ({ foodId, quantity, revenue }))).toEqual([
      { foodId: ids.jasmine, quantity: 2, revenue: 6.58 },
      { foodId: ids.eggs, quantity: 2, revenue: 4.8 },
      { foodId: ids.tomatoes, quantity: 1, revenue: 6.38 },
    ]);
  });

  it('export the final figures and the final lines, each at its place in the order', async () => {
    const [head, row] = await csvRows(`/api/admin/reports/orders.csv?from=${day}&to=${day}`);
    const column = (name: (typeof ORDERS_CSV_COLUMNS)[number]) => row![head!.indexOf(name)];
    expect([column('Subtotal'), column('Tax'), column('Total')]).toEqual(['17.76', '0.80', '19.78']);
    const [lineHead, ...lines] = await csvRows(`/api/admin/reports/order-lines.csv?from=${day}&to=${day}`);
    const lineColumn = (line: string[], name: (typeof ORDER_LINES_CSV_COLUMNS)[number]) => line[lineHead!.indexOf(name)];
    expect(lines.map((line) => [lineColumn(line, 'Dish'), lineColumn(line, 'Quantity'), lineColumn(line, 'Line total')])).toEqual([
      ['Vine Tomatoes', '1.42', '6.38'],
      ['Jasmine Rice 1 kg', '2', '6.58'],
      ['Free Range Eggs 6', '2', '4.80'],
    ]);
  });

  it('answer each line as ordered with what was sent: the final line refunds work on', () => {
    expect(order.products.map((line) => line.final)).toEqual([
      {
        productId: ids.tomatoes,
        name: 'Vine Tomatoes',
        price: 4.49,
        quantity: 1.42,
        unit: 'kg',
        amount: 6.38,
        taxRate: 5,
        refundedQuantity: 0,
      },
      {
        productId: ids.jasmine,
        name: 'Jasmine Rice 1 kg',
        price: 3.29,
        quantity: 2,
        unit: null,
        amount: 6.58,
        taxRate: 5,
        refundedQuantity: 0,
      },
      undefined,
      { productId: ids.eggs, name: 'Free Range Eggs 6', price: 2.4, quantity: 2, unit: null, amount: 4.8, taxRate: 5, refundedQuantity: 0 },
    ]);
  });

  it('refuse a refund of a missing line, or of more than was sent', async () => {
    expect(await refund(order, { lines: [{ position: 2, quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { message: 'That line is not on this order.' },
    });
    expect(await refund(order, { lines: [{ position: 3, quantity: 3 }] })).toMatchObject({
      status: 400,
      body: { message: 'Only 2 × Free Range Eggs 6 is left to give back.' },
    });
    // A weighed line goes back whole, by the weight sent.
    expect(await refund(order, { lines: [{ position: 0, quantity: 1.5 }] })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Vine Tomatoes') },
    });
  });

  it('give back chosen lines at their final amounts, with their share of the coupon and their tax', async () => {
    // One jasmine (3.29) and the tomatoes (6.38): 9.67, less their share of the 1.78 off (0.97), 8.70, and 5% (0.44).
    const { status, body } = await refund(order, {
      lines: [
        { position: 1, quantity: 1 },
        { position: 0, quantity: 1.42 },
      ],
      note: 'Bruised',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ refunded: 9.14, paymentStatus: 'partially_refunded' });
    expect(body.data.products.map((line) => [line.refundedQuantity, line.final?.refundedQuantity])).toEqual([
      [1.42, 1.42],
      [1, 1],
      [0, undefined],
      [0, 0],
    ]);
    const report = await adminGet<Report>(`/api/admin/reports?from=${day}&to=${day}`);
    expect(report.summary).toMatchObject({ total: 19.78, refunds: 9.14, refundedTax: 0.44, tax: 0.36 });
  });
});

describe('a refund of the whole of a picked order', () => {
  it('gives back the final total, not the estimate', async () => {
    const order = await pickedOrderOn('2026-06-11');
    expect(await refund(order, { amount: 24.57 })).toMatchObject({
      status: 409,
      body: { message: 'That is more than is left to refund ($19.78).' },
    });
    const { status, body } = await refund(order, { amount: 19.78 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ refunded: 19.78, totalAmount: 19.78, paymentStatus: 'refunded' });
    const report = await adminGet<Report>('/api/admin/reports?from=2026-06-11&to=2026-06-11');
    expect(report.summary).toMatchObject({ total: 19.78, refunds: 19.78, tax: 0, net: 0 });
  });
});
