import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskBoardAnswer } from '../../domain/contracts/desk.ts';
import type { Location } from '../../domain/contracts/locations.ts';
import type { TeamMemberAnswer } from '../../domain/contracts/team.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// A chain's team: a member of staff given one location sees and handles only its orders, on every
// route the desk and Manage Orders use, as the server enforces it; the owner sees all.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let sam: SignedUp;
let atFirst: Order;
let atRiverside: Order;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  sam = await signUpUser(t, { name: 'Sam Staff' });
  await setRole(t, sam.userId, 'staff');
  const riverside = await call(t, '/api/locations', {
    body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(riverside.status).toBe(201);
  atFirst = await placeOrder(t, customer.token, { locationId: 1 });
  atRiverside = await placeOrder(t, customer.token, { locationId: 2 });
});
afterAll(() => t.destroy());

const asSam = (path: string, options: { method?: string; body?: unknown } = {}) => call(t, path, { ...options, token: sam.token });
const setLocations = async (locationIds: unknown) =>
  answer<{ data: TeamMemberAnswer; message: string }>(
    await call(t, `/api/admin/users/${sam.userId}`, { method: 'PUT', body: { locationIds }, token: admin.token }),
  );

describe('locations of the team', () => {
  it('are set by the owner and listed with the team; an unknown one changes nothing', async () => {
    expect(await setLocations([99])).toMatchObject({ status: 400, body: { message: LOCATION_MESSAGES.noSuchLocations } });
    const set = await setLocations([2]);
    expect(set).toMatchObject({
      status: 200,
      body: { message: 'Sam Staff works at: Riverside.', data: { role: 'staff', locationIds: [2] } },
    });
    const team = await answer<{ data: TeamMemberAnswer[] }>(await call(t, '/api/admin/users', { token: admin.token }));
    expect(team.body.data.find((member) => member.userId === sam.userId)?.locationIds).toEqual([2]);
    expect(team.body.data.find((member) => member.userId === admin.userId)?.locationIds).toEqual([]);
  });

  it("bound the orders list, the desk and every move to the member's location", async () => {
    const listed = await answer<{ data: Order[] }>(await asSam('/api/orders?pageSize=100'));
    expect(listed.body.data.map((order) => order._id)).toEqual([atRiverside._id]);
    expect(await answer(await asSam('/api/orders?location=1'))).toMatchObject({
      status: 403,
      body: { message: LOCATION_MESSAGES.notYourLocation },
    });

    const board = await answer<DeskBoardAnswer>(await asSam('/api/desk'));
    expect(board.body.data.location).toEqual({ id: 2, name: 'Riverside' });
    expect(board.body.data.orders.map((order) => order._id)).toEqual([atRiverside._id]);
    expect((await asSam('/api/desk?location=1')).status).toBe(403);

    for (const [path, method, body] of [
      [`/api/orders/${atFirst._id}/accept`, 'POST', { prepMinutes: 10 }],
      [`/api/orders/${atFirst._id}/reject`, 'POST', { reason: 'Closed' }],
      [`/api/orders/${atFirst._id}/status`, 'PUT', { status: 'cancelled', reason: 'Closed' }],
      [`/api/orders/${atFirst._id}/payment-status`, 'PUT', { status: 'completed' }],
    ] as const) {
      expect(await answer(await asSam(path, { method, body })), path).toMatchObject({
        status: 403,
        body: { message: LOCATION_MESSAGES.otherLocation },
      });
    }
    const untouched = await answer<{ data: Order[] }>(await call(t, '/api/orders?location=1', { token: admin.token }));
    expect(untouched.body.data.find((order) => order._id === atFirst._id)?.orderStatus).toBe('pending');
    expect((await asSam(`/api/orders/${atRiverside._id}/accept`, { body: { prepMinutes: 10 } })).status).toBe(200);
  });

  it("pause only the member's own location from the desk", async () => {
    expect((await asSam('/api/desk/pause', { method: 'PUT', body: { paused: true, locationId: 1 } })).status).toBe(403);
    expect((await asSam('/api/desk/pause', { method: 'PUT', body: { paused: true, minutes: 30 } })).status).toBe(200);
    const locations = (await answer<{ data: Location[] }>(await call(t, '/api/locations'))).body.data;
    expect(locations.map((location) => [location.name, location.paused])).toEqual([
      ['Doorstep', false],
      ['Riverside', true],
    ]);
    expect((await asSam('/api/desk/pause', { method: 'PUT', body: { paused: false } })).status).toBe(200);
  });

  it("keep the other location's orders off the member's live stream", async () => {
    const response = await asSam('/api/orders/stream');
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let heard = '';
    const elsewhere = await placeOrder(t, customer.token, { locationId: 1 });
    const here = await placeOrder(t, customer.token, { locationId: 2 });
    const deadline = Date.now() + 3_000;
    while (!heard.includes(here._id) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      heard += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    expect(heard).toContain(here._id);
    expect(heard).not.toContain(elsewhere._id);
  });

  it('leave the owner every order, with a filter, and give a member every location again when emptied', async () => {
    const all = await answer<{ data: Order[] }>(await call(t, '/api/orders?pageSize=100', { token: admin.token }));
    expect(new Set(all.body.data.map((order) => order.locationId))).toEqual(new Set([1, 2]));
    const first = await answer<{ data: Order[] }>(await call(t, '/api/orders?location=1&pageSize=100', { token: admin.token }));
    expect(first.body.data.every((order) => order.locationId === 1)).toBe(true);

    expect(await setLocations([])).toMatchObject({ status: 200, body: { message: 'Sam Staff works at every location.' } });
    expect((await asSam(`/api/orders/${atFirst._id}/accept`, { body: { prepMinutes: 10 } })).status).toBe(200);
  });
});
