import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFound } from '../../domain/contracts/customers.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser, uniqueAddress } from '../factories/auth.ts';
import { answer, orderBody, placeOrder } from '../factories/orders.ts';

// The New order screen's customer search: the people who ordered before, by name, phone or e-mail.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let clerk: SignedUp;
let riversideClerk: SignedUp;

const find = async (query: string, token = clerk.token) =>
  answer<{ data: CustomerFound[]; message?: string }>(await call(t, `/api/admin/customers?query=${encodeURIComponent(query)}`, { token }));

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  clerk = await signUpUser(t, { name: 'Cora Clerk' });
  await setRole(t, clerk.userId, 'staff');
  riversideClerk = await signUpUser(t, { name: 'Rob Riverside' });
  await setRole(t, riversideClerk.userId, 'staff');
  const riverside = await call(t, '/api/locations', {
    body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(riverside.status).toBe(201);
  expect(
    (await call(t, `/api/admin/users/${riversideClerk.userId}`, { method: 'PUT', body: { locationIds: [2] }, token: admin.token })).status,
  ).toBe(200);

  // The customer with an account: two deliveries, the second with another phone and address.
  await placeOrder(t, customer.token, { phone: '(217) 555-0100', locationId: 1 });
  await placeOrder(t, customer.token, {
    phone: '217 555 0123',
    deliveryAddress: { street: '2 Elm St', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'US' },
    locationId: 1,
  });
  // A guest, twice with the same e-mail.
  const guest = { name: 'Gus Guest', email: 'gus@example.com', phone: '+1 (503) 555-0177' };
  for (let order = 0; order < 2; order++) {
    const placed = await call(t, '/api/orders', { body: orderBody({ phone: undefined, guest, locationId: 1 }), address: uniqueAddress() });
    expect(placed.status, await placed.clone().text()).toBe(201);
  }
});
afterAll(() => t.destroy());

describe('finding a customer for an order taken by phone', () => {
  it('finds an account by part of its name, with its latest phone, its orders and its last delivery address', async () => {
    const { status, body } = await find(customer.name.slice(0, 6).toUpperCase());
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        name: customer.name,
        email: customer.email,
        phone: '217 555 0123',
        userId: customer.userId,
        orders: 2,
        lastOrderAt: expect.any(String),
        lastAddress: { street: '2 Elm St', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'US' },
      },
    ]);
  });

  it('finds a guest by e-mail or by the digits of a phone however they are written, once per person', async () => {
    const byEmail = (await find('GUS@example')).body.data;
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]).toMatchObject({ name: 'Gus Guest', email: 'gus@example.com', userId: null, orders: 2 });
    expect((await find('503-555-0177')).body.data.map((each) => each.email)).toEqual(['gus@example.com']);
    expect((await find('5550100')).body.data.map((each) => each.userId)).toEqual([customer.userId]);
  });

  it('answers an empty list when nobody matches, and takes % and _ as themselves', async () => {
    expect((await find('nobody-here')).body.data).toEqual([]);
    expect((await find('%%')).body.data).toEqual([]);
    expect((await find('__')).body.data).toEqual([]);
  });

  it('refuses a query too short to search by, and anyone not on the team', async () => {
    const short = await find(' a ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type at least 2 letters or digits of a name, phone or e-mail.');
    expect((await find('gus', customer.token)).status).toBe(403);
    expect((await call(t, '/api/admin/customers?query=gus')).status).toBe(401);
  });

  it('searches only the orders of the locations the caller works at', async () => {
    expect((await find('gus', riversideClerk.token)).body.data).toEqual([]);
    expect((await find('gus', admin.token)).body.data).toHaveLength(1);
  });
});
