import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from './bundle.ts';

/** The flows health, auth and orders.test.ts do not cover yet: menu revalidation, login, admin, reviews. */
let mf: Miniflare;
const ORIGIN = 'https://shop.example';
const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.21' };

beforeAll(async () => {
  mf = await startWorker({ bindings: { ADMIN_EMAIL: 'owner@worker.test', ADMIN_PASSWORD: 'owner password' } });
  const d1 = await mf.getD1Database('DB');
  await d1.prepare("insert into foods (id, name, category, price_cents) values ('margherita', 'Margherita', 'pizza', 999)").run();
});

afterAll(async () => {
  await mf?.dispose();
});

function post(path: string, body: unknown, cookie?: string, method = 'POST') {
  return mf.dispatchFetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...json, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function cookieOf(response: { headers: { getSetCookie(): string[] } }): string {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}

async function signUp(name: string, email: string): Promise<{ cookie: string; userId: string }> {
  const response = await post('/api/auth/signup', { name, email, password: 'correct horse' });
  expect(response.status).toBe(201);
  return { cookie: cookieOf(response), userId: ((await response.json()) as { data: { userId: string } }).data.userId };
}

describe('the shop’s core flows inside workerd over D1', () => {
  it('answers the menu with an ETag and 304 for a client that has it', async () => {
    const first = await mf.dispatchFetch(`${ORIGIN}/api/foods`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await first.json()).toEqual([expect.objectContaining({ _id: 'margherita', price: 9.99 })]);
    const again = await mf.dispatchFetch(`${ORIGIN}/api/foods`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("answers the menu search's index from memory, with its own ETag", async () => {
    const index = await mf.dispatchFetch(`${ORIGIN}/api/foods/search-index`);
    expect(index.status).toBe(200);
    expect(await index.json()).toEqual([['margherita', 'Margherita', 'pizza', '', '']]);
    const again = await mf.dispatchFetch(`${ORIGIN}/api/foods/search-index`, { headers: { 'If-None-Match': index.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('logs in with the password chosen at sign-up', async () => {
    await signUp('Worker Cy', 'cy@worker.test');
    const login = await post('/api/auth/login', { email: 'CY@worker.test', password: 'correct horse' });
    expect(login.status).toBe(200);
    const me = await mf.dispatchFetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookieOf(login) } });
    expect(await me.json()).toMatchObject({ success: true, data: { name: 'Worker Cy', role: 'customer' } });
  });

  it('makes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const login = await post('/api/auth/login', { email: 'owner@worker.test', password: 'owner password' });
    expect(login.status).toBe(200);
    const me = await mf.dispatchFetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookieOf(login) } });
    expect(await me.json()).toMatchObject({ data: { role: 'admin' } });
  });

  it('lets an admin (made so in D1) move an order along, and refuses a customer', async () => {
    const customer = await signUp('Worker Di', 'di@worker.test');
    const placed = await post(
      '/api/orders',
      {
        products: [{ productId: 'margherita', quantity: 1 }],
        deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
        phone: '(217) 555-0100',
      },
      customer.cookie,
    );
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;

    expect((await post(`/api/orders/${orderId}/status`, { status: 'processing' }, customer.cookie, 'PUT')).status).toBe(403);

    const admin = await signUp('Worker Ed', 'ed@worker.test');
    const d1 = await mf.getD1Database('DB');
    await d1.prepare("update users set role = 'admin' where id = ?").bind(admin.userId).run();
    const moved = await post(`/api/orders/${orderId}/status`, { status: 'processing' }, admin.cookie, 'PUT');
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ success: true, data: { _id: orderId, orderStatus: 'processing' } });

    const mine = await mf.dispatchFetch(`${ORIGIN}/api/orders/user/${customer.userId}`, { headers: { Cookie: customer.cookie } });
    expect(((await mine.json()) as { data: { orderStatus: string }[] }).data[0]!.orderStatus).toBe('processing');
  });

  it('posts a review for a signed-in customer and lists it, newest first', async () => {
    expect((await post('/api/reviews', { userName: 'Nobody', rating: 5, review: 'Great food, fast delivery.' })).status).toBe(401);
    const { cookie } = await signUp('Worker Flo', 'flo@worker.test');
    const posted = await post('/api/reviews', { userName: 'Someone Else', rating: 5, review: 'Great food, fast delivery.' }, cookie);
    expect(posted.status).toBe(201);
    await post('/api/reviews', { rating: 4, review: 'Second visit, still good.' }, cookie);
    const list = await mf.dispatchFetch(`${ORIGIN}/api/reviews`);
    const body = (await list.json()) as { success: boolean; data: { userName: string; review: string; rating: number }[] };
    expect(body.success).toBe(true);
    // Under the account's name, whatever was typed.
    const shopWide = {
      _id: expect.any(String),
      userName: 'Worker Flo',
      createdAt: expect.any(String),
      verified: false,
      orderedAt: null,
      reply: null,
    };
    expect(body.data).toEqual([
      { ...shopWide, review: 'Second visit, still good.', rating: 4 },
      { ...shopWide, review: 'Great food, fast delivery.', rating: 5 },
    ]);
  });
});
