import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { DISHES_BY_ID_MAX, DISHES_BY_ID_MESSAGES } from '../../domain/menu-by-ids.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// The menu of a large catalogue draws the cards of search hits it has not loaded: those dishes
// alone, as the customer's menu has them.
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
  const riverside = await call(t, '/api/locations', {
    body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(riverside.status).toBe(201);
});
afterAll(() => t.destroy());

const dishes = async (query: string, headers: Record<string, string> = {}) =>
  answer<Food[] & { message?: string; errors?: Record<string, string> }>(await call(t, `/api/foods${query}`, { headers }));

describe('some dishes of the menu by id', () => {
  it("answers those dishes as the menu has them, in the menu's order, leaving out ids no dish has", async () => {
    const whole = (await dishes('')).body;
    const { status, body } = await dishes('?ids=butter-chicken,no-such-dish,margherita-pizza,butter-chicken');
    expect(status).toBe(200);
    expect(body).toEqual(whole.filter((dish) => dish.id === 'margherita-pizza' || dish.id === 'butter-chicken'));
    expect(body.map((dish) => dish.id)).toEqual(['margherita-pizza', 'butter-chicken']);
    expect((await dishes('?ids=no-such-dish')).body).toEqual([]);
  });

  it('applies lang and location as the list does', async () => {
    const italian = (await dishes('?ids=margherita-pizza&lang=it')).body;
    expect(italian).toEqual((await dishes('?lang=it')).body.filter((dish) => dish.id === 'margherita-pizza'));
    expect(italian[0]).toMatchObject({ lang: 'it', name: 'Pizza Margherita' });

    const priced = await call(t, '/api/locations/2/menu/margherita-pizza', {
      method: 'PUT',
      body: { isAvailable: false, price: 10.5 },
      token: admin.token,
    });
    expect(priced.status).toBe(200);
    const [atRiverside] = (await dishes('?ids=margherita-pizza&location=2')).body;
    expect(atRiverside).toMatchObject({ price: 10.5, isAvailable: false });
    expect((await dishes('?ids=margherita-pizza&location=99')).status).toBe(404);
  });

  it('leaves out the dishes of a hidden category', async () => {
    const hidden = await call(t, '/api/categories/sushi', { method: 'PUT', body: { name: 'sushi', isHidden: true }, token: admin.token });
    expect(hidden.status).toBe(200);
    expect((await dishes('?ids=dragon-roll,margherita-pizza')).body.map((dish) => dish.id)).toEqual(['margherita-pizza']);
  });

  it(`refuses none, more than ${DISHES_BY_ID_MAX}, or ids with a page's or the admin's parameters, saying so in the asker's language`, async () => {
    const tooMany = Array.from({ length: DISHES_BY_ID_MAX + 1 }, (_, index) => `dish-${index}`).join(',');
    for (const query of ['?ids=', '?ids=,,', `?ids=${tooMany}`]) {
      expect(await dishes(query)).toMatchObject({ status: 400, body: { errors: { ids: DISHES_BY_ID_MESSAGES.ids } } });
    }
    const atMost = Array.from({ length: DISHES_BY_ID_MAX }, (_, index) => `dish-${index}`).join(',');
    expect((await dishes(`?ids=${atMost},margherita-pizza`)).status).toBe(400);
    expect((await dishes(`?ids=${atMost}`)).status).toBe(200);
    for (const query of ['&limit=5', '&category=pizza', '&cursor=margherita-pizza', '&include=hidden']) {
      expect(await dishes(`?ids=margherita-pizza${query}`)).toMatchObject({
        status: 400,
        body: { errors: { ids: DISHES_BY_ID_MESSAGES.alone } },
      });
    }
    expect(await dishes('?ids=', { 'Accept-Language': 'it' })).toMatchObject({
      status: 400,
      body: { message: 'ids elenca da 1 a 100 id di piatti, separati da virgole.' },
    });
  });
});
