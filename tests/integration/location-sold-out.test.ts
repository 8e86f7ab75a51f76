import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskMenuAnswer, SoldOutChangedAnswer } from '../../domain/contracts/desk.ts';
import type { Food } from '../../domain/food.ts';
import { LOCATION_ERRORS, LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';

// The desk's one tap: a dish sold out at the desk's own location, for that location's menu and
// orders alone; with one location it is the dish's own mark, as Manage Foods sets it.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let sam: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  sam = await signUpUser(t, { name: 'Sam Staff' });
  await setRole(t, sam.userId, 'staff');
});
afterAll(() => t.destroy());

const mark = async (foodId: string, body: unknown, token = sam.token) =>
  answer<SoldOutChangedAnswer & { errors?: Record<string, string> }>(
    await call(t, `/api/desk/sold-out/${foodId}`, { method: 'PUT', body, token }),
  );
const deskMenu = async (query = '', token = sam.token) => answer<DeskMenuAnswer>(await call(t, `/api/desk/menu${query}`, { token }));
const dishOnDesk = (menu: DeskMenuAnswer, id: string) => menu.data.dishes.find((dish) => dish.id === id);
const menuAt = async (location?: number) =>
  (await answer<Food[]>(await call(t, location === undefined ? '/api/foods' : `/api/foods?location=${location}`))).body;
const availableIn = (menu: Food[], id: string) => menu.find((dish) => dish.id === id)?.isAvailable;
const order = async (productId: string, locationId?: number) =>
  (
    await call(t, '/api/orders', {
      body: orderBody({ ...(locationId === undefined ? {} : { locationId }), products: [{ productId, quantity: 1 }] }),
      token: customer.token,
    })
  ).status;

describe("the desk's sold-out tap, with one location", () => {
  it('marks the dish itself, for the storefront and for orders, and puts it back', async () => {
    const menu = (await deskMenu()).body;
    expect(menu.data.location).toEqual({ id: 1, name: 'Doorstep' });
    expect(dishOnDesk(menu, 'margherita-pizza')).toMatchObject({ soldOut: false, soldOutEverywhere: false });

    expect(await mark('margherita-pizza', { soldOut: true })).toMatchObject({
      status: 200,
      body: { message: 'Margherita Pizza is marked sold out', data: { foodId: 'margherita-pizza', locationId: 1, soldOut: true } },
    });
    expect(availableIn(await menuAt(), 'margherita-pizza')).toBe(false);
    expect(await order('margherita-pizza')).toBe(400);
    expect(dishOnDesk((await deskMenu()).body, 'margherita-pizza')).toMatchObject({ soldOut: true, soldOutEverywhere: false });

    expect((await mark('margherita-pizza', { soldOut: false })).body.message).toBe('Margherita Pizza is back on sale');
    expect(availableIn(await menuAt(), 'margherita-pizza')).toBe(true);
    expect(await order('margherita-pizza')).toBe(201);
  });

  it('refuses a customer, a bad body and an unknown dish, changing nothing', async () => {
    expect((await mark('margherita-pizza', { soldOut: true }, customer.token)).status).toBe(403);
    expect((await deskMenu('', customer.token)).status).toBe(403);
    expect(await mark('margherita-pizza', { soldOut: 'yes' })).toMatchObject({
      status: 400,
      body: { errors: { soldOut: LOCATION_ERRORS.soldOut } },
    });
    expect((await mark('no-such-dish', { soldOut: true })).status).toBe(404);
    expect(availableIn(await menuAt(), 'margherita-pizza')).toBe(true);
  });
});

describe("the desk's sold-out tap, in a chain", () => {
  beforeAll(async () => {
    const riverside = await call(t, '/api/locations', {
      body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
      token: admin.token,
    });
    expect(riverside.status).toBe(201);
    const given = await call(t, `/api/admin/users/${sam.userId}`, { method: 'PUT', body: { locationIds: [2] }, token: admin.token });
    expect(given.status).toBe(200);
  });

  it("marks the dish at the member's own location alone", async () => {
    expect(await mark('margherita-pizza', { soldOut: true })).toMatchObject({
      status: 200,
      body: {
        message: 'Margherita Pizza is marked sold out at Riverside',
        data: { foodId: 'margherita-pizza', locationId: 2, soldOut: true },
      },
    });
    expect(availableIn(await menuAt(2), 'margherita-pizza')).toBe(false);
    expect(availableIn(await menuAt(1), 'margherita-pizza')).toBe(true);
    expect(availableIn(await menuAt(), 'margherita-pizza')).toBe(true);
    expect(await order('margherita-pizza', 2)).toBe(400);
    expect(await order('margherita-pizza', 1)).toBe(201);

    const menu = (await deskMenu()).body;
    expect(menu.data.location).toEqual({ id: 2, name: 'Riverside' });
    expect(dishOnDesk(menu, 'margherita-pizza')).toMatchObject({ soldOut: true, soldOutEverywhere: false });
    expect(dishOnDesk((await deskMenu('?location=1', admin.token)).body, 'margherita-pizza')).toMatchObject({ soldOut: false });
    const differences = await answer<{ data: unknown[] }>(await call(t, '/api/locations/menu', { token: admin.token }));
    expect(differences.body.data).toEqual([{ locationId: 2, foodId: 'margherita-pizza', isAvailable: true, price: null, soldOut: true }]);
  });

  it("refuses another location's dishes to the member", async () => {
    expect(await mark('margherita-pizza', { soldOut: true, locationId: 1 })).toMatchObject({
      status: 403,
      body: { message: LOCATION_MESSAGES.notYourLocation },
    });
    expect((await deskMenu('?location=1')).status).toBe(403);
    expect(availableIn(await menuAt(1), 'margherita-pizza')).toBe(true);
  });

  it("keeps the owner's price through the mark, and the mark through the owner's price", async () => {
    await call(t, '/api/locations/2/menu/margherita-pizza', {
      method: 'PUT',
      body: { isAvailable: true, price: 10.5 },
      token: admin.token,
    });
    const soldOut = (await menuAt(2)).find((dish) => dish.id === 'margherita-pizza');
    expect(soldOut).toMatchObject({ isAvailable: false, price: 10.5 });

    expect((await mark('margherita-pizza', { soldOut: false })).body.message).toBe('Margherita Pizza is back on sale at Riverside');
    expect((await menuAt(2)).find((dish) => dish.id === 'margherita-pizza')).toMatchObject({ isAvailable: true, price: 10.5 });
    expect(await order('margherita-pizza', 2)).toBe(201);

    await call(t, '/api/locations/2/menu/margherita-pizza', {
      method: 'PUT',
      body: { isAvailable: true, price: null },
      token: admin.token,
    });
    const differences = await answer<{ data: unknown[] }>(await call(t, '/api/locations/menu', { token: admin.token }));
    expect(differences.body.data).toEqual([]);
  });

  it('leaves off the desk what the owner does not sell there, and refuses to put it back', async () => {
    await call(t, '/api/locations/2/menu/dragon-roll', { method: 'PUT', body: { isAvailable: false }, token: admin.token });
    expect(dishOnDesk((await deskMenu()).body, 'dragon-roll')).toBeUndefined();
    expect(await mark('dragon-roll', { soldOut: false })).toMatchObject({ status: 409, body: { message: LOCATION_MESSAGES.notSoldHere } });
    expect(availableIn(await menuAt(2), 'dragon-roll')).toBe(false);
    await call(t, '/api/locations/2/menu/dragon-roll', { method: 'PUT', body: { isAvailable: true }, token: admin.token });
  });

  it('leaves a dish sold out on the whole menu to the owner', async () => {
    await call(t, '/api/foods/california-roll/availability', { method: 'PATCH', body: { isAvailable: false }, token: admin.token });
    expect(dishOnDesk((await deskMenu()).body, 'california-roll')).toMatchObject({ soldOut: true, soldOutEverywhere: true });
    expect(await mark('california-roll', { soldOut: false })).toMatchObject({
      status: 409,
      body: { message: 'California Roll is sold out at every location: only an admin can put it back on sale, in Manage Foods.' },
    });
    expect(availableIn(await menuAt(2), 'california-roll')).toBe(false);
    await call(t, '/api/foods/california-roll/availability', { method: 'PATCH', body: { isAvailable: true }, token: admin.token });
  });
});
