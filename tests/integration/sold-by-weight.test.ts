import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import type { Order } from '../../domain/order.ts';
import { ORDER_LINES_CSV_COLUMNS } from '../../domain/reports.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';

// A grocer sells by weight: 1.5 kg of tomatoes at 4.49 per kg is 6.74 (half up), taken from a
// stock kept in kilograms; the order says it is an estimate; a weight off the product's steps is
// refused naming the product.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let tomatoes: Food;

const weighed = { soldBy: 'weight', unit: 'kg', quantityStep: 0.25, minQuantity: 0.5, maxQuantity: 5 };

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  const added = await answer<{ data: Food }>(
    await call(t, '/api/foods', {
      body: { name: 'Vine Tomatoes', category: 'Fruit & Veg', price: 4.49, ...weighed, stock: { tracked: true, quantity: 10.5, lowAt: 1 } },
      token: admin.token,
    }),
  );
  expect(added.status).toBe(201);
  tomatoes = added.body.data;
});
afterAll(() => t.destroy());

const order = async (products: { productId: string; quantity: number }[]) =>
  answer<{ data: Order; message: string; code?: string }>(
    await call(t, '/api/orders', { body: orderBody({ products }), token: customer.token }),
  );
const saveFood = async (body: Record<string, unknown>) =>
  answer<{ errors?: Record<string, string> }>(
    await call(t, '/api/foods', { body: { name: 'Apples', category: 'Fruit & Veg', price: 2.5, ...body }, token: admin.token }),
  );

/** The reports' period from the day before an order to the day after (the test app's clock is fixed). */
function aroundDay(placed: Pick<Order, 'createdAt'>): string {
  const day = (offset: number) => new Date(Date.parse(placed.createdAt) + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-1)}&to=${day(1)}`;
}

describe('a product sold by weight', () => {
  it('is answered with its rule, its price per kg as its unit price and its stock in kg', async () => {
    expect(tomatoes).toMatchObject({ ...weighed, price: 4.49, unitPrice: { amount: 4.49, per: 'kg' }, stock: { quantity: 10.5 } });
    const listed = (await answer<Food[]>(await call(t, '/api/foods'))).body.find((dish) => dish.id === tomatoes.id);
    expect(listed).toMatchObject(weighed);
    const pizza = (await answer<Food>(await call(t, '/api/foods/margherita-pizza'))).body;
    expect(pizza).toMatchObject({ soldBy: 'unit', unit: null, quantityStep: 1, minQuantity: 1, maxQuantity: null });
  });

  it('refuses a rule that does not hold, at its field, and keeps what it does not name', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ soldBy: 'weight', quantityStep: 0.25 }, 'unit', FOOD_FORM_ERRORS.weightUnit],
      [{ soldBy: 'weight', unit: 'kg', quantityStep: 0 }, 'quantityStep', FOOD_FORM_ERRORS.quantityStep],
      [{ soldBy: 'weight', unit: 'kg', quantityStep: 0.25, minQuantity: 0.3 }, 'minQuantity', FOOD_FORM_ERRORS.minQuantity],
      [{ soldBy: 'weight', unit: 'kg', quantityStep: 0.5, maxQuantity: 0.25 }, 'maxQuantity', FOOD_FORM_ERRORS.maxQuantity],
      [{ soldBy: 'unit', quantityStep: 0.5 }, 'quantityStep', FOOD_FORM_ERRORS.wholeUnits],
      [{ quantityStep: 0.5 }, 'soldBy', FOOD_FORM_ERRORS.soldByMissing],
      [{ soldBy: 'unit', stock: { tracked: true, quantity: 2.5 } }, 'stock.quantity', FOOD_FORM_ERRORS.wholeStock],
      [{ soldBy: 'unit', stock: { tracked: true, quantity: 2, lowAt: 0.5 } }, 'stock.lowAt', FOOD_FORM_ERRORS.wholeStock],
    ];
    for (const [body, field, message] of cases) {
      const refused = await saveFood(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[field]).toBe(message);
    }
    // A change of a product sold by the unit that leaves its rule out keeps its stock whole.
    const pizza = (await answer<Food>(await call(t, '/api/foods/margherita-pizza'))).body;
    const fractional = await answer<{ errors?: Record<string, string> }>(
      await call(t, '/api/foods/margherita-pizza', {
        method: 'PUT',
        body: { name: pizza.name, category: pizza.category, price: pizza.price, stock: { tracked: true, quantity: 1.5 } },
        token: admin.token,
      }),
    );
    expect(fractional).toMatchObject({ status: 400, body: { errors: { 'stock.quantity': FOOD_FORM_ERRORS.wholeStock } } });
    // A change that leaves the rule out keeps it.
    const changed = await answer<{ data: Food }>(
      await call(t, `/api/foods/${tomatoes.id}`, {
        method: 'PUT',
        body: { name: 'Vine Tomatoes', category: 'Fruit & Veg', price: 4.49, description: 'Ripe' },
        token: admin.token,
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ ...weighed, description: 'Ripe' });
  });

  it('is ordered by weight: priced half up, taken from stock in kg, and the order marked estimated', async () => {
    const placed = await order([
      { productId: tomatoes.id, quantity: 1.5 },
      { productId: 'margherita-pizza', quantity: 2 },
    ]);
    expect(placed.status).toBe(201);
    const { data } = placed.body;
    expect(data.estimated).toBe(true);
    expect(data.products[0]).toMatchObject({ quantity: 1.5, unit: 'kg', soldBy: 'weight', price: 4.49, amount: 6.74 });
    expect(data.products[1]).toMatchObject({ quantity: 2, unit: null, soldBy: 'unit', price: 12.99, amount: 25.98 });
    expect(data.subtotal).toBe(32.72);
    const now = (await answer<Food>(await call(t, `/api/foods/${tomatoes.id}`))).body;
    expect(now.stock.quantity).toBe(9);
    // The order as its customer reads it later says the same.
    const mine = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }));
    expect(mine.body.data.find((one) => one._id === data._id)?.products[0]).toMatchObject({ quantity: 1.5, amount: 6.74 });
  });

  it('refuses a weight off its steps, under its least or over its most, and a part of an item, naming the product', async () => {
    const cases: [string, number, string][] = [
      [tomatoes.id, 1.3, 'Vine Tomatoes is sold in steps of 0.25 kg.'],
      [tomatoes.id, 0.25, 'Order at least 0.5 kg of Vine Tomatoes.'],
      [tomatoes.id, 5.25, 'Order at most 5 kg of Vine Tomatoes.'],
      ['margherita-pizza', 1.5, 'Margherita Pizza is sold by the unit: order a whole number.'],
    ];
    for (const [productId, quantity, message] of cases) {
      const refused = await order([{ productId, quantity }]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'quantity_invalid', message, data: { productId } });
    }
    // Two lines of one product are judged together.
    expect(
      (
        await order([
          { productId: tomatoes.id, quantity: 3 },
          { productId: tomatoes.id, quantity: 2.5 },
        ])
      ).body.message,
    ).toBe('Order at most 5 kg of Vine Tomatoes.');
    expect((await answer<Food>(await call(t, `/api/foods/${tomatoes.id}`))).body.stock.quantity).toBe(9);
  });

  it('takes a stock change in kg, and whole items only for a product sold by the unit', async () => {
    const adjusted = await answer<{ data: { quantity: number } }>(
      await call(t, `/api/foods/${tomatoes.id}/stock`, { body: { adjust: -0.75, reason: 'waste' }, token: admin.token }),
    );
    expect(adjusted).toMatchObject({ status: 200, body: { data: { quantity: 8.25 } } });
    const eggs = await answer<{ data: Food }>(
      await call(t, '/api/foods', {
        body: { name: 'Eggs', category: 'Dairy', price: 3.2, stock: { tracked: true, quantity: 12, lowAt: 2 } },
        token: admin.token,
      }),
    );
    const half = await call(t, `/api/foods/${eggs.body.data.id}/stock`, { body: { adjust: 0.5, reason: 'count' }, token: admin.token });
    expect(half.status).toBe(400);
  });

  it('gives a weighed line back whole, by its weight', async () => {
    const placed = (await order([{ productId: tomatoes.id, quantity: 2 }])).body.data;
    const refund = async (quantity: number) =>
      answer<{ data: Order; message: string }>(
        await call(t, `/api/orders/${placed._id}/refunds`, { body: { lines: [{ position: 0, quantity }] }, token: admin.token }),
      );
    const part = await refund(1);
    expect(part.status).toBe(400);
    expect(part.body.message).toBe('Vine Tomatoes was sold by weight: give back its whole weight or choose an amount.');
    const whole = await refund(2);
    expect(whole.status).toBe(200);
    expect(whole.body.data.refunded).toBe(8.98);
    expect(whole.body.data.products[0]).toMatchObject({ quantity: 2, refundedQuantity: 2 });
    // The refunds' export names it by its weight, not as the one item it is kept as.
    const csv = await call(t, `/api/admin/reports/refunds.csv?${aroundDay(placed)}`, { token: admin.token });
    const [header, ...rows] = parse(await csv.text(), { bom: true }) as string[][];
    expect(rows.map((row) => row[header!.indexOf('Items')])).toContain('2 kg Vine Tomatoes');
  });

  it('exports a weighed line with its weight, unit, price per unit and amount', async () => {
    const placed = (await order([{ productId: tomatoes.id, quantity: 1.5 }])).body.data;
    const csv = await call(t, `/api/admin/reports/order-lines.csv?${aroundDay(placed)}`, { token: admin.token });
    const text = await csv.text();
    expect(csv.status, text).toBe(200);
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...ORDER_LINES_CSV_COLUMNS]);
    const line = Object.fromEntries(header!.map((column, at) => [column, rows.find((row) => row[1] === placed._id)![at]]));
    expect(line).toMatchObject({
      Dish: 'Vine Tomatoes',
      Quantity: '1.5',
      'Unit price': '4.49',
      'Line total': '6.74',
      'Quantity unit': 'kg',
    });
    const pizza = rows.find((row) => row[3] === 'margherita-pizza')!;
    expect(pizza[header!.indexOf('Quantity unit')]).toBe('');
  });
});
