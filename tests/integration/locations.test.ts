import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_FULL_MESSAGE } from '../../domain/fulfilment/decide.ts';
import type { Location, LocationDetails } from '../../domain/contracts/locations.ts';
import { LOCATION_ERRORS, LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { answer, orderBody } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0));
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const riverside = {
  name: 'Doorstep Riverside',
  address: { street: '9 River Road', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'us' },
  phone: '(217) 555-0199',
};

const list = async () => (await answer<{ data: Location[] }>(await call(t, '/api/locations'))).body.data;
const add = async (body: unknown) =>
  answer<{ data: LocationDetails; message: string; errors?: Record<string, string> }>(
    await call(t, '/api/locations', { body, token: admin.token }),
  );
const change = async (id: number, body: unknown) =>
  answer<{ data: LocationDetails; message: string }>(await call(t, `/api/locations/${id}`, { method: 'PUT', body, token: admin.token }));
const order = async (overrides: Record<string, unknown>, token = customer.token) =>
  answer<{ data: Order; message: string; errors?: Record<string, string> }>(
    await call(t, '/api/orders', { body: orderBody(overrides), token }),
  );

describe('a shop with one location', () => {
  it('lists the shop itself as location 1, and takes orders there without naming it', async () => {
    const [only, ...others] = await list();
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      id: 1,
      name: 'Doorstep',
      address: { street: '214 Market Street', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
      phone: '(217) 555-0142',
      timeZone: 'UTC',
      open: true,
      paused: false,
      nextOpening: null,
      offers: { delivery: true, pickup: false },
    });
    const placed = await order({});
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ locationId: 1, locationName: 'Doorstep' });
  });

  it("reads and writes the first location's hand-over rules through the settings", async () => {
    const saved = await call(t, '/api/settings', { method: 'PUT', body: { fulfilment: alwaysOpen(5) }, token: admin.token });
    expect(saved.status).toBe(200);
    const first = (await answer<{ data: LocationDetails }>(await call(t, '/api/locations/1'))).body.data;
    expect(first.fulfilment).toMatchObject({ pickup: { enabled: true }, scheduling: { enabled: true, ordersPerSlot: 5 } });
    expect(first.offers).toEqual({ delivery: true, pickup: true });

    const paused = await change(1, { fulfilment: { ...alwaysOpen(5), pause: { paused: true, until: null } } });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ message: LOCATION_MESSAGES.saved, data: { open: false, paused: true } });
    const settings = (await answer<{ data: { fulfilment: { pause: { paused: boolean } } } }>(await call(t, '/api/settings'))).body.data;
    expect(settings.fulfilment.pause.paused).toBe(true);
    expect((await change(1, { fulfilment: alwaysOpen(5) })).status).toBe(200);
  });
});

describe("the owner's locations", () => {
  it('refuses a location without a name, street or known country, and changes nothing', async () => {
    const refused = await add({ ...riverside, name: ' ', address: { ...riverside.address, street: '', country: 'XX' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      name: LOCATION_ERRORS.nameRequired,
      'address.street': 'Street address is required.',
      'address.country': LOCATION_ERRORS.countryUnknown,
    });
    expect(await list()).toHaveLength(1);
  });

  it("adds a second site with the first one's hours and no zones, and refuses a second of the same name", async () => {
    const added = await add(riverside);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(LOCATION_MESSAGES.added);
    expect(added.body.data).toMatchObject({
      id: 2,
      name: 'Doorstep Riverside',
      address: { country: 'US', zipCode: '62702' },
      fulfilment: { pickup: { enabled: true }, zones: [], pause: { paused: false } },
    });
    expect(await add({ ...riverside, name: 'doorstep riverside' })).toMatchObject({
      status: 409,
      body: { message: LOCATION_MESSAGES.nameTaken },
    });
    expect((await list()).map((location) => location.name)).toEqual(['Doorstep', 'Doorstep Riverside']);
  });

  it('gives each location its own time zone and hours, shut with its next opening', async () => {
    const lateOpening = {
      ...alwaysOpen(5),
      timeZone: 'Asia/Kolkata',
      weekly: Array.from({ length: 7 }, () => [{ open: '19:00', close: '23:00' }]),
    };
    const changed = await change(2, { fulfilment: lateOpening });
    expect(changed.status).toBe(200);
    // 12:00 UTC is 17:30 in Kolkata: shut until 19:00 there.
    expect(changed.body.data).toMatchObject({ timeZone: 'Asia/Kolkata', open: false, nextOpening: '2026-01-15T19:00:00+05:30' });
    const outlook = await answer<{ data: { open: boolean; timeZone: string } }>(await call(t, '/api/fulfilment?type=pickup&location=2'));
    expect(outlook.body.data).toMatchObject({ open: false, timeZone: 'Asia/Kolkata' });
    expect((await call(t, '/api/fulfilment?type=pickup&location=99')).status).toBe(404);
    expect((await change(2, { timeZone: 'UTC', fulfilment: alwaysOpen(5) })).body.data).toMatchObject({ open: true, timeZone: 'UTC' });
  });

  it('takes an order only for a named location once there are several', async () => {
    const unnamed = await order({});
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ message: LOCATION_MESSAGES.choose, errors: { locationId: LOCATION_MESSAGES.choose } });
    expect((await order({ locationId: 99 })).body.message).toBe(LOCATION_MESSAGES.unknown);
    const placed = await order({ locationId: 2 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ locationId: 2, locationName: 'Doorstep Riverside' });
    const mine = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }));
    expect(mine.body.data.find((candidate) => candidate._id === placed.body.data._id)?.locationName).toBe('Doorstep Riverside');
  });

  it("holds each location's slots to their own capacity when 30 orders race at each: 5 + 5", async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, (_, index) => signUpUser(t, { name: `Racer ${index}` })));
    const slot = '2026-01-16T12:00:00+00:00';
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        order({ locationId: (index % 2) + 1, fulfilment: { type: 'pickup', slot }, deliveryAddress: undefined }, racers[index % 6]!.token),
      ),
    );
    const placedAt = (locationId: number) =>
      results.filter((result) => result.status === 201 && result.body.data.locationId === locationId).length;
    expect([placedAt(1), placedAt(2)]).toEqual([5, 5]);
    expect(results.filter((result) => result.status === 409).every((result) => result.body.message === SLOT_FULL_MESSAGE)).toBe(true);
  });

  it('removes a location only once its orders are done; the first one stays', async () => {
    expect(await answer(await call(t, '/api/locations/1', { method: 'DELETE', token: admin.token }))).toMatchObject({
      status: 409,
      body: { message: LOCATION_MESSAGES.firstLocation },
    });
    expect(await answer(await call(t, '/api/locations/2', { method: 'DELETE', token: admin.token }))).toMatchObject({
      status: 409,
      body: { message: LOCATION_MESSAGES.hasOpenOrders },
    });
    const open = await answer<{ data: Order[] }>(await call(t, '/api/orders?pageSize=100', { token: admin.token }));
    for (const placed of open.body.data.filter((candidate) => candidate.locationId === 2)) {
      const cancelled = await call(t, `/api/orders/${placed._id}/status`, {
        method: 'PUT',
        body: { status: 'cancelled' },
        token: admin.token,
      });
      expect(cancelled.status).toBe(200);
    }
    expect(await answer(await call(t, '/api/locations/2', { method: 'DELETE', token: admin.token }))).toMatchObject({
      status: 200,
      body: { message: LOCATION_MESSAGES.removed },
    });
    expect((await list()).map((location) => location.id)).toEqual([1]);
    expect((await call(t, '/api/locations/2')).status).toBe(404);
    // Its past orders keep its name; the shop takes orders without naming a location again.
    const past = await answer<{ data: Order[] }>(await call(t, '/api/orders?pageSize=100', { token: admin.token }));
    expect(past.body.data.find((candidate) => candidate.locationId === 2)?.locationName).toBe('Doorstep Riverside');
    expect((await order({})).status).toBe(201);
  });
});
