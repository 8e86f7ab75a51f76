import { count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMails } from '../../db/schema/index.ts';
import { GUEST_MESSAGES } from '../../domain/guest-checkout.ts';
import type { DashboardStats } from '../../domain/dashboard-stats.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { GUEST_ORDER_LIMITS } from '../../worker/src/limits/guest-orders.ts';
import { call, signUpOwnerAndCustomer, uniqueAddress, uniqueEmail, type SignedUp } from '../factories/auth.ts';
import { mailingApp, TEST_PUBLIC_URL } from '../factories/mail.ts';
import { answer, orderBody } from '../factories/orders.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; a request without Accept-Language is answered in English. */
const english = translator('en');

/** Guest orders by the hundred: each would mail an inbox nobody proved is the sender's and ring the desk. */

const mailing = mailingApp({ config: { publicUrl: TEST_PUBLIC_URL } });
let admin: SignedUp;
let customer: SignedUp;
beforeAll(async () => {
  ({ admin, customer } = await signUpOwnerAndCustomer(mailing.t));
});

const guest = (email = uniqueEmail('guest')) => ({ name: 'Gus Guest', email, phone: '(217) 555-0199' });
const placeAsGuest = (details: Record<string, unknown>, address: string, overrides: Record<string, unknown> = {}) =>
  call(mailing.t, '/api/orders', { body: orderBody({ phone: undefined, guest: details, ...overrides }), address }).then((response) =>
    answer<{ message: string; data: Order; trackingUrl?: string }>(response),
  );
const guestOrders = async () => (await mailing.t.db.select({ n: count() }).from(orders).where(isNull(orders.userId)).get())!.n;
const mailsQueued = async () => (await mailing.t.db.select({ n: count() }).from(outboxMails).get())!.n;
const dashboard = async () =>
  (await answer<{ data: DashboardStats }>(await call(mailing.t, '/api/admin/stats', { token: admin.token }))).body.data;
const nextMinute = () => mailing.t.clock.advance(61_000);

describe('guest orders from one network', () => {
  it('takes 20 an hour from one address, then refuses more with a clear message, writing and mailing nothing', async () => {
    nextMinute();
    const address = uniqueAddress();
    for (let index = 0; index < GUEST_ORDER_LIMITS.perAddress.limit; index++) {
      if (index % 10 === 9) nextMinute(); // under the shop's ceiling a minute
      expect((await placeAsGuest(guest(), address)).status).toBe(201);
    }
    const [ordersBefore, mailsBefore] = [await guestOrders(), await mailsQueued()];

    const refused = await placeAsGuest(guest(), address);
    expect(refused).toMatchObject({ status: 429, body: { message: english(GUEST_MESSAGES.tooManyFromHere) } });
    expect([await guestOrders(), await mailsQueued()]).toEqual([ordersBefore, mailsBefore]);

    // Someone else, and a customer who logs in on the same network, still order.
    expect((await placeAsGuest(guest(), uniqueAddress())).status).toBe(201);
    expect((await call(mailing.t, '/api/orders', { token: customer.token, body: orderBody(), address })).status).toBe(201);

    // An hour later the network may order again.
    mailing.t.clock.advance(60 * 60 * 1000);
    expect((await placeAsGuest(guest(), address)).status).toBe(201);
  });

  it('counts an IPv6 network by its /64, so hopping addresses inside it does not help', async () => {
    nextMinute();
    for (let index = 0; index < GUEST_ORDER_LIMITS.perAddress.limit; index++) {
      if (index % 10 === 9) nextMinute();
      expect((await placeAsGuest(guest(), `2001:db8:7:42::${(index + 1).toString(16)}`)).status).toBe(201);
    }
    expect((await placeAsGuest(guest(), '2001:db8:7:42:ffff:1:2:3')).status).toBe(429);
    expect((await placeAsGuest(guest(), '2001:db8:7:43::1')).status).toBe(201);
  });
});

describe('guest orders to one inbox', () => {
  it('sends at most 10 an hour to one e-mail, whatever network they come from', async () => {
    nextMinute();
    const email = uniqueEmail('inbox');
    for (let index = 0; index < GUEST_ORDER_LIMITS.perEmail.limit; index++)
      expect((await placeAsGuest(guest(email), uniqueAddress())).status).toBe(201);
    const refused = await placeAsGuest(guest(email.toUpperCase()), uniqueAddress());
    expect(refused).toMatchObject({ status: 429, body: { message: english(GUEST_MESSAGES.tooManyToEmail) } });
  });
});

describe('a retry of a guest order', () => {
  it('answers the order already placed without counting it again, even past the limit', async () => {
    nextMinute();
    const email = uniqueEmail('retry');
    const address = uniqueAddress();
    const body = orderBody({ phone: undefined, guest: guest(email) });
    const place = () =>
      call(mailing.t, '/api/orders', { body, address, headers: { 'Idempotency-Key': 'guest-retry-1' } }).then((response) =>
        answer<{ data: Order }>(response),
      );
    const first = await place();
    expect(first.status).toBe(201);
    // The rest of the inbox's hourly allowance goes to other orders.
    for (let index = 1; index < GUEST_ORDER_LIMITS.perEmail.limit; index++)
      expect((await placeAsGuest(guest(email), uniqueAddress())).status).toBe(201);

    // A phone that lost the first answer asks again: it gets its order, not "too many".
    const retried = await place();
    expect(retried.status).toBe(200);
    expect(retried.body.data._id).toBe(first.body.data._id);
    // A new order to that inbox is still refused: the retry took nothing from the allowance.
    expect((await placeAsGuest(guest(email), uniqueAddress())).status).toBe(429);
  });
});

describe('a flood from many networks', () => {
  it("holds guests to the shop's ceiling a minute, while signed-in customers order as usual", async () => {
    nextMinute();
    for (let index = 0; index < GUEST_ORDER_LIMITS.perShop.limit; index++)
      expect((await placeAsGuest(guest(), uniqueAddress())).status).toBe(201);
    expect(await placeAsGuest(guest(), uniqueAddress())).toMatchObject({
      status: 429,
      body: { message: english(GUEST_MESSAGES.shopBusy) },
    });
    expect((await call(mailing.t, '/api/orders', { token: customer.token, body: orderBody() })).status).toBe(201);
    nextMinute();
    expect((await placeAsGuest(guest(), uniqueAddress())).status).toBe(201);
  });

  it('tells the owner on the Dashboard what was refused, from where and to whom', async () => {
    const floods = (await dashboard()).guestFloods ?? [];
    expect(floods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'address', target: '2001:db8:7:42::/64', refused: 1 }),
        expect.objectContaining({ kind: 'email', refused: 1 }),
        expect.objectContaining({ kind: 'shop', target: '', refused: 1 }),
      ]),
    );
    expect(floods.filter((flood) => flood.kind === 'address')).toHaveLength(2);
    // Customers and staff never see it.
    expect((await call(mailing.t, '/api/admin/stats', { token: customer.token })).status).toBe(403);
    // A day later it is forgotten.
    mailing.t.clock.advance(25 * 60 * 60 * 1000);
    expect((await dashboard()).guestFloods).toEqual([]);
  });
});

describe("a guest's mails", () => {
  // The orders above left their mails waiting; this test reads only its own.
  beforeAll(async () => {
    await mailing.t.db.delete(outboxMails);
  });

  it('carry nothing the guest typed, only what the shop wrote and the private link; the shop hears it all', async () => {
    nextMinute();
    const details = { name: 'Win a prize at spam.example', email: uniqueEmail('victim'), phone: '(217) 555-0177' };
    const placed = await placeAsGuest(details, uniqueAddress(), {
      notes: 'Call 555-SPAM for cheap pills',
      deliveryAddress: { street: '1 Click Here Lane', city: 'Phishville', state: 'IL', zipCode: '62701', country: 'US' },
    });
    expect(placed.status).toBe(201);
    await mailing.sender.flush();
    const [toGuest] = await mailing.inbox.waitFor((mail) => mail.to.includes(details.email.toLowerCase()));
    const reference = orderReference(placed.body.data._id);
    const [toShop] = await mailing.inbox.waitFor((mail) => mail.subject.includes(`New order #${reference}`));
    for (const typed of ['spam.example', 'cheap pills', 'Click Here', 'Phishville', '555-0177']) {
      expect(toGuest!.text, typed).not.toContain(typed);
      expect(toGuest!.html, typed).not.toContain(typed);
      expect(toShop!.text, typed).toContain(typed);
    }
    expect(toGuest!.text).toContain('Hi there,');
    expect(toGuest!.text).toContain('The address you gave, as on your order page');
    expect(toGuest!.text).toContain(placed.body.trackingUrl);
    expect(toGuest!.text).toContain('Margherita Pizza');
  });

  it("leave a signed-in customer's mail whole", async () => {
    const placed = await answer<{ data: Order }>(
      await call(mailing.t, '/api/orders', { token: customer.token, body: orderBody({ notes: 'Ring twice please' }) }),
    );
    expect(placed.status).toBe(201);
    await mailing.sender.flush();
    const [mail] = await mailing.inbox.waitFor(
      (received) => received.to.includes(customer.email.toLowerCase()) && received.text.includes('Ring twice'),
    );
    expect(mail!.text).toContain('1 Main St');
    expect(mail!.text).toContain(`Hi ${customer.name}`);
    const stored = await mailing.t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, placed.body.data._id)).get();
    expect(stored).toBeDefined();
  });
});
