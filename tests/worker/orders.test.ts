import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from './bundle.ts';

let mf: Miniflare;
let cookie: string;
let userId: string;
const ORIGIN = 'https://shop.example';
const json = { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.9' };

beforeAll(async () => {
  mf = await startWorker();
  const d1 = await mf.getD1Database('DB');
  await d1.batch([
    d1.prepare(
      "insert into foods (id, name, category, price_cents, image) values ('dragon-roll', 'Dragon Roll', 'sushi', 1399, '/images/dishes/dragon-roll.svg')",
    ),
    d1.prepare(
      "insert into foods (id, name, category, price_cents, is_available) values ('paneer-thali', 'Paneer Thali', 'thali', 1249, 0)",
    ),
  ]);
  const signup = await mf.dispatchFetch(`${ORIGIN}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Worker Bo', email: 'bo@worker.test', password: 'correct horse' }),
  });
  cookie = signup.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
  userId = ((await signup.json()) as { data: { userId: string } }).data.userId;
});

afterAll(async () => {
  await mf?.dispose();
});

function order(body: Record<string, unknown>, key?: string) {
  return mf.dispatchFetch(`${ORIGIN}/api/orders`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({
      products: [{ productId: 'dragon-roll', quantity: 2 }],
      deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      phone: '(217) 555-0100',
      ...body,
    }),
  });
}

describe('orders inside workerd over D1', () => {
  it('places an order with a coupon, replays it by key, and lists it', async () => {
    const placed = await order({ couponCode: 'save10', totalAmount: 28.18 }, 'worker-key');
    expect(placed.status).toBe(201);
    const first = (await placed.json()) as { data: { _id: string; subtotal: number; totalAmount: number; couponCode: string } };
    expect(first.data).toMatchObject({ subtotal: 27.98, totalAmount: 28.18, couponCode: 'SAVE10' });

    const again = await order({ couponCode: 'save10', totalAmount: 28.18 }, 'worker-key');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { _id: string } }).data._id).toBe(first.data._id);
    expect((await order({ couponCode: 'save20' }, 'worker-key')).status).toBe(422);

    const mine = await mf.dispatchFetch(`${ORIGIN}/api/orders/user/${userId}`, { headers: { Cookie: cookie } });
    expect(((await mine.json()) as { data: { _id: string }[] }).data.map((one) => one._id)).toEqual([first.data._id]);
  });

  it('takes a test card, declines the declined one, and refuses unavailable dishes', async () => {
    const card = { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Bo' };
    const paid = await order({ paymentMethod: 'card', paymentDetails: card }, 'card-key');
    expect(paid.status).toBe(201);
    expect(((await paid.json()) as { data: { paymentStatus: string } }).data.paymentStatus).toBe('completed');
    const declined = await order({ paymentMethod: 'card', paymentDetails: { ...card, token: 'tok_test_declined' } }, 'declined-key');
    expect(declined.status).toBe(402);
    const unavailable = await order({ products: [{ productId: 'paneer-thali', quantity: 1 }] });
    expect(await unavailable.json()).toMatchObject({
      message: 'Sorry, Paneer Thali is no longer available. Please remove it from your cart.',
    });
  });

  it('records a refund and exports the orders as CSV for an admin, on D1', async () => {
    const d1 = await mf.getD1Database('DB');
    await d1.prepare("update users set role = 'admin' where id = ?").bind(userId).run();
    const placed = (await (await order({}, 'refund-key')).json()) as { data: { _id: string; totalAmount: number } };
    const refund = await mf.dispatchFetch(`${ORIGIN}/api/orders/${placed.data._id}/refunds`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ amount: 1.5, note: 'Cold' }),
    });
    expect(refund.status).toBe(200);
    expect(((await refund.json()) as { data: { refunded: number; paymentStatus: string } }).data).toMatchObject({
      refunded: 1.5,
      paymentStatus: 'partially_refunded',
    });

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const csv = await mf.dispatchFetch(`${ORIGIN}/api/admin/reports/orders.csv?from=${day(-1)}&to=${day(1)}`, {
      headers: { Cookie: cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('Order ID,Placed at,Customer');
    expect(text).toContain(`${placed.data._id},`);
    expect(text).toContain(',1.50,0.00,0.00,Doorstep,web\r\n');

    // A second refund of chosen items, split and exported on D1 too.
    const item = await mf.dispatchFetch(`${ORIGIN}/api/orders/${placed.data._id}/refunds`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ lines: [{ position: 0, quantity: 1 }] }),
    });
    expect(item.status).toBe(200);
    const refunds = await (
      await mf.dispatchFetch(`${ORIGIN}/api/admin/reports/refunds.csv?from=${day(-1)}&to=${day(1)}`, { headers: { Cookie: cookie } })
    ).text();
    expect(refunds).toContain('Pro rata');
    expect(refunds).toMatch(/1 × \S/);
  });

  it('sells at a second location at its price there, and refuses there what its desk sold out, on D1', async () => {
    const d1 = await mf.getD1Database('DB');
    await d1.batch([
      d1.prepare(
        "insert into locations (name, street, city, country, phone, fulfilment) select 'Riverside', '9 River Road', 'Springfield', 'US', '217 555 0199', fulfilment from locations where id = 1",
      ),
      d1.prepare(
        "insert into location_menu (location_id, food_id, price_cents) select id, 'dragon-roll', 1099 from locations where name = 'Riverside'",
      ),
    ]);
    const riverside = (await d1.prepare("select id from locations where name = 'Riverside'").first<{ id: number }>())!.id;

    const unnamed = await order({});
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({ code: 'location_required' });
    const there = await order({ locationId: riverside });
    expect(there.status).toBe(201);
    expect(((await there.json()) as { data: { subtotal: number; locationName: string } }).data).toMatchObject({
      subtotal: 21.98,
      locationName: 'Riverside',
    });

    const soldOut = await mf.dispatchFetch(`${ORIGIN}/api/desk/sold-out/dragon-roll`, {
      method: 'PUT',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ soldOut: true, locationId: riverside }),
    });
    expect(soldOut.status).toBe(200);
    expect((await order({ locationId: riverside })).status).toBe(400);
    expect((await order({ locationId: 1 })).status).toBe(201);
  });
});
