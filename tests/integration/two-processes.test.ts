import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { E2E_ADMIN, ROOT, startServer, visitorAddress, type RunningServer } from '../e2e/support/server.ts';

// Two real server processes (`node worker/src/node.ts`) over one database file: one shop
// (docs/decisions/008). Started one after the other, as a deploy would: the first migrates.

let dir: string;
let a: RunningServer;
let b: RunningServer;
let adminCookie: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-two-processes-'));
  const databaseUrl = pathToFileURL(join(dir, 'shop.db')).href;
  a = await startServer(databaseUrl);
  b = await startServer(databaseUrl);
  adminCookie = await logIn(b, E2E_ADMIN.email, E2E_ADMIN.password);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  address?: string;
}

function call(server: RunningServer, path: string, { method, body, cookie, address }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.baseURL, 'X-Forwarded-For': address ?? visitorAddress() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  return fetch(`${server.baseURL}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function data<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}

async function logIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await call(server, '/api/auth/login', { body: { email, password } });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

let customers = 0;
async function signUp(server: RunningServer): Promise<{ cookie: string; userId: string }> {
  const n = ++customers;
  const response = await call(server, '/api/auth/signup', {
    body: { name: `Customer ${n}`, email: `customer-${n}@two.test`, password: 'customer-password-123' },
  });
  const { userId } = await data<{ userId: string }>(response.clone(), 201);
  return { cookie: sessionCookie(response), userId };
}

const ORDER = {
  products: [
    { productId: 'margherita-pizza', quantity: 2 },
    { productId: 'dragon-roll', quantity: 1 },
  ],
  deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
  phone: '(217) 555-0100',
  paymentMethod: 'cash',
};

/** The menu is the one answer that is a bare array (the menu's long-standing shape). */
const menu = async (server: RunningServer) => (await (await call(server, '/api/foods')).json()) as Food[];
const placeOrder = async (server: RunningServer, cookie: string) =>
  data<Order>(await call(server, '/api/orders', { body: ORDER, cookie }), 201);
const userOrders = async (server: RunningServer, customer: { cookie: string; userId: string }) =>
  data<Order[]>(await call(server, `/api/orders/user/${customer.userId}`, { cookie: customer.cookie }));

/** Asks until `check` passes or `ms` is over. */
async function eventually(check: () => Promise<void>, ms: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > ms) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('two Node processes over one database file', () => {
  it('lists through B an order placed through A, with the cookie A gave', async () => {
    const customer = await signUp(a);
    const order = await placeOrder(a, customer.cookie);
    expect((await userOrders(b, customer)).map((o) => o._id)).toEqual([order._id]);
  });

  it("shows a price the admin changed on B in A's menu within about a second", async () => {
    const before = (await menu(a)).find((food) => food.id === 'margherita-pizza')!;
    const price = before.price + 1.25;
    const { _id: _, id: __, ...fields } = before;
    await data<Food>(await call(b, '/api/foods/margherita-pizza', { method: 'PUT', body: { ...fields, price }, cookie: adminCookie }));
    // A checks every 250 ms; the rest is slack for a busy machine.
    await eventually(async () => {
      expect((await menu(a)).find((food) => food.id === 'margherita-pizza')!.price).toBe(price);
    }, 5000);
  });

  it('charges on A, at once, a price the admin changed on B a moment before', async () => {
    const customer = await signUp(a);
    const priceOnA = async () =>
      (await placeOrder(a, customer.cookie)).products.find((line) => line.productId === 'margherita-pizza')!.price;
    const before = await priceOnA(); // A has priced this dish once already
    const dish = (await menu(b)).find((food) => food.id === 'margherita-pizza')!;
    const { _id: _, id: __, ...fields } = dish;
    const price = Math.round((before + 2) * 100) / 100;
    await data<Food>(await call(b, '/api/foods/margherita-pizza', { method: 'PUT', body: { ...fields, price }, cookie: adminCookie }));
    expect(await priceOnA()).toBe(price);
  });

  it("shows a dish added on B, and then deleted on B, in A's menu", async () => {
    const dish = {
      name: 'Two Process Soup',
      category: 'Soups',
      price: 4.5,
      image: '/images/dishes/soup.svg',
      description: 'Made in one process, sold in the other.',
      isAvailable: true,
    };
    const added = await data<Food>(await call(b, '/api/foods', { body: dish, cookie: adminCookie }), 201);
    await eventually(async () => expect((await call(a, `/api/foods/${added.id}`)).status).toBe(200), 5000);
    await data<unknown>(await call(b, `/api/foods/${added.id}`, { method: 'DELETE', cookie: adminCookie }));
    await eventually(async () => expect((await call(a, `/api/foods/${added.id}`)).status).toBe(404), 5000);
  });

  it("shows in B's user orders a status the admin changed on A", async () => {
    const customer = await signUp(b);
    const order = await placeOrder(b, customer.cookie);
    const adminOnA = await logIn(a, E2E_ADMIN.email, E2E_ADMIN.password);
    await data<Order>(
      await call(a, `/api/orders/${order._id}/status`, { method: 'PUT', body: { status: 'processing' }, cookie: adminOnA }),
    );
    expect((await userOrders(b, customer)).find((o) => o._id === order._id)!.orderStatus).toBe('processing');
  });

  it.skipIf(!existsSync(join(ROOT, 'dist', 'index.html')))("fills store details saved on B into A's pages", async () => {
    const storeName = `Two Process Kitchen ${Date.now()}`;
    await data<unknown>(await call(b, '/api/settings', { method: 'PUT', body: { storeName }, cookie: adminCookie }));
    await eventually(async () => expect(await (await call(a, '/')).text()).toContain(storeName), 5000);
  });

  it.skipIf(!existsSync(join(ROOT, 'dist', 'about', 'index.html')))(
    "shows an About page saved on B in B's next page at once, and in A's soon after",
    async () => {
      const title = `Our story ${Date.now()}`;
      const body = { title, markdown: '## Roots\n\n<script>alert(1)</script>' };
      await data<unknown>(await call(b, '/api/pages/about', { method: 'PUT', body, cookie: adminCookie }));
      const onB = await (await call(b, '/about')).text();
      expect(onB).toContain(`>${title}</h1>`);
      // The shop is named by the test before this one: titles end with its name.
      expect(onB).toMatch(new RegExp(`<title>${title} — Two Process Kitchen \\d+</title>`));
      expect(onB).toContain('<h2>Roots</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
      await eventually(async () => expect(await (await call(a, '/about')).text()).toContain(`>${title}</h1>`), 5000);
    },
  );

  it('takes 40 orders through each process at once, and keeps every one', async () => {
    // Eight customers, five orders through each process: under the per-customer order limit.
    const customersBoth = await Promise.all(Array.from({ length: 8 }, (_, index) => signUp(index % 2 ? a : b)));
    const placing = customersBoth.flatMap((customer) =>
      Array.from({ length: 10 }, (_, index) => {
        const server = index % 2 ? a : b;
        return call(server, '/api/orders', { body: ORDER, cookie: customer.cookie });
      }),
    );
    const answers = await Promise.all(placing);
    const statuses = answers.map((response) => response.status);
    expect(
      statuses.filter((status) => status !== 201),
      (await Promise.all(answers.filter((r) => r.status !== 201).map((r) => r.text()))).join('\n'),
    ).toEqual([]);
    const placedIds = await Promise.all(answers.map(async (response) => ((await response.json()) as { data: Order }).data._id));
    const listed = (await Promise.all(customersBoth.map((customer, index) => userOrders(index % 2 ? b : a, customer))))
      .flat()
      .map((o) => o._id);
    expect(new Set(listed)).toEqual(new Set(placedIds));
    expect(placedIds).toHaveLength(80);
  });
});
