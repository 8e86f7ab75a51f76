import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningTables, orders, outboxMails, tableTabs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, type SignedUp } from '../factories/auth.ts';
import { placeOrder } from '../factories/orders.ts';
import { twoToneBytes } from '../factories/pictures.ts';

/**
 * Every admin and staff endpoint, four ways: nobody signed in (401), a customer (403), staff
 * (2xx on the desk and orders routes, 403 on the rest), the admin (2xx). The list is checked
 * against the app itself: any route a customer is refused (403) must be on it, so a new admin
 * route cannot be added without joining this matrix.
 */

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let staff: SignedUp;
let orderId: string;
/** Staff whose role the admin's PUT sets again and whom the admin's DELETE takes off the team. */
let teamMember: SignedUp;
let failedMailId: number;
let reviewId: string;
/** A location for the admin's DELETE to remove. */
let spareLocationId: number;
/** A table for the admin's calls on one table, and one for the admin's DELETE to remove. */
let tableId: number;
let spareTableId: number;

interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The registered route, as Hono lists it. */
  route: string;
  /** The request the admin makes; ids filled in once the fixtures exist. */
  path: () => string;
  body?: () => unknown;
  /** The shop's team may call it too (the order desk and the orders). */
  staff?: true;
  /** Called after a call succeeded: a desk move has used its order up. */
  succeeded?: () => void;
}

/** Orders in the status each desk move starts from, two per move (staff, then the admin). */
const ready: Record<'pending' | 'processing' | 'ready', string[]> = { pending: [], processing: [], ready: [] };
const desk = (action: string, from: keyof typeof ready, body?: unknown): AdminCall => ({
  method: 'POST',
  route: `/api/orders/:id/${action}`,
  path: () => `/api/orders/${ready[from][0] ?? 'missing'}/${action}`,
  ...(body ? { body: () => body } : {}),
  staff: true,
  succeeded: () => void ready[from].shift(),
});

/** Accepted orders with every line decided, to be picked by staff, then by the admin. */
const picking: string[] = [];
const everyLineMissing = { lines: [0, 1].map((index) => ({ index, status: 'missing' })) };

/** Card orders on their way whose held card was not charged yet, to be charged by staff, then by the admin. */
const heldCards: string[] = [];

/** Tables with an open tab, to be closed by staff, then by the admin. */
const openTabs: number[] = [];

let couponCounter = 0;
const adminCalls: AdminCall[] = [
  {
    method: 'POST',
    route: '/api/foods',
    path: () => '/api/foods',
    body: () => ({ ...dish('Matrix Soup'), stock: { tracked: true, quantity: 3, lowAt: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/foods/:id/stock',
    path: () => '/api/foods/matrix-soup/stock',
    body: () => ({ adjust: 1, reason: 'delivery' }),
  },
  { method: 'GET', route: '/api/foods/:id/stock', path: () => '/api/foods/matrix-soup/stock' },
  { method: 'PUT', route: '/api/foods/:id', path: () => '/api/foods/margherita-pizza', body: () => dish('Margherita Pizza', 12.99) },
  {
    method: 'PATCH',
    route: '/api/foods/:id/availability',
    path: () => '/api/foods/margherita-pizza/availability',
    body: () => ({ isAvailable: true }),
  },
  { method: 'DELETE', route: '/api/foods/:id', path: () => '/api/foods/matrix-soup' },
  {
    method: 'PATCH',
    route: '/api/options/:id/availability',
    path: () => '/api/options/pizza-extras-olives/availability',
    body: () => ({ isAvailable: true }),
  },
  {
    method: 'POST',
    route: '/api/pictures',
    path: () => '/api/pictures?kind=category',
    body: () => twoToneBytes('png', 8, 8, [10, 120, 10, 255]),
  },
  { method: 'POST', route: '/api/categories', path: () => '/api/categories', body: () => ({ name: `Matrix ${++couponCounter}` }) },
  {
    method: 'PUT',
    route: '/api/categories/:id',
    path: () => '/api/categories/pasta',
    body: () => ({ name: 'pasta', description: 'Fresh.' }),
  },
  { method: 'DELETE', route: '/api/categories/:id', path: () => '/api/categories/matrix-category' },
  { method: 'GET', route: '/api/orders', path: () => '/api/orders', staff: true },
  {
    method: 'PUT',
    route: '/api/orders/:id/status',
    path: () => `/api/orders/${orderId}/status`,
    body: () => ({ status: 'processing' }),
    staff: true,
  },
  {
    method: 'PUT',
    route: '/api/orders/:id/payment-status',
    path: () => `/api/orders/${orderId}/payment-status`,
    body: () => ({ status: 'completed' }),
    staff: true,
  },
  { method: 'GET', route: '/api/orders/stream', path: () => '/api/orders/stream', staff: true },
  { method: 'GET', route: '/api/desk', path: () => '/api/desk', staff: true },
  { method: 'GET', route: '/api/admin/customers', path: () => '/api/admin/customers?query=ann', staff: true },
  { method: 'GET', route: '/api/tables/tabs', path: () => '/api/tables/tabs', staff: true },
  { method: 'GET', route: '/api/tables/:id/tab', path: () => `/api/tables/${openTabs[0] ?? 0}/tab`, staff: true },
  {
    method: 'POST',
    route: '/api/tables/:id/tab/close',
    path: () => `/api/tables/${openTabs[0] ?? 0}/tab/close`,
    body: () => ({ paymentMethod: 'cash' }),
    staff: true,
    succeeded: () => void openTabs.shift(),
  },
  { method: 'PUT', route: '/api/desk/pause', path: () => '/api/desk/pause', body: () => ({ paused: false }), staff: true },
  { method: 'GET', route: '/api/desk/menu', path: () => '/api/desk/menu', staff: true },
  {
    method: 'PUT',
    route: '/api/desk/sold-out/:foodId',
    path: () => '/api/desk/sold-out/margherita-pizza',
    body: () => ({ soldOut: false }),
    staff: true,
  },
  desk('accept', 'pending', { prepMinutes: 15 }),
  desk('reject', 'pending', { reason: 'Closed early' }),
  desk('delay', 'processing', { minutes: 5 }),
  desk('ready', 'processing'),
  desk('out-for-delivery', 'processing'),
  desk('complete', 'ready'),
  { method: 'GET', route: '/api/orders/:id/pick', path: () => `/api/orders/${orderId}/pick`, staff: true },
  {
    method: 'POST',
    route: '/api/orders/:id/pick',
    path: () => `/api/orders/${picking[0] ?? 'missing'}/pick`,
    body: () => everyLineMissing,
    staff: true,
  },
  {
    method: 'POST',
    route: '/api/orders/:id/pick/complete',
    path: () => `/api/orders/${picking[0] ?? 'missing'}/pick/complete`,
    staff: true,
    succeeded: () => void picking.shift(),
  },
  {
    method: 'POST',
    route: '/api/orders/:id/charge',
    path: () => `/api/orders/${heldCards[0] ?? 'missing'}/charge`,
    staff: true,
    succeeded: () => void heldCards.shift(),
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id',
    path: () => `/api/orders/${orderId}`,
    body: () => ({ notes: 'Ring twice', reason: 'The customer called' }),
    staff: true,
  },
  { method: 'POST', route: '/api/orders/:id/refunds', path: () => `/api/orders/${orderId}/refunds`, body: () => ({ amount: 0.01 }) },
  { method: 'PUT', route: '/api/settings', path: () => '/api/settings', body: () => ({ deliveryFee: 3 }) },
  {
    method: 'POST',
    route: '/api/locations',
    path: () => '/api/locations',
    body: () => ({
      name: 'Matrix Riverside',
      address: { street: '1 River Road', city: 'Springfield', country: 'US' },
      phone: '217 555 0100',
    }),
  },
  { method: 'PUT', route: '/api/locations/:id', path: () => '/api/locations/1', body: () => ({ phone: '217 555 0142' }) },
  { method: 'GET', route: '/api/locations/menu', path: () => '/api/locations/menu' },
  { method: 'GET', route: '/api/admin/catalogue/template.csv', path: () => '/api/admin/catalogue/template.csv' },
  { method: 'GET', route: '/api/admin/catalogue/export.csv', path: () => '/api/admin/catalogue/export.csv' },
  {
    method: 'POST',
    route: '/api/admin/catalogue/import',
    path: () => '/api/admin/catalogue/import?dryRun=1',
    body: () => 'sku,name,category,price\nMATRIX-1,Matrix Tea,Drinks,1.50',
  },
  { method: 'GET', route: '/api/admin/picture-copies', path: () => '/api/admin/picture-copies' },
  {
    method: 'PUT',
    route: '/api/locations/:id/menu/:foodId',
    path: () => '/api/locations/1/menu/margherita-pizza',
    body: () => ({ isAvailable: true }),
  },
  { method: 'DELETE', route: '/api/locations/:id', path: () => `/api/locations/${spareLocationId}` },
  { method: 'GET', route: '/api/tables', path: () => '/api/tables' },
  { method: 'GET', route: '/api/tables/qr.pdf', path: () => '/api/tables/qr.pdf' },
  { method: 'POST', route: '/api/tables', path: () => '/api/tables', body: () => ({ name: `Matrix ${++couponCounter}`, seats: 2 }) },
  { method: 'PUT', route: '/api/tables/:id', path: () => `/api/tables/${tableId}`, body: () => ({ name: 'Matrix Table', seats: 4 }) },
  { method: 'POST', route: '/api/tables/:id/token', path: () => `/api/tables/${tableId}/token` },
  { method: 'GET', route: '/api/tables/:id/qr.svg', path: () => `/api/tables/${tableId}/qr.svg` },
  { method: 'DELETE', route: '/api/tables/:id', path: () => `/api/tables/${spareTableId}` },
  {
    method: 'PUT',
    route: '/api/pages/:slug',
    path: () => '/api/pages/about',
    body: () => ({ title: 'About the matrix', markdown: 'Every role, every route.' }),
  },
  { method: 'GET', route: '/api/admin/stats', path: () => '/api/admin/stats' },
  { method: 'GET', route: '/api/admin/analytics', path: () => '/api/admin/analytics' },
  { method: 'GET', route: '/api/admin/reports', path: () => '/api/admin/reports?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', route: '/api/admin/reports/orders.csv', path: () => '/api/admin/reports/orders.csv?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', route: '/api/admin/reports/refunds.csv', path: () => '/api/admin/reports/refunds.csv?from=2026-01-01&to=2026-01-31' },
  {
    method: 'GET',
    route: '/api/admin/reports/order-lines.csv',
    path: () => '/api/admin/reports/order-lines.csv?from=2026-01-01&to=2026-01-31',
  },
  { method: 'GET', route: '/api/admin/coupons', path: () => '/api/admin/coupons' },
  {
    method: 'POST',
    route: '/api/admin/coupons',
    path: () => '/api/admin/coupons',
    body: () => ({ code: `MATRIX${++couponCounter}`, discountPercent: 5, active: true }),
  },
  {
    method: 'PUT',
    route: '/api/admin/coupons/:code',
    path: () => '/api/admin/coupons/SAVE10',
    body: () => ({ code: 'SAVE10', discountPercent: 10, active: true }),
  },
  { method: 'GET', route: '/api/admin/users', path: () => '/api/admin/users' },
  {
    method: 'POST',
    route: '/api/admin/users',
    path: () => '/api/admin/users',
    body: () => ({ name: 'Matrix Member', email: `matrix-${++couponCounter}@example.com`, role: 'staff' }),
  },
  { method: 'PUT', route: '/api/admin/users/:id', path: () => `/api/admin/users/${teamMember.userId}`, body: () => ({ role: 'staff' }) },
  { method: 'DELETE', route: '/api/admin/users/:id', path: () => `/api/admin/users/${teamMember.userId}` },
  { method: 'GET', route: '/api/admin/mails', path: () => '/api/admin/mails' },
  { method: 'GET', route: '/api/admin/mails/settings', path: () => '/api/admin/mails/settings' },
  {
    method: 'PUT',
    route: '/api/admin/mails/settings',
    path: () => '/api/admin/mails/settings',
    body: () => ({ orderNoticeEmail: 'kitchen@example.com' }),
  },
  { method: 'POST', route: '/api/admin/mails/:id/retry', path: () => `/api/admin/mails/${failedMailId}/retry` },
  { method: 'GET', route: '/api/admin/reviews', path: () => '/api/admin/reviews' },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/hide',
    path: () => `/api/admin/reviews/${reviewId}/hide`,
    body: () => ({ reason: 'Off topic' }),
  },
  { method: 'POST', route: '/api/admin/reviews/:id/unhide', path: () => `/api/admin/reviews/${reviewId}/unhide` },
  {
    method: 'PUT',
    route: '/api/admin/reviews/:id/reply',
    path: () => `/api/admin/reviews/${reviewId}/reply`,
    body: () => ({ reply: 'Thanks!' }),
  },
  // Last: the calls above use the demo's dishes.
  { method: 'POST', route: '/api/admin/demo/remove', path: () => '/api/admin/demo/remove' },
];

function dish(name: string, price = 4.5) {
  return { name, category: 'thali', price, image: '/images/placeholder.svg', description: 'For the matrix.', isAvailable: true };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t, { name: 'Ada Admin' });
  await setRole(t, admin.userId, 'admin');
  customer = await signUpUser(t, { name: 'Cy Customer' });
  staff = await signUpUser(t, { name: 'Sam Staff' });
  await setRole(t, staff.userId, 'staff');
  teamMember = await signUpUser(t, { name: 'Tess Team' });
  await setRole(t, teamMember.userId, 'staff');
  orderId = (await placeOrder(t, customer.token))._id;
  const [failedMail] = await t.db
    .insert(outboxMails)
    .values({
      kind: 'order_received',
      toAddress: customer.email,
      orderId,
      state: 'failed',
      nextAttemptAt: new Date(0),
      createdAt: new Date(0),
    })
    .returning();
  failedMailId = failedMail!.id;
  const review = await call(t, '/api/reviews', { body: { rating: 4, review: 'Hot and on time.' }, token: customer.token });
  reviewId = ((await review.json()) as { data: { _id: string } }).data._id;
  // Two pending orders for each move from pending, and so on (accept, reject; delay, ready, out; complete).
  for (const [status, count] of [
    ['pending', 4],
    ['processing', 6],
    ['ready', 2],
  ] as const) {
    for (let index = 0; index < count; index++) {
      const id = (await placeOrder(t, customer.token))._id;
      if (status !== 'pending')
        expect((await call(t, `/api/orders/${id}/accept`, { body: { prepMinutes: 10 }, token: admin.token })).status).toBe(200);
      if (status === 'ready') expect((await call(t, `/api/orders/${id}/ready`, { method: 'POST', token: admin.token })).status).toBe(200);
      ready[status].push(id);
    }
  }
  for (let index = 0; index < 2; index++) {
    const id = (await placeOrder(t, customer.token))._id;
    expect((await call(t, `/api/orders/${id}/accept`, { body: { prepMinutes: 10 }, token: admin.token })).status).toBe(200);
    expect((await call(t, `/api/orders/${id}/pick`, { body: everyLineMissing, token: admin.token })).status).toBe(200);
    picking.push(id);
  }
  for (let index = 0; index < 2; index++) {
    const id = (await placeOrder(t, customer.token))._id;
    // As a held card whose charge did not go through when the order was made ready.
    await t.db
      .update(orders)
      .set({
        status: 'ready',
        paymentMethod: 'card',
        paymentStatus: 'authorized',
        paymentReference: `test_ch_matrix${index}`,
        authorizedCents: 5000,
      })
      .where(eq(orders.id, id));
    heldCards.push(id);
  }
  for (let index = 0; index < 2; index++) {
    const [table] = await t.db
      .insert(diningTables)
      .values({ locationId: 1, name: `Matrix ${index}`, seats: 2, token: `matrix-table-${index}` })
      .returning();
    await t.db.insert(tableTabs).values({ tableId: table!.id, locationId: 1, openedAt: new Date() });
    openTabs.push(table!.id);
  }
  const spare = await call(t, '/api/locations', {
    body: { name: 'Matrix Spare', address: { street: '2 Spare Lane', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(spare.status).toBe(201);
  spareLocationId = ((await spare.json()) as { data: { id: number } }).data.id;
  const addTable = async (name: string) => {
    const table = await call(t, '/api/tables', { body: { name, seats: 2 }, token: admin.token });
    expect(table.status).toBe(201);
    return ((await table.json()) as { data: { id: number } }).data.id;
  };
  tableId = await addTable('Matrix Table');
  spareTableId = await addTable('Matrix Spare Table');
  // An empty category for the admin's DELETE to remove.
  expect((await call(t, '/api/categories', { body: { name: 'Matrix Category' }, token: admin.token })).status).toBe(201);
});
afterAll(() => t.destroy());

function request(entry: AdminCall, token?: string): Promise<Response> {
  const body = entry.body?.();
  // A picture goes as its own bytes, as the admin's upload sends it; a catalogue as its CSV text.
  const headers =
    body instanceof Uint8Array ? { 'Content-Type': 'image/png' } : typeof body === 'string' ? { 'Content-Type': 'text/csv' } : undefined;
  return call(t, entry.path(), { method: entry.method, body, token, headers });
}

/** 2xx; a stream's body is left unread. */
async function expectSuccess(response: Response): Promise<void> {
  const streaming = response.headers.get('content-type')?.includes('text/event-stream');
  const text = streaming ? '' : await response.clone().text();
  if (streaming) await response.body?.cancel();
  expect(response.status, text).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
}

describe('admin endpoints', () => {
  it('are exactly the routes a customer is refused', async () => {
    const refused: string[] = [];
    // Sign-in routes are left out: calling /api/auth/logout would end the customer's session.
    const routes = t.app.routes.filter(
      (route) =>
        route.path.startsWith('/api/') && !route.path.startsWith('/api/auth/') && route.method !== 'ALL' && !route.path.includes('*'),
    );
    for (const route of new Set(routes.map((r) => `${r.method} ${r.path}`))) {
      const [method, path] = route.split(' ') as [AdminCall['method'], string];
      const concrete = path.replace(':id', orderId).replace(':code', 'SAVE10').replace(':uid', customer.userId);
      const response = await call(t, concrete, { method, body: method === 'GET' ? undefined : {}, token: customer.token });
      if (response.status === 403) refused.push(route);
      await response.body?.cancel();
    }
    const listed = adminCalls.map((entry) => `${entry.method} ${entry.route}`);
    expect(refused.sort()).toEqual([...new Set(listed)].sort());
  });

  for (const entry of adminCalls) {
    describe(`${entry.method} ${entry.route}`, () => {
      it('answers 401 to nobody, 403 to a customer, and 2xx to the admin', async () => {
        expect((await request(entry)).status).toBe(401);
        expect((await request(entry, customer.token)).status).toBe(403);
        const callers = entry.staff ? [staff, admin] : [admin];
        if (!entry.staff) expect((await request(entry, staff.token)).status).toBe(403);
        for (const caller of callers) {
          await expectSuccess(await request(entry, caller.token));
          entry.succeeded?.();
        }
      });
    });
  }
});
