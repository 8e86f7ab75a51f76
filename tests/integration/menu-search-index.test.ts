import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchIndexAnswer } from '../../domain/contracts/menu.ts';
import type { Food } from '../../domain/food.ts';
import { SEARCHED_DESCRIPTION_LENGTH, searchIndexEntry } from '../../domain/search-document.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// A large catalogue's pages carry part of the menu: its search reads what it needs of every dish
// from this one compact answer, kept in memory as the menu is.
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const searchIndex = async (query = '') => answer<SearchIndexAnswer>(await call(t, `/api/foods/search-index${query}`));
const menu = async (query = '') => (await answer<Food[]>(await call(t, `/api/foods${query}`))).body;

describe('the search index of the menu', () => {
  it("answers every storefront dish's id, name, category, options and description, in a row, in the menu's order", async () => {
    const { status, body } = await searchIndex();
    expect(status).toBe(200);
    const dishes = await menu();
    expect(body).toEqual(dishes.map(searchIndexEntry));
    expect(body.find(([id]) => id === 'margherita-pizza')).toEqual([
      'margherita-pizza',
      'Margherita Pizza',
      'pizza',
      'Extras Extra mozzarella Olives Jalapeños Mushrooms Truffle oil',
      dishes.find((dish) => dish.id === 'margherita-pizza')!.description,
    ]);
  });

  it('is served from memory with a strong ETag, and changes with the menu', async () => {
    const first = await call(t, '/api/foods/search-index');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await call(t, '/api/foods/search-index', { headers: { 'If-None-Match': etag! } })).status).toBe(304);

    const long = `Stone-milled rye, ${'slow proved and baked in a wood oven, '.repeat(6)}ending with caraway.`;
    const created = await call(t, '/api/foods', {
      body: { name: 'Rye Loaf', category: 'pasta', price: 4, description: long },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    const changed = await call(t, '/api/foods/search-index', { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    const rye = ((await changed.json()) as SearchIndexAnswer).find(([, name]) => name === 'Rye Loaf')!;
    // A long description is searched in its start, to the last whole word.
    expect(rye[4].length).toBeLessThanOrEqual(SEARCHED_DESCRIPTION_LENGTH);
    expect(long.startsWith(rye[4])).toBe(true);
    expect(long.charAt(rye[4].length)).toBe(' ');
  });

  it('speaks the language asked for', async () => {
    const italian = await call(t, '/api/foods/search-index?lang=it');
    expect(italian.headers.get('content-language')).toBe('it');
    const rows = (await italian.json()) as SearchIndexAnswer;
    expect(rows).toEqual((await menu('?lang=it')).map(searchIndexEntry));
    expect(rows.find(([id]) => id === 'margherita-pizza')?.[1]).toBe('Pizza Margherita');
    expect(italian.headers.get('etag')).not.toBe((await call(t, '/api/foods/search-index')).headers.get('etag'));
  });

  it("takes a location as the menu does: the same words at each of the shop's, 404 for one it does not have", async () => {
    expect((await searchIndex('?location=1')).body).toEqual((await searchIndex()).body);
    expect(await searchIndex('?location=99')).toMatchObject({ status: 404, body: { message: LOCATION_MESSAGES.notFound } });
  });

  it('leaves out the dishes of a hidden category', async () => {
    const hidden = await call(t, '/api/categories/sushi', { method: 'PUT', body: { name: 'sushi', isHidden: true }, token: admin.token });
    expect(hidden.status).toBe(200);
    const rows = (await searchIndex()).body;
    expect(rows.some(([, , category]) => category === 'sushi')).toBe(false);
    expect(rows.map(([id]) => id)).toEqual((await menu()).map((dish) => dish.id));
  });
});
