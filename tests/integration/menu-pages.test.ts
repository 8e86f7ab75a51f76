import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { MENU_PAGE_MESSAGES } from '../../domain/menu-page.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// A grocer's thousands of products are read a page at a time: the list stays an array for
// today's clients, and the next page's cursor comes in a header.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const page = async (query: string) => {
  const response = await call(t, `/api/foods${query}`);
  return {
    status: response.status,
    next: response.headers.get('next-cursor'),
    link: response.headers.get('link'),
    body: await response.json(),
  };
};

describe('a page of the menu', () => {
  it('reads the whole list page by page, in its order, and says where each stops', async () => {
    const whole = (await answer<Food[]>(await call(t, '/api/foods'))).body;
    const read: Food[] = [];
    let query = '?limit=7';
    for (let pages = 0; pages < 20; pages++) {
      const { status, body, next, link } = await page(query);
      expect(status).toBe(200);
      read.push(...(body as Food[]));
      if (next === null) break;
      expect(link).toBe(`</api/foods?limit=7&cursor=${next}>; rel="next"`);
      query = `?limit=7&cursor=${next}`;
    }
    expect(read.map((dish) => dish.id)).toEqual(whole.map((dish) => dish.id));
    expect(read).toEqual(whole);
  });

  it('answers a first page holding the whole list as the whole menu: its ETag, and 304 when it is sent back', async () => {
    const whole = await call(t, '/api/foods');
    const etag = whole.headers.get('etag');
    const all = await call(t, '/api/foods?limit=500');
    expect(all.headers.get('next-cursor')).toBeNull();
    expect(all.headers.get('etag')).toBe(etag);
    expect(await all.json()).toEqual(await whole.json());
    expect((await call(t, '/api/foods?limit=500', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    // A page short of the whole list is made for the request, without one.
    expect((await call(t, '/api/foods?limit=2')).headers.get('etag')).toBeNull();
  });

  it("keeps to one category's dishes", async () => {
    const { body, next } = await page('?category=pizza&limit=100');
    expect((body as Food[]).length).toBeGreaterThan(0);
    expect((body as Food[]).every((dish) => dish.categoryId === 'pizza')).toBe(true);
    expect(next).toBeNull();
  });

  it('refuses a limit out of range and a cursor that is no dish of the list', async () => {
    expect(await page('?limit=0')).toMatchObject({ status: 400, body: { errors: { limit: MENU_PAGE_MESSAGES.limit } } });
    expect(await page('?limit=501')).toMatchObject({ status: 400 });
    expect(await page('?limit=5&cursor=no-such-dish')).toMatchObject({
      status: 400,
      body: { errors: { cursor: MENU_PAGE_MESSAGES.cursor } },
    });
  });
});
