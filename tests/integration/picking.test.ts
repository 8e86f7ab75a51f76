import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, outboxMails, stockLevels } from '../../db/schema/index.ts';
import type { PickSheet } from '../../domain/contracts/pick-sheet.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { importCatalogue, productWithSku } from '../factories/catalogue.ts';
import { type GrocerIds, placeWorkedOrder, stockGrocer } from '../factories/grocery-shop.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// The worked order of docs/product/picking.md through the API: placed with a weight, picked with
// the scale's weight, a best-match replacement and a missing line, then completed.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let picker: SignedUp;
let riversidePicker: SignedUp;
let ids: GrocerIds;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  picker = await signUpUser(t, { name: 'Pia Picker' });
  await setRole(t, picker.userId, 'staff');
  riversidePicker = await signUpUser(t, { name: 'Rex Riverside' });
  await setRole(t, riversidePicker.userId, 'staff');
  const riverside = await call(t, '/api/locations', {
    body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(riverside.status).toBe(201);
  const works = await call(t, `/api/admin/users/${riversidePicker.userId}`, {
    method: 'PUT',
    body: { locationIds: [2] },
    token: admin.token,
  });
  expect(works.status).toBe(200);

  ids = await stockGrocer(t, admin.token);
});
afterAll(() => t.destroy());

const placeWorked = () => placeWorkedOrder(t, customer.token, ids);

const accept = async (order: Order) =>
  expect((await call(t, `/api/orders/${order._id}/accept`, { body: { prepMinutes: 15 }, token: admin.token })).status).toBe(200);

type Answer = { data: Order; message: string; errors?: Record<string, string>; code?: string };
const pick = async (order: Order, lines: unknown, token = picker.token) =>
  answer<Answer>(await call(t, `/api/orders/${order._id}/pick`, { body: { lines }, token }));
const complete = async (order: Order, token = picker.token) =>
  answer<Answer & { data: Order & { open?: number[] } }>(
    await call(t, `/api/orders/${order._id}/pick/complete`, { method: 'POST', token }),
  );

const stockOf = async (productId: string) =>
  (await t.db.select().from(stockLevels).where(eq(stockLevels.foodId, productId)).get())?.quantityMilli;

describe('picking the worked order', () => {
  let order: Order;

  it('places it at its estimate, both totals equal and nothing picked', async () => {
    order = await placeWorked();
    expect(order).toMatchObject({ subtotal: 15.62, discount: 1.56, deliveryFee: 3, tax: 0.7, totalAmount: 17.76, estimatedTotal: 17.76 });
    expect(order.products.map((line) => line.picked)).toEqual([null, null, null]);
    expect(order.pickedAt).toBeNull();
    expect(order.toBePicked).toBe(true);
  });

  it('is refused until the shop accepted it', async () => {
    expect(await pick(order, [{ index: 2, status: 'missing' }])).toMatchObject({
      status: 409,
      body: { message: 'Only an accepted order is picked: accept it first.' },
    });
    await accept(order);
  });

  it('records decisions a few at a time, a later one for a line replacing the earlier', async () => {
    const first = await pick(order, [{ index: 0, status: 'picked', quantity: 1.5 }]);
    expect(first.status).toBe(200);
    expect(first.body.data.products[0]!.picked).toEqual({ status: 'picked', quantity: 1.5 });

    const again = await pick(order, [
      { index: 0, status: 'picked', quantity: 1.42 },
      { index: 2, status: 'missing' },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Pick saved');
    expect(again.body.data.products.map((line) => line.picked)).toEqual([
      { status: 'picked', quantity: 1.42 },
      null,
      { status: 'missing', quantity: 0 },
    ]);
    // Nothing is fixed yet: the order is as placed.
    expect(again.body.data).toMatchObject({ totalAmount: 17.76, estimatedTotal: 17.76, pickedAt: null });
  });

  it('refuses to complete while a line is open, naming it', async () => {
    expect(await complete(order)).toMatchObject({
      status: 409,
      body: { message: 'One line is still to pick: Basmati Rice 1 kg.', code: 'pick_open', data: { open: [1] } },
    });
  });

  it('records a best-match replacement with the product sent and its price', async () => {
    const replaced = await pick(order, [{ index: 1, status: 'replaced', productId: ids.jasmine }]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.products[1]!.picked).toEqual({
      status: 'replaced',
      quantity: 0,
      product: { productId: ids.jasmine, name: 'Jasmine Rice 1 kg', price: 3.79, quantity: 2, unit: null },
    });
  });

  it('completes: final lines, final totals, stock as really picked, the history and the mail', async () => {
    const { status, body } = await complete(order);
    expect(status).toBe(200);
    expect(body.message).toBe('Order picked: its final amount is set.');
    expect(body.data).toMatchObject({
      subtotal: 12.96,
      discount: 1.3,
      deliveryFee: 3,
      tax: 0.58,
      totalAmount: 15.24,
      estimatedTotal: 17.76,
      estimated: false,
      orderStatus: 'processing',
    });
    expect(body.data.pickedAt).not.toBeNull();
    // The lines as ordered, each with what was picked; the replacement at the price charged (capped).
    expect(body.data.products.map(({ name, quantity, picked }) => ({ name, quantity, picked }))).toEqual([
      { name: 'Vine Tomatoes', quantity: 1.5, picked: { status: 'picked', quantity: 1.42 } },
      {
        name: 'Basmati Rice 1 kg',
        quantity: 2,
        picked: {
          status: 'replaced',
          quantity: 0,
          product: { productId: ids.jasmine, name: 'Jasmine Rice 1 kg', price: 3.29, quantity: 2, unit: null },
        },
      },
      { name: 'Milk 1 L', quantity: 2, picked: { status: 'missing', quantity: 0 } },
    ]);
    // The customer's choices stay with the lines as ordered.
    expect(body.data.products.map((line) => line.substitution.mode)).toEqual(['none', 'best_match', 'none']);
    expect(body.data.statusHistory.at(-1)).toMatchObject({
      kind: 'pick',
      status: 'picked',
      by: { userId: picker.userId, name: 'Pia Picker' },
    });

    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(orderLines.position);
    expect(
      lines.map(({ position, foodId, priceCents, quantity, weightMilli, stockTakenMilli }) => ({
        position,
        foodId,
        priceCents,
        quantity,
        weightMilli,
        stockTakenMilli,
      })),
    ).toEqual([
      { position: 0, foodId: ids.tomatoes, priceCents: 638, quantity: 1, weightMilli: 1420, stockTakenMilli: 1420 },
      { position: 1, foodId: ids.jasmine, priceCents: 329, quantity: 2, weightMilli: null, stockTakenMilli: 2000 },
    ]);

    // 80 g of tomatoes, 2 basmati and 2 milk back; 2 jasmine taken.
    expect(await stockOf(ids.tomatoes)).toBe(8580);
    expect(await stockOf(ids.basmati)).toBe(10_000);
    expect(await stockOf(ids.milk)).toBe(10_000);
    expect(await stockOf(ids.jasmine)).toBe(8000);

    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.orderId, order._id));
    const picked = mails.find((mail) => mail.kind === 'order_picked');
    expect(picked).toMatchObject({ toAddress: customer.email });
    expect(JSON.parse(picked!.payload)).toMatchObject({
      estimatedMinor: 1776,
      amountMinor: 1524,
      pickChanges: [
        { name: 'Vine Tomatoes', change: { kind: 'weighed', ordered: 1.5, picked: 1.42 }, estimatedCents: 674, finalCents: 638 },
        { name: 'Basmati Rice 1 kg', change: { kind: 'replaced', named: false }, estimatedCents: 658, finalCents: 658 },
        { name: 'Milk 1 L', change: { kind: 'missing' }, estimatedCents: 230, finalCents: 0 },
      ],
    });
  });

  it('refuses to complete or pick it again', async () => {
    const message = 'This order is picked already: its final amount is set.';
    expect(await complete(order)).toMatchObject({ status: 409, body: { message } });
    expect(await pick(order, [{ index: 2, status: 'missing' }])).toMatchObject({ status: 409, body: { message } });
    expect(await stockOf(ids.jasmine)).toBe(8000);
  });
});

describe('the pick sheet', () => {
  it('lists the lines in aisle order, each with its stock left and what may be sent in its place', async () => {
    const order = await placeWorked();
    const { status, body } = await answer<{ data: PickSheet }>(await call(t, `/api/orders/${order._id}/pick`, { token: picker.token }));
    expect(status).toBe(200);
    expect(body.data.order._id).toBe(order._id);
    const lines = body.data.lines.map(({ index, aisle, product, suggestions }) => ({
      index,
      aisle,
      name: product?.name,
      stockLeft: product?.stockLeft,
      suggestions: suggestions.map((each) => each.name),
    }));
    // The import made the categories in the order of its rows: Fruit & Veg, Rice & Pasta, Dairy.
    expect(lines).toEqual([
      { index: 0, aisle: 'Fruit & Veg', name: 'Vine Tomatoes', stockLeft: expect.any(Number), suggestions: [] },
      { index: 1, aisle: 'Rice & Pasta', name: 'Basmati Rice 1 kg', stockLeft: expect.any(Number), suggestions: ['Jasmine Rice 1 kg'] },
      { index: 2, aisle: 'Dairy', name: 'Milk 1 L', stockLeft: expect.any(Number), suggestions: [] },
    ]);
    expect(body.data.lines[0]!.product).toMatchObject({ soldBy: 'weight', unit: 'kg', quantityStep: 0.25, price: 4.49 });
  });

  it('is refused to staff of another location', async () => {
    const order = await placeWorked();
    expect((await call(t, `/api/orders/${order._id}/pick`, { token: riversidePicker.token })).status).toBe(403);
    expect((await call(t, `/api/orders/${order._id}/pick`, { token: customer.token })).status).toBe(403);
  });
});

describe('which orders are to be picked', () => {
  it('is an order with a product weighed or counted, not one of products the shop neither weighs nor counts', async () => {
    const bread = 'sku,name,category,price,sold_by,track_stock\nBREAD-1,Sourdough Loaf,Bakery,3.50,unit,no';
    expect((await importCatalogue(t, admin.token, bread)).body.data).toMatchObject({ created: 1, errors: [] });
    const loaf = (await productWithSku(t, admin.token, 'BREAD-1'))!.id;
    const place = (productId: string) => placeOrder(t, customer.token, { products: [{ productId, quantity: 1 }], locationId: 1 });
    expect((await place(loaf)).toBePicked).toBe(false);
    expect((await place(ids.milk)).toBePicked).toBe(true);
  });
});

describe('completing an order where nothing is replaced', () => {
  it('charges a heavy weight up to a tenth over, the items found, nothing for what is missing', async () => {
    const order = await placeWorked();
    await accept(order);
    const before = { tomatoes: await stockOf(ids.tomatoes), basmati: await stockOf(ids.basmati), milk: await stockOf(ids.milk) };
    const lines = [
      { index: 0, status: 'picked', quantity: 1.9 },
      { index: 1, status: 'missing' },
      { index: 2, status: 'picked', quantity: 1 },
    ];
    expect((await pick(order, lines)).status).toBe(200);
    const { status, body } = await complete(order);
    expect(status).toBe(200);
    // 1.65 kg charged of 1.9 weighed: 7.41; one milk: 1.15.
    expect(body.data).toMatchObject({ subtotal: 8.56, discount: 0.86, deliveryFee: 3, estimatedTotal: 17.76 });
    expect(body.data.totalAmount).toBeCloseTo(8.56 - 0.86 + 3 + body.data.tax, 2);
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(orderLines.position);
    expect(rows.map(({ position, priceCents, quantity, weightMilli }) => ({ position, priceCents, quantity, weightMilli }))).toEqual([
      { position: 0, priceCents: 741, quantity: 1, weightMilli: 1900 },
      { position: 2, priceCents: 115, quantity: 1, weightMilli: null },
    ]);
    // The real weight is taken; the basmati and one milk go back.
    expect(await stockOf(ids.tomatoes)).toBe(before.tomatoes! - 400);
    expect(await stockOf(ids.basmati)).toBe(before.basmati! + 2000);
    expect(await stockOf(ids.milk)).toBe(before.milk! + 1000);
  });
});

describe('who may pick, and what a decision must be', () => {
  let order: Order;
  beforeAll(async () => {
    order = await placeWorked();
    await accept(order);
  });

  it('is for staff of the order’s location and admins', async () => {
    expect((await call(t, `/api/orders/${order._id}/pick`, { body: { lines: [{ index: 2, status: 'missing' }] } })).status).toBe(401);
    expect((await pick(order, [{ index: 2, status: 'missing' }], customer.token)).status).toBe(403);
    expect(await pick(order, [{ index: 2, status: 'missing' }], riversidePicker.token)).toMatchObject({
      status: 403,
      body: { message: 'This order belongs to a location you do not work at.' },
    });
    expect((await complete(order, riversidePicker.token)).status).toBe(403);
    expect((await pick(order, [{ index: 2, status: 'missing' }], admin.token)).status).toBe(200);
  });

  it('refuses a decision that does not fit its line, naming the field', async () => {
    expect(await pick(order, [{ index: 0, status: 'eaten' }])).toMatchObject({
      status: 400,
      body: { errors: { 'lines.0.status': 'Say what became of the line: picked, replaced or missing.' } },
    });
    expect(
      await pick(order, [
        { index: 2, status: 'missing' },
        { index: 0, status: 'picked' },
      ]),
    ).toMatchObject({
      status: 400,
      body: { message: 'Weigh Vine Tomatoes and send its weight.', errors: { 'lines.1': 'Weigh Vine Tomatoes and send its weight.' } },
    });
    expect(await pick(order, [{ index: 2, status: 'replaced', productId: ids.jasmine }])).toMatchObject({
      status: 400,
      body: { errors: { 'lines.0': 'The customer asked not to replace Milk 1 L: pick it or mark it missing.' } },
    });
    expect(await pick(order, [{ index: 7, status: 'missing' }])).toMatchObject({
      status: 400,
      body: { errors: { 'lines.0': 'The order has no line 7.' } },
    });
    // Nothing of a refused request is kept.
    const read = await answer<{ data: Order[] }>(await call(t, '/api/orders?pageSize=100', { token: admin.token }));
    expect(read.body.data.find((each) => each._id === order._id)!.products.map((line) => line.picked?.status ?? null)).toEqual([
      null,
      null,
      'missing',
    ]);
  });

  it('refuses an order whose payment was taken: a card charged at checkout would keep the estimate', async () => {
    const paid = await placeWorked();
    await accept(paid);
    await t.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, paid._id));
    const refusal = {
      status: 409,
      body: { message: 'This order is paid already: picking would change what it costs. An order is picked before its payment is taken.' },
    };
    expect(await pick(paid, [{ index: 2, status: 'missing' }])).toMatchObject(refusal);
    expect(await complete(paid)).toMatchObject(refusal);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await pick({ ...order, _id: '0'.repeat(24) }, [{ index: 0, status: 'missing' }])).status).toBe(404);
  });
});
