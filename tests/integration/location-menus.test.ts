import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { LOCATION_ERRORS, LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';

// Every dish is on at every location at the menu's price until the owner takes it off there or
// gives it another price there; the storefront's menu and the order's total follow the location.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  const riverside = await call(t, '/api/locations', {
    body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(riverside.status).toBe(201);
});
afterAll(() => t.destroy());

const setDish = async (locationId: number, foodId: string, body: unknown, token = admin.token) =>
  answer<{ data: unknown; message: string; errors?: Record<string, string> }>(
    await call(t, `/api/locations/${locationId}/menu/${foodId}`, { method: 'PUT', body, token }),
  );
const menuAt = async (location?: number) =>
  (await answer<Food[]>(await call(t, location === undefined ? '/api/foods' : `/api/foods?location=${location}`))).body;
const dishIn = (menu: Food[], id: string) => menu.find((dish) => dish.id === id)!;
const order = async (locationId: number, productId: string) =>
  answer<{ data: Order; message: string }>(
    await call(t, '/api/orders', { body: orderBody({ locationId, products: [{ productId, quantity: 1 }] }), token: customer.token }),
  );

describe("a location's menu", () => {
  it('is the menu itself until the owner says otherwise', async () => {
    expect(await menuAt(2)).toEqual(await menuAt());
    expect((await call(t, '/api/foods?location=99')).status).toBe(404);
  });

  it('takes a dish off at one location and prices another there, for the menu and for orders', async () => {
    const menuPrice = dishIn(await menuAt(), 'margherita-pizza').price;
    expect(await setDish(2, 'margherita-pizza', { isAvailable: true, price: 10.5 })).toMatchObject({
      status: 200,
      body: { message: LOCATION_MESSAGES.menuSaved, data: { locationId: 2, foodId: 'margherita-pizza', isAvailable: true, price: 10.5 } },
    });
    expect((await setDish(2, 'dragon-roll', { isAvailable: false })).status).toBe(200);

    const riverside = await menuAt(2);
    expect(dishIn(riverside, 'margherita-pizza').price).toBe(10.5);
    expect(dishIn(riverside, 'dragon-roll').isAvailable).toBe(false);
    const first = await menuAt(1);
    expect(dishIn(first, 'margherita-pizza').price).toBe(menuPrice);
    expect(dishIn(first, 'dragon-roll').isAvailable).toBe(true);
    const single = await answer<Food>(await call(t, '/api/foods/margherita-pizza?location=2'));
    expect(single.body.price).toBe(10.5);

    const atRiverside = await order(2, 'margherita-pizza');
    expect(atRiverside.status).toBe(201);
    expect(atRiverside.body.data.products[0]?.price).toBe(10.5);
    expect((await order(1, 'margherita-pizza')).body.data.products[0]?.price).toBe(menuPrice);
    expect((await order(2, 'dragon-roll')).status).toBe(400);
    expect((await order(1, 'dragon-roll')).status).toBe(201);

    const differences = await answer<{ data: unknown[] }>(await call(t, '/api/locations/menu', { token: admin.token }));
    expect(differences.body.data).toEqual([
      { locationId: 2, foodId: 'dragon-roll', isAvailable: false, price: null, soldOut: false },
      { locationId: 2, foodId: 'margherita-pizza', isAvailable: true, price: 10.5, soldOut: false },
    ]);
  });

  it("goes back to the menu's price and availability when the owner clears them", async () => {
    await setDish(2, 'margherita-pizza', { isAvailable: true, price: null });
    await setDish(2, 'dragon-roll', { isAvailable: true });
    expect(await menuAt(2)).toEqual(await menuAt());
    const differences = await answer<{ data: unknown[] }>(await call(t, '/api/locations/menu', { token: admin.token }));
    expect(differences.body.data).toEqual([]);
  });

  it('refuses a bad price, an unknown dish or location, and anyone but the owner', async () => {
    expect(await setDish(2, 'margherita-pizza', { isAvailable: true, price: -1 })).toMatchObject({
      status: 400,
      body: { errors: { price: LOCATION_ERRORS.price } },
    });
    expect(await setDish(2, 'no-such-dish', { isAvailable: false })).toMatchObject({
      status: 404,
      body: { message: LOCATION_MESSAGES.dishNotFound },
    });
    expect(await setDish(99, 'margherita-pizza', { isAvailable: false })).toMatchObject({
      status: 404,
      body: { message: LOCATION_MESSAGES.notFound },
    });
    expect((await setDish(2, 'margherita-pizza', { isAvailable: false }, customer.token)).status).toBe(403);
    expect(await menuAt(2)).toEqual(await menuAt());
  });
});
