import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTracking, outboxMails } from '../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.ts';
import type { DeskBoardAnswer } from '../../domain/contracts/desk.ts';
import type { SalesReportData } from '../../domain/contracts/reports.ts';
import { TAKEN_ORDER_MESSAGES } from '../../domain/counter/taken-order.ts';
import { translator } from '../../domain/i18n/tables.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import type { Order } from '../../domain/order.ts';
import { DESK_MESSAGES } from '../../domain/order-desk.ts';
import { ORDERS_CSV_COLUMNS } from '../../domain/reports.ts';
import { readOrderLines } from '../../worker/src/desk/order-events.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser, uniqueAddress } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { answer, orderBody, paidCard, placeOrder, postOrder } from '../factories/orders.ts';
import { STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../factories/stripe-stand-in.ts';

// Orders the team takes by phone and at the counter (docs/product/counter-orders.md), through
// POST /api/orders: who they are for, paid later or now, accepted at once, and who may send them.
const english = translator('en');
const ORDER_LIMIT = 3;
const MINUTE = 60_000;

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let clerk: SignedUp;
let riversideClerk: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: ORDER_LIMIT } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  clerk = await signUpUser(t, { name: 'Cora Clerk' });
  await setRole(t, clerk.userId, 'staff');
  riversideClerk = await signUpUser(t, { name: 'Rob Riverside' });
  await setRole(t, riversideClerk.userId, 'staff');
  const settings = { fulfilment: alwaysOpen(), contactEmail: 'kitchen@shop.example', guestCheckout: false };
  expect((await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: settings })).status).toBe(200);
  const riverside = await call(t, '/api/locations', {
    body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
    token: admin.token,
  });
  expect(riverside.status).toBe(201);
  const works = await call(t, `/api/admin/users/${riversideClerk.userId}`, {
    method: 'PUT',
    body: { locationIds: [2] },
    token: admin.token,
  });
  expect(works.status).toBe(200);
});
afterAll(() => t.destroy());

type Placed = { data: Order; trackingUrl?: string };
let callers = 0;
/** A caller nobody has heard of: their own phone, so each counts towards their own limit. */
const newCaller = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cal Caller',
  phone: `(217) 555-${String(1000 + ++callers)}`,
  ...overrides,
});
/** A pickup taken by phone at the first location, paid in cash at the counter. */
const phoneOrder = (overrides: Record<string, unknown> = {}) =>
  orderBody({
    channel: 'phone',
    customer: newCaller(),
    fulfilment: { type: 'pickup' },
    deliveryAddress: undefined,
    phone: undefined,
    locationId: 1,
    ...overrides,
  });
const take = async (body: Record<string, unknown>, token = clerk.token, idempotencyKey?: string) =>
  answer<Placed & { message: string }>(await postOrder(t, body, { token, ...(idempotencyKey ? { idempotencyKey } : {}) }));
const mailsOf = async (orderId: string) =>
  (await t.db.select().from(outboxMails).where(eq(outboxMails.orderId, orderId)).all()).map((mail) => [mail.kind, mail.toAddress]);
const theClerk = { userId: '', name: 'Cora Clerk' };
beforeAll(() => {
  theClerk.userId = clerk.userId;
});

describe('an order taken by phone', () => {
  it('for a caller with an account is that account’s order, named as the clerk typed it, and says who took it', async () => {
    const { status, body } = await take(
      phoneOrder({ customer: { name: 'Cal (regular)', phone: '217 555 0100', email: customer.email.toUpperCase() } }),
    );
    expect(status).toBe(201);
    expect(body.trackingUrl).toBeUndefined();
    expect(body.data).toMatchObject({
      userId: customer.userId,
      customerName: 'Cal (regular)',
      customerEmail: customer.email,
      phone: '217 555 0100',
      channel: 'phone',
      payLater: false,
      orderStatus: 'pending',
    });
    expect(body.data.statusHistory.map(({ kind, status, by }) => ({ kind, status, by }))).toEqual([
      { kind: 'order', status: 'pending', by: theClerk },
      { kind: 'payment', status: 'pending', by: theClerk },
    ]);
    const theirs = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }));
    expect(theirs.body.data.map((order) => order._id)).toContain(body.data._id);
    expect(await mailsOf(body.data._id)).toEqual([
      ['order_received', customer.email],
      ['shop_new_order', 'kitchen@shop.example'],
    ]);
  });

  it('for a new caller without an e-mail is kept by name and phone, with no tracking link and no mail to them, guest checkout off', async () => {
    const { status, body } = await take(phoneOrder({ customer: newCaller({ name: 'Nell New', email: '' }) }));
    expect(status).toBe(201);
    expect(body.trackingUrl).toBeUndefined();
    expect(body.data).toMatchObject({ userId: null, customerName: 'Nell New', customerEmail: '', channel: 'phone' });
    expect(body.data.phone).toMatch(/^\(217\) 555-1\d{3}$/);
    expect(await t.db.select().from(orderTracking).where(eq(orderTracking.orderId, body.data._id)).all()).toEqual([]);
    expect(await mailsOf(body.data._id)).toEqual([['shop_new_order', 'kitchen@shop.example']]);

    // Accepting it on the desk mails nobody either.
    const accepted = await call(t, `/api/orders/${body.data._id}/accept`, { body: { prepMinutes: 10 }, token: clerk.token });
    expect(accepted.status).toBe(200);
    expect(await mailsOf(body.data._id)).toEqual([['shop_new_order', 'kitchen@shop.example']]);
  });

  it('for a new caller with an e-mail is kept like a guest’s order: mailed, with its tracking link, not in the clerk’s language', async () => {
    const body = phoneOrder({ channel: 'counter', customer: newCaller({ email: 'walk.in@example.com' }) });
    const { status, body: placed } = await answer<Placed>(
      await call(t, '/api/orders', { body, token: clerk.token, headers: { 'Accept-Language': 'it' } }),
    );
    expect(status).toBe(201);
    expect(placed.data).toMatchObject({ userId: null, customerEmail: 'walk.in@example.com', channel: 'counter', language: 'en' });
    const { data: order, trackingUrl } = placed;
    expect(trackingUrl).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    expect(await mailsOf(order._id)).toEqual([
      ['order_received', 'walk.in@example.com'],
      ['shop_new_order', 'kitchen@shop.example'],
    ]);
  });

  it('is paid when handed over with payLater: no gateway now, on the desk at once, paid by the hand-over’s Paid box', async () => {
    const { status, body } = await take(phoneOrder({ paymentMethod: 'card', payLater: true }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending', paymentDetails: null, payLater: true });
    const desk = await answer<DeskBoardAnswer>(await call(t, '/api/desk?location=1', { token: clerk.token }));
    expect(desk.body.data.orders.map((order) => order._id)).toContain(body.data._id);

    const move = (action: string, moveBody?: unknown) =>
      call(t, `/api/orders/${body.data._id}/${action}`, { method: 'POST', token: clerk.token, ...(moveBody ? { body: moveBody } : {}) });
    expect((await move('accept', { prepMinutes: 10 })).status).toBe(200);
    expect((await move('ready')).status).toBe(200);
    const completed = await answer<{ data: Order }>(await move('complete', {}));
    expect(completed.body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });

    // A UPI paid later needs no reference now, and Manage Orders may set its payment by hand.
    const upi = await take(
      phoneOrder({ paymentMethod: 'upi', payLater: true, fulfilment: { type: 'delivery' }, deliveryAddress: orderBody().deliveryAddress }),
    );
    expect(upi.body.data).toMatchObject({ paymentMethod: 'upi', paymentDetails: null, payLater: true });
    const card = await take(phoneOrder({ paymentMethod: 'card', payLater: true }));
    const marked = await call(t, `/api/orders/${card.body.data._id}/payment-status`, {
      method: 'PUT',
      body: { status: 'completed' },
      token: clerk.token,
    });
    expect(marked.status).toBe(200);
  });

  it('is paid from the start with paidNow: the card machine at the counter, no gateway, never both ways', async () => {
    const { status, body } = await take(phoneOrder({ channel: 'counter', paymentMethod: 'card', paidNow: true }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ channel: 'counter', paymentMethod: 'card', paymentStatus: 'completed', payLater: false });
    expect(body.data.statusHistory[1]).toMatchObject({ kind: 'payment', status: 'completed', by: { userId: clerk.userId } });
    const cash = await take(phoneOrder({ channel: 'counter', paymentMethod: 'cash', paidNow: true }));
    expect(cash.body.data.paymentStatus).toBe('completed');

    const both = await take(phoneOrder({ paymentMethod: 'cash', paidNow: true, payLater: true }));
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('An order is paid now or at hand-over, not both: send paidNow or payLater.');
  });

  it('takes a card now through the gateway as the checkout does', async () => {
    const { status, body } = await take(phoneOrder({ paymentMethod: 'card', paymentDetails: paidCard }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ paymentMethod: 'card', paymentStatus: 'completed', payLater: false });
  });

  it('is accepted at once with acceptWithPrepMinutes, heard on the order stream as new then accepted, and only once on a retry', async () => {
    const before = (await readOrderLines(t.db, 0)).at(-1)?.id ?? 0;
    const body = phoneOrder({ channel: 'counter', acceptWithPrepMinutes: 15, customer: newCaller({ email: customer.email }) });
    const { status, body: placed } = await take(body, clerk.token, 'counter-accept-1');
    expect(status).toBe(201);
    const now = t.clock.now();
    expect(placed.data).toMatchObject({
      channel: 'counter',
      orderStatus: 'processing',
      prepMinutes: 15,
      acceptedAt: new Date(now).toISOString(),
      readyAt: new Date(now + 15 * MINUTE).toISOString(),
    });
    expect(placed.data.statusHistory.map(({ kind, status, by }) => ({ kind, status, by }))).toEqual([
      { kind: 'order', status: 'pending', by: theClerk },
      { kind: 'payment', status: 'pending', by: theClerk },
      { kind: 'order', status: 'processing', by: theClerk },
    ]);
    const heard = (await readOrderLines(t.db, before)).filter((line) => line.orderId === placed.data._id);
    expect(heard.map(({ kind, status, locationId }) => [kind, status, locationId])).toEqual([
      ['order', 'pending', 1],
      ['payment', 'pending', 1],
      ['order', 'processing', 1],
    ]);
    expect((await mailsOf(placed.data._id)).map(([kind]) => kind)).toEqual(['order_received', 'shop_new_order', 'order_accepted']);

    const again = await take(body, clerk.token, 'counter-accept-1');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ _id: placed.data._id, orderStatus: 'processing' });
    expect(again.body.data.statusHistory).toHaveLength(3);
  });

  it('keeps acceptWithPrepMinutes within the desk’s prep times', async () => {
    for (const acceptWithPrepMinutes of [0, 241, 12.5]) {
      const { status, body } = await take(phoneOrder({ acceptWithPrepMinutes }));
      expect(status).toBe(400);
      expect(body.message).toBe(DESK_MESSAGES.prepMinutes);
    }
  });
});

describe('who may take an order for someone else', () => {
  it('refuses the team’s fields to a customer (403), in a guest’s body (400), and asks a caller with no session to sign in (401)', async () => {
    for (const fields of [{ channel: 'phone', customer: newCaller() }, { payLater: true }, { acceptWithPrepMinutes: 10 }]) {
      const refused = await take(orderBody({ locationId: 1, ...fields }), customer.token);
      expect(refused).toMatchObject({ status: 403, body: { message: english(TAKEN_ORDER_MESSAGES.teamOnly) } });
    }
    await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: { guestCheckout: true } });
    const guest = { name: 'Gus Guest', email: 'gus@example.com', phone: '(217) 555-0177' };
    const asGuest = await call(t, '/api/orders', { body: orderBody({ locationId: 1, guest, channel: 'phone' }), address: uniqueAddress() });
    expect(await answer(asGuest)).toMatchObject({ status: 400, body: { message: english(TAKEN_ORDER_MESSAGES.notForGuests) } });
    await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: { guestCheckout: false } });
    const signedOut = await call(t, '/api/orders', { body: phoneOrder(), address: uniqueAddress() });
    expect(await answer(signedOut)).toMatchObject({ status: 401, body: { message: english(CHECKOUT_MESSAGES.notSignedIn) } });
  });

  it('needs the customer with a channel, and a channel for the rest', async () => {
    expect(await take(phoneOrder({ customer: undefined }))).toMatchObject({
      status: 400,
      body: { message: english(TAKEN_ORDER_MESSAGES.customerMissing) },
    });
    expect(await take(orderBody({ locationId: 1, payLater: true }))).toMatchObject({
      status: 400,
      body: { message: english(TAKEN_ORDER_MESSAGES.channelMissing) },
    });
    expect(await take(phoneOrder({ customer: { phone: '217 555 0100' } }))).toMatchObject({
      status: 400,
      body: { message: english(TAKEN_ORDER_MESSAGES.customerNameMissing) },
    });
  });

  it('places only at a location the clerk works at', async () => {
    const elsewhere = await take(phoneOrder({ locationId: 1 }), riversideClerk.token);
    expect(elsewhere).toMatchObject({ status: 403, body: { message: LOCATION_MESSAGES.notYourLocation } });
    const theirs = await take(phoneOrder({ locationId: 2 }), riversideClerk.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.locationId).toBe(2);
  });
});

describe('order limits', () => {
  it('count the orders a clerk takes against each customer, never against the clerk', async () => {
    for (let order = 0; order < ORDER_LIMIT + 2; order++) expect((await take(phoneOrder())).status).toBe(201);
    const regular = newCaller();
    for (let order = 0; order < ORDER_LIMIT; order++) expect((await take(phoneOrder({ customer: regular }))).status).toBe(201);
    const past = await take(phoneOrder({ customer: { ...regular, phone: regular.phone.replace(/\D/g, '') } }));
    expect(past).toMatchObject({ status: 429, body: { message: english(CHECKOUT_MESSAGES.tooManyOrders) } });
    // The clerk's own order, after all those taken for others.
    expect((await placeOrder(t, clerk.token, { locationId: 1 })).channel).toBe('web');
  });
});

describe('channels in the books', () => {
  it('are answered on every order, split the sales report and fill the orders CSV’s Channel column', async () => {
    const web = await placeOrder(t, customer.token, { locationId: 1 });
    expect(web.channel).toBe('web');
    const listed = await answer<{ data: Order[] }>(await call(t, '/api/orders?pageSize=100', { token: admin.token }));
    const channels = new Map(listed.body.data.map((order) => [order._id, order.channel]));
    expect(channels.get(web._id)).toBe('web');
    expect([...channels.values()]).toEqual(expect.arrayContaining(['web', 'phone', 'counter']));

    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    const report = await answer<{ data: SalesReportData }>(
      await call(t, `/api/admin/reports?from=${day}&to=${day}`, { token: admin.token }),
    );
    expect(report.status).toBe(200);
    const byChannel = new Map(report.body.data.byChannel.map((bucket) => [bucket.key, bucket.orders]));
    const counted = (channel: string) =>
      listed.body.data.filter((order) => order.channel === channel && order.orderStatus !== 'cancelled').length;
    expect(Object.fromEntries(byChannel)).toEqual({ web: counted('web'), phone: counted('phone'), counter: counted('counter') });
    expect(report.body.data.byChannel.reduce((sum, bucket) => sum + bucket.orders, 0)).toBe(report.body.data.summary.orders);

    const csv = await call(t, `/api/admin/reports/orders.csv?from=${day}&to=${day}`, { token: admin.token });
    const rows = parse(await csv.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows[0]!.at(-1)).toBe('Channel');
    const channelOf = new Map(rows.slice(1).map((row) => [row[1], row.at(-1)]));
    expect(channelOf.get(web._id)).toBe('web');
    expect(new Set(channelOf.values())).toEqual(new Set(['web', 'phone', 'counter']));
  });
});

describe('a card taken by phone where Stripe takes cards', () => {
  let standIn: StripeStandIn;
  let stripeShop: TestApp;
  let owner: SignedUp;
  const placeThere = async (body: Record<string, unknown>, idempotencyKey?: string) =>
    answer<Placed & { message: string; payment?: { clientSecret: string } }>(
      await postOrder(stripeShop, body, { token: owner.token, ...(idempotencyKey ? { idempotencyKey } : {}) }),
    );
  const intentsOpened = () => standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripeShop = await createTestApp({ config: { stripe: { ...STAND_IN_KEYS, apiBase: standIn.url } } });
    ({ admin: owner } = await signUpOwnerAndCustomer(stripeShop));
    expect(
      (await call(stripeShop, '/api/settings', { method: 'PUT', token: owner.token, body: { fulfilment: alwaysOpen() } })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await stripeShop?.destroy();
    await standIn?.stop();
  });

  it('opens the payment for the browser to confirm, with no receipt e-mail when the caller gave none', async () => {
    const { status, body } = await placeThere(phoneOrder({ paymentMethod: 'card', locationId: undefined }));
    expect(status).toBe(201);
    expect(body.payment?.clientSecret).toBeTruthy();
    expect(intentsOpened().at(-1)?.form).not.toHaveProperty('receipt_email');
  });

  it('refuses to accept at once a card Stripe has yet to take, before any payment is opened', async () => {
    const opened = intentsOpened().length;
    const { status, body } = await placeThere(phoneOrder({ paymentMethod: 'card', acceptWithPrepMinutes: 10, locationId: undefined }));
    expect(status).toBe(400);
    expect(body.message).toBe(english(TAKEN_ORDER_MESSAGES.acceptAfterPayment));
    expect(intentsOpened()).toHaveLength(opened);
  });

  it('asks Stripe nothing for a card paid on hand-over, even on a retry, and accepts it at once', async () => {
    const opened = intentsOpened().length;
    const body = phoneOrder({ paymentMethod: 'card', payLater: true, acceptWithPrepMinutes: 10, locationId: undefined });
    const first = await placeThere(body, 'pay-later-card');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ paymentStatus: 'pending', orderStatus: 'processing' });
    const again = await placeThere(body, 'pay-later-card');
    expect(again.status).toBe(200);
    expect(again.body.payment).toBeUndefined();
    expect(intentsOpened()).toHaveLength(opened);
  });
});
