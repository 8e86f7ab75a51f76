import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_FULL_MESSAGE } from '../../domain/fulfilment/decide.ts';
import { ORDER_CHOICE_MESSAGES } from '../../domain/fulfilment/order-choice.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { answer, orderBody, postOrder } from '../factories/orders.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; a request without Accept-Language is answered in English. */
const english = translator('en');

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

// The test clock starts on Thursday 2026-01-15 at 12:00 UTC; London is on UTC in January.
const THURSDAY_NOON = Date.UTC(2026, 0, 15, 12, 0, 0);
const daily = (open: string, close: string) => Array.from({ length: 7 }, () => [{ open, close }]);
const shop = {
  timeZone: 'Europe/London',
  weekly: daily('10:00', '22:00'),
  closures: [],
  pause: { paused: false, until: null },
  delivery: { enabled: true, leadMinutes: 30 },
  pickup: { enabled: true, leadMinutes: 15 },
  scheduling: { enabled: true, slotMinutes: 30, horizonDays: 2, ordersPerSlot: 5 },
  zones: [],
};

type Outlook = {
  open: boolean;
  paused: boolean;
  asap: { available: boolean; earliest: string | null };
  slots: { start: string; end: string; available: boolean }[];
  message: string | null;
  today: string;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());
beforeEach(() => t.clock.set(THURSDAY_NOON));

async function saveFulfilment(fulfilment: unknown) {
  return answer<{ data: { fulfilment: typeof shop } }>(
    await call(t, '/api/settings', { method: 'PUT', body: { fulfilment }, token: admin.token }),
  );
}

async function outlook(type: 'delivery' | 'pickup' = 'delivery', headers: Record<string, string> = {}): Promise<Outlook> {
  return (await answer<{ data: Outlook }>(await call(t, `/api/fulfilment?type=${type}`, { headers }))).body.data;
}

async function order(overrides: Record<string, unknown>, token = customer.token) {
  return answer<{ data: Order; message: string }>(await postOrder(t, orderBody(overrides), { token }));
}

describe('a shop that never set its hours', () => {
  it('takes delivery orders as soon as possible around the clock, as before, and says when they will be ready', async () => {
    const now = await outlook();
    expect(now).toMatchObject({ open: true, paused: false, asap: { available: true }, slots: [], message: null });
    const placed = await order({});
    expect(placed.status).toBe(201);
    expect(placed.body.data.fulfilment).toEqual({
      type: 'delivery',
      slotStart: null,
      promisedAt: new Date(THURSDAY_NOON + 30 * 60_000).toISOString(),
    });
    expect(placed.body.data.phone).toBe('(217) 555-0100');
    expect((await outlook('pickup')).message).toBe("We don't offer pickup at the moment.");
  });

  it('asks for a phone number for delivery, before payment details', async () => {
    const refused = await order({ phone: '', paymentMethod: 'card' });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: english(ORDER_CHOICE_MESSAGES.phoneMissing), errors: { phone: english(ORDER_CHOICE_MESSAGES.phoneMissing) } },
    });
    expect((await order({ phone: '12-34' })).body.message).toBe(english(ORDER_CHOICE_MESSAGES.phoneInvalid));
  });
});

describe('the owner sets hours, pickup and scheduling', () => {
  it('refuses hours that overlap or repeat on a day, naming each such day at its place, and changes nothing', async () => {
    expect((await saveFulfilment(shop)).status).toBe(200);
    const weekly = daily('10:00', '22:00');
    weekly[1] = [
      { open: '12:00', close: '15:00' },
      { open: '14:00', close: '23:00' },
    ];
    weekly[5] = [
      { open: '19:00', close: '23:00' },
      { open: '19:00', close: '23:00' },
    ];
    const refused = await saveFulfilment({ ...shop, weekly });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: {
          'fulfilment.weekly.1': "Monday's opening hours 12:00–15:00 and 14:00–23:00 overlap. Join them into one, or change one.",
          'fulfilment.weekly.5': 'Friday lists 19:00–23:00 twice.',
        },
      },
    });
    const read = (await answer<{ data: { fulfilment: typeof shop } }>(await call(t, '/api/settings'))).body.data.fulfilment;
    expect(read.weekly).toEqual(shop.weekly);
  });

  it('saves them through PUT /api/settings and shows them back; a bad setting changes nothing', async () => {
    const saved = await saveFulfilment(shop);
    expect(saved.status).toBe(200);
    expect(saved.body.data.fulfilment).toMatchObject({ timeZone: 'Europe/London', scheduling: { ordersPerSlot: 5 } });
    const bad = await saveFulfilment({ ...shop, timeZone: 'Mars/Base', scheduling: { ...shop.scheduling, ordersPerSlot: 1 } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Choose a time zone such as Europe/London or America/New_York.' } });
    const read = (await answer<{ data: { fulfilment: typeof shop } }>(await call(t, '/api/settings'))).body.data.fulfilment;
    expect(read.scheduling.ordersPerSlot).toBe(5);
    expect(read.timeZone).toBe('Europe/London');
  });

  it('lists the slots from the lead time to the horizon, with the shop offset, and places an order in one', async () => {
    const now = await outlook();
    expect(now.open).toBe(true);
    expect(now.asap.earliest).toBe('2026-01-15T12:30:00+00:00');
    expect(now.today).toBe('2026-01-15');
    expect(now.slots[0]).toEqual({ start: '2026-01-15T12:30:00+00:00', end: '2026-01-15T13:00:00+00:00', available: true });
    // Today from 12:30 to 22:00, then two more days from 10:30 (the lead time after opening) to 22:00.
    expect(now.slots).toHaveLength(19 + 23 + 23);

    const slot = '2026-01-16T18:00:00+00:00';
    const placed = await order({ fulfilment: { type: 'delivery', slot } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.fulfilment).toEqual({
      type: 'delivery',
      slotStart: '2026-01-16T18:00:00.000Z',
      promisedAt: '2026-01-16T18:00:00.000Z',
    });
  });

  it('refuses a time that is not a slot, past the horizon, or before the lead time, saying what is possible', async () => {
    for (const slot of ['2026-01-16T18:10:00Z', '2026-01-20T12:00:00Z', '2026-01-15T12:00:00Z', '2026-01-16T23:00:00Z']) {
      const refused = await order({ fulfilment: { type: 'delivery', slot } });
      expect(refused.status, slot).toBe(409);
      expect(refused.body.message).toBe('That time is not available. The earliest time you can choose is today 12:30 PM.');
    }
  });

  it('refuses as soon as possible while closed, and offers the next opening and the slots instead', async () => {
    t.clock.set(Date.UTC(2026, 0, 15, 23, 0, 0));
    const closed = await outlook();
    expect(closed).toMatchObject({ open: false, asap: { available: false, earliest: null } });
    expect(closed.message).toBe('Closed now — opens tomorrow 10:00 AM. You can still order for later.');
    // An Italian page asks in Italian, and the shop answers as Italians write the time.
    expect((await outlook('delivery', { 'Accept-Language': 'it' })).message).toBe(
      'Ora chiuso — apre domani alle 10:00. Puoi comunque ordinare per più tardi.',
    );
    const refused = await order({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Closed now — opens tomorrow 10:00 AM. The earliest time you can choose is tomorrow 10:30 AM.');
  });

  it('takes pickup orders without an address or phone, and without a delivery fee', async () => {
    const placed = await order({ fulfilment: { type: 'pickup' }, deliveryAddress: undefined, phone: undefined, notes: 'Ring twice' });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      deliveryFee: 0,
      notes: 'Ring twice',
      phone: '',
      fulfilment: { type: 'pickup', slotStart: null },
    });
    expect(placed.body.data.deliveryAddress.street).toBe('');
  });

  it('holds a slot to its capacity when 30 orders race for it: exactly 5 are placed', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, (_, index) => signUpUser(t, { name: `Racer ${index}` })));
    const slot = '2026-01-16T12:00:00+00:00';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        order({ fulfilment: { type: index % 2 ? 'pickup' : 'delivery', slot } }, racers[index % 6]!.token),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect(results.find((result) => result.status === 409)?.body.message).toBe(SLOT_FULL_MESSAGE);
    expect((await outlook()).slots.find((candidate) => candidate.start === slot)?.available).toBe(false);
  });

  it('stops ASAP orders while paused, until the pause ends by itself', async () => {
    await saveFulfilment({ ...shop, pause: { paused: true, until: '2026-01-15T13:00:00Z' } });
    const paused = await outlook();
    expect(paused).toMatchObject({ paused: true, open: false, asap: { available: false } });
    expect(paused.message).toBe('Not taking orders right now. You can still order for later.');
    expect((await order({})).status).toBe(409);
    t.clock.set(Date.UTC(2026, 0, 15, 13, 5, 0));
    expect((await order({})).status).toBe(201);
    await saveFulfilment(shop);
  });
});

describe('delivery zones', () => {
  const zones = [
    { name: 'Centre', postcodes: ['SW1', 'SW1A 1AA'], fee: 1.99, minimumOrder: 15, freeAbove: 40 },
    { name: 'Outskirts', postcodes: ['SW'], fee: 4.99, minimumOrder: 25, freeAbove: null },
  ];
  const to = (zipCode: string) => ({ deliveryAddress: { street: '1 Main St', city: 'London', zipCode } });
  const inCountry = (countryCode: string) => call(t, '/api/settings', { method: 'PUT', body: { countryCode }, token: admin.token });

  it('prices delivery by the postcode, refuses one outside every zone or under the minimum, and names the zone on the order', async () => {
    // A shop in Britain: its addresses have British postcodes.
    expect((await inCountry('GB')).status).toBe(200);
    expect((await saveFulfilment({ ...shop, zones })).status).toBe(200);
    const centre = await order(to('sw1a 2bb'));
    expect(centre.status).toBe(201);
    expect(centre.body.data).toMatchObject({ deliveryFee: 1.99, deliveryZone: 'Centre' });
    const outside = await order(to('E1 6AN'));
    expect(outside).toMatchObject({ status: 400, body: { message: "We don't deliver to E1 6AN." } });
    // One dragon roll ($13.99 in the demo menu) is under the Outskirts' $25.00.
    const small = await order({ ...to('SW9 9ZZ'), products: [{ productId: 'dragon-roll', quantity: 1 }] });
    expect(small).toMatchObject({ status: 400, body: { message: 'The minimum order for delivery to Outskirts is $25.00.' } });
    const free = await order({ ...to('SW1A 1AA'), products: [{ productId: 'margherita-pizza', quantity: 4 }] });
    expect(free.body.data).toMatchObject({ deliveryFee: 0, deliveryZone: 'Centre' });
    await saveFulfilment(shop);
    await inCountry('US');
  });
});
