import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockChangedAnswer, StockHistoryAnswer } from '../../domain/contracts/stock.ts';
import type { Food } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { STOCK_ERRORS } from '../../domain/stock.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';

// A grocer's stock: orders take it in the batch that writes them and can never take more than
// there is, however many race for the last ones; a cancelled order gives it back; the owner's
// changes by hand are kept with their reasons.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let tomatoes: Food;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  const added = await answer<{ data: Food }>(
    await call(t, '/api/foods', {
      body: { name: 'Vine Tomatoes', category: 'Fruit & Veg', price: 2.99, stock: { tracked: true, quantity: 5, lowAt: 2 } },
      token: admin.token,
    }),
  );
  expect(added.status).toBe(201);
  tomatoes = added.body.data;
});
afterAll(() => t.destroy());

const order = (quantity: number, productId = tomatoes.id) =>
  call(t, '/api/orders', { body: orderBody({ products: [{ productId, quantity }] }), token: customer.token });
/** A product's page: its stock as it is now. */
const dishNow = async (id = tomatoes.id) => (await answer<Food>(await call(t, `/api/foods/${id}`))).body;
/** The menu's list: a product's state (in, low, out) as it is now; its figure within a second. */
const listedNow = async (id = tomatoes.id) => (await answer<Food[]>(await call(t, '/api/foods'))).body.find((dish) => dish.id === id)!;
const changeStock = async (body: unknown, id = tomatoes.id) =>
  answer<StockChangedAnswer & { errors?: Record<string, string>; code?: string }>(
    await call(t, `/api/foods/${id}/stock`, { body, token: admin.token }),
  );
const setStatus = async (orderId: string, status: string) =>
  call(t, `/api/orders/${orderId}/status`, { method: 'PUT', body: { status }, token: admin.token });

describe('stock', () => {
  it('is set with the product and answered on the menu', async () => {
    expect(tomatoes.stock).toEqual({ tracked: true, quantity: 5, lowAt: 2 });
    expect(await dishNow()).toMatchObject({ isAvailable: true, stock: { tracked: true, quantity: 5, lowAt: 2 } });
    const pizza = await dishNow('margherita-pizza');
    expect(pizza.stock).toEqual({ tracked: false, quantity: null, lowAt: null });
  });

  it('sells the last 5 to exactly 5 of 30 racing orders; the others are told what is left', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => order(1)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    const refused = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json()));
    for (const body of refused) {
      expect(body).toMatchObject({
        code: 'stock_short',
        message: 'Only 0 left of Vine Tomatoes.',
        data: { productId: tomatoes.id, left: 0 },
      });
    }
    // Out of stock on the next load: not to be ordered, and none left.
    expect(await dishNow()).toMatchObject({ isAvailable: false, stock: { quantity: 0 } });
    expect(await listedNow()).toMatchObject({ isAvailable: false, stock: { quantity: 0 } });
    const admins = (await answer<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }))).body;
    const stats = await answer<{ data: { lowStock: unknown[] } }>(await call(t, '/api/admin/stats', { token: admin.token }));
    expect(stats.body.data.lowStock).toEqual([{ foodId: tomatoes.id, name: 'Vine Tomatoes', quantity: 0, lowAt: 2 }]);
    // The owner's list keeps the on-sale switch as set.
    expect(admins.find((dish) => dish.id === tomatoes.id)).toMatchObject({ isAvailable: true, stock: { quantity: 0 } });
  });

  it('refuses an order for more than is left, naming how many', async () => {
    await changeStock({ adjust: 3, reason: 'delivery', note: 'Tuesday crate' });
    const short = await answer<{ message: string; code: string }>(await order(4));
    expect(short).toMatchObject({ status: 409, body: { code: 'stock_short', message: 'Only 3 left of Vine Tomatoes.' } });
    expect((await order(3)).status).toBe(201);
    expect((await dishNow()).stock.quantity).toBe(0);
  });

  it('gives a cancelled order its stock back, and takes it again when it is brought back', async () => {
    await changeStock({ adjust: 2, reason: 'delivery' });
    const placed = await answer<{ data: Order }>(await order(2));
    expect(placed.status).toBe(201);
    expect((await dishNow()).stock.quantity).toBe(0);
    expect((await setStatus(placed.body.data._id, 'cancelled')).status).toBe(200);
    expect(await dishNow()).toMatchObject({ isAvailable: true, stock: { quantity: 2 } });
    expect(await listedNow()).toMatchObject({ isAvailable: true, stock: { quantity: 2 } });
    // Another order takes one meanwhile: bringing the first back would need two.
    expect((await order(1)).status).toBe(201);
    const back = await answer<{ message: string }>(await setStatus(placed.body.data._id, 'pending'));
    expect(back).toMatchObject({
      status: 409,
      body: { message: 'Its products have sold out since it was cancelled: cancelled, it stays.' },
    });
    expect((await dishNow()).stock.quantity).toBe(1);
  });

  it('keeps the owner’s changes by hand, with reasons, and never goes below 0', async () => {
    expect(await changeStock({ set: 12, reason: 'count', note: 'Evening count' })).toMatchObject({
      status: 200,
      body: { message: 'Stock updated', data: { foodId: tomatoes.id, locationId: 1, tracked: true, quantity: 12, lowAt: 2 } },
    });
    expect((await changeStock({ adjust: -2, reason: 'waste', note: 'Bruised' })).body.data.quantity).toBe(10);
    expect(await changeStock({ adjust: -11, reason: 'waste' })).toMatchObject({
      status: 409,
      body: { code: 'stock_below_zero', message: 'Only 10 of Vine Tomatoes left: stock cannot go below 0.' },
    });
    const history = await answer<StockHistoryAnswer>(await call(t, `/api/foods/${tomatoes.id}/stock`, { token: admin.token }));
    expect(history.body.data.quantity).toBe(10);
    expect(history.body.data.adjustments.slice(0, 2)).toMatchObject([
      { change: -2, quantityAfter: 10, reason: 'waste', note: 'Bruised', byName: 'Olive Owner' },
      { change: 11, quantityAfter: 12, reason: 'count', note: 'Evening count' },
    ]);
  });

  it('refuses a bad change, an untracked product and anyone but the owner, changing nothing', async () => {
    expect(await changeStock({ adjust: 1.5, reason: 'delivery' })).toMatchObject({
      status: 400,
      body: { errors: { adjust: STOCK_ERRORS.adjust } },
    });
    expect(await changeStock({ adjust: 1, set: 4, reason: 'count' })).toMatchObject({
      status: 400,
      body: { errors: { adjust: STOCK_ERRORS.oneChange } },
    });
    expect(await changeStock({ adjust: 1, reason: 'theft' })).toMatchObject({
      status: 400,
      body: { errors: { reason: STOCK_ERRORS.reason } },
    });
    expect(await changeStock({ adjust: 1, reason: 'delivery' }, 'margherita-pizza')).toMatchObject({
      status: 409,
      body: { code: 'stock_not_tracked' },
    });
    expect((await changeStock({ adjust: 1, reason: 'delivery' }, 'no-such-dish')).status).toBe(404);
    const asCustomer = await call(t, `/api/foods/${tomatoes.id}/stock`, {
      body: { adjust: 100, reason: 'delivery' },
      token: customer.token,
    });
    expect(asCustomer.status).toBe(403);
    expect((await dishNow()).stock.quantity).toBe(10);
  });

  it('is left as it is by a change of the product that does not send it', async () => {
    const { stock: _stock, ...withoutStock } = { ...tomatoes, price: 3.49 };
    const saved = await answer<{ data: Food }>(
      await call(t, `/api/foods/${tomatoes.id}`, {
        method: 'PUT',
        body: { name: withoutStock.name, category: withoutStock.category, price: 3.49 },
        token: admin.token,
      }),
    );
    expect(saved).toMatchObject({ status: 200, body: { data: { price: 3.49, stock: { tracked: true, quantity: 10, lowAt: 2 } } } });
  });

  it('is given back when the desk rejects an order', async () => {
    const placed = await answer<{ data: Order }>(await order(4));
    expect((await dishNow()).stock.quantity).toBe(6);
    const rejected = await call(t, `/api/orders/${placed.body.data._id}/reject`, { body: { reason: 'Crate dropped' }, token: admin.token });
    expect(rejected.status).toBe(200);
    expect((await dishNow()).stock.quantity).toBe(10);
  });

  it("is each location's own", async () => {
    const riverside = await answer<{ data: { id: number } }>(
      await call(t, '/api/locations', {
        body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
        token: admin.token,
      }),
    );
    const there = riverside.body.data.id;
    const atRiverside = async () =>
      (await answer<Food[]>(await call(t, `/api/foods?location=${there}`))).body.find((dish) => dish.id === tomatoes.id)!;
    // A location that never had any has none.
    expect(await atRiverside()).toMatchObject({ isAvailable: false, stock: { quantity: 0 } });
    expect((await changeStock({ adjust: 4, reason: 'delivery', locationId: there })).body.data).toMatchObject({
      locationId: there,
      quantity: 4,
    });
    expect(await atRiverside()).toMatchObject({ isAvailable: true, stock: { quantity: 4 } });
    const placed = await call(t, '/api/orders', {
      body: orderBody({ locationId: there, products: [{ productId: tomatoes.id, quantity: 4 }] }),
      token: customer.token,
    });
    expect(placed.status).toBe(201);
    expect(await atRiverside()).toMatchObject({ isAvailable: false, stock: { quantity: 0 } });
    expect((await dishNow()).stock.quantity).toBe(10);
  });
});
