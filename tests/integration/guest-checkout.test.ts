import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderTracking, storeSettings } from '../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.ts';
import { GUEST_MESSAGES } from '../../domain/guest-checkout.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, signUpOwnerAndCustomer, signUpUser, uniqueAddress, uniqueEmail, type SignedUp } from '../factories/auth.ts';
import { mailingApp, type mailSenderFor, TEST_PUBLIC_URL } from '../factories/mail.ts';
import { answer, orderBody } from '../factories/orders.ts';
import type { SmtpInbox } from '../factories/smtp-inbox.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; a request without Accept-Language is answered in English. */
const english = translator('en');

let t: TestApp;
let inbox: SmtpInbox;
let sender: ReturnType<typeof mailSenderFor>;
let admin: SignedUp;

const mailing = mailingApp({ config: { publicUrl: TEST_PUBLIC_URL } });
beforeAll(async () => {
  ({ t, inbox, sender } = mailing);
  ({ admin } = await signUpOwnerAndCustomer(t));
});

type Placed = { data: Order; trackingUrl?: string; message: string };
const guest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gus Guest',
  email: uniqueEmail('guest'),
  phone: '(217) 555-0199',
  ...overrides,
});
const placeAsGuest = (details: Record<string, unknown>, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(t, '/api/orders', { body: orderBody({ phone: undefined, guest: details, ...overrides }), address: uniqueAddress(), headers });
const tokenOf = (trackingUrl: string) => trackingUrl.split('/track/')[1]!;

describe('ordering as a guest', () => {
  it('places the order without an account and answers a private tracking link that opens that order only', async () => {
    const details = guest();
    const { status, body } = await answer<Placed>(await placeAsGuest(details));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      userId: null,
      customerName: 'Gus Guest',
      customerEmail: details.email,
      phone: '(217) 555-0199',
      orderStatus: 'pending',
    });
    expect(body.trackingUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/track/[A-Za-z0-9_-]{43}$`));

    const tracked = await answer<{ data: Order }>(await call(t, `/api/track/${tokenOf(body.trackingUrl!)}`));
    expect(tracked.status).toBe(200);
    expect(tracked.body.data._id).toBe(body.data._id);
    const unknown = await answer<{ message: string }>(await call(t, `/api/track/${'x'.repeat(43)}`));
    expect(unknown).toMatchObject({ status: 404, body: { message: english(GUEST_MESSAGES.trackingNotFound) } });

    // Only the token's hash is kept.
    const [row] = await t.db.select().from(orderTracking).where(eq(orderTracking.orderId, body.data._id)).all();
    expect(row!.tokenHash).not.toBe(tokenOf(body.trackingUrl!));
    expect(row!.sealedToken).not.toContain(tokenOf(body.trackingUrl!));
  });

  it('mails the guest a confirmation that carries the same tracking link', async () => {
    const details = guest();
    const { body } = await answer<Placed>(await placeAsGuest(details));
    await sender.flush();
    const [mail] = await inbox.waitFor((received) => received.to.includes(details.email.toLowerCase()));
    expect(mail!.text).toContain(body.trackingUrl);
    expect(mail!.html).toContain(body.trackingUrl);
  });

  it('answers the same order and link to a retry with the same Idempotency-Key', async () => {
    const details = guest();
    const first = await answer<Placed>(await placeAsGuest(details, {}, { 'Idempotency-Key': 'guest-retry-1' }));
    const again = await answer<Placed>(await placeAsGuest(details, {}, { 'Idempotency-Key': 'guest-retry-1' }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(again.body.trackingUrl).toBe(first.body.trackingUrl);
  });

  it('checks the guest details field by field, and changes nothing', async () => {
    for (const [details, field, message] of [
      [guest({ name: ' ' }), 'guest.name', english(GUEST_MESSAGES.nameMissing)],
      [guest({ email: 'not-mail' }), 'guest.email', english(GUEST_MESSAGES.emailInvalid)],
      [guest({ phone: '' }), 'guest.phone', english(GUEST_MESSAGES.phoneMissing)],
    ] as const) {
      const { status, body } = await answer<{ errors: Record<string, string> }>(await placeAsGuest(details));
      expect(status).toBe(400);
      expect(body.errors[field]).toBe(message);
    }
  });

  it('still asks someone without a session and without guest details to log in', async () => {
    const { status, body } = await answer<{ message: string }>(
      await call(t, '/api/orders', { body: orderBody(), address: uniqueAddress() }),
    );
    expect(status).toBe(401);
    expect(body.message).toBe(english(CHECKOUT_MESSAGES.notSignedIn));
  });

  it('orders a signed-in customer as themselves, whatever guest details the body carries', async () => {
    const ann = await signUpUser(t, { name: 'Ann Account' });
    const { status, body } = await answer<Placed>(await call(t, '/api/orders', { token: ann.token, body: orderBody({ guest: guest() }) }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ userId: ann.userId, customerName: 'Ann Account' });
    expect(body.trackingUrl).toBeUndefined();
  });

  it('refuses guests where the owner turned guest checkout off', async () => {
    expect((await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: { guestCheckout: false } })).status).toBe(200);
    try {
      const { status, body } = await answer<{ code: string; message: string }>(await placeAsGuest(guest()));
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'guest_checkout_off', message: english(GUEST_MESSAGES.checkoutOff) });
      expect((await (await call(t, '/api/settings')).json()).data.guestCheckout).toBe(false);
    } finally {
      await t.db.update(storeSettings).set({ guestCheckout: true });
    }
  });

  it("counts a guest's orders by e-mail towards the order limit", async () => {
    const limited = await createTestApp({ orderRateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const details = guest();
      const place = () => call(limited, '/api/orders', { body: orderBody({ phone: undefined, guest: details }), address: uniqueAddress() });
      expect((await place()).status).toBe(201);
      expect((await place()).status).toBe(201);
      expect((await place()).status).toBe(429);
    } finally {
      await limited.destroy();
    }
  });
});

describe('a guest who signs up later', () => {
  it('finds the orders placed with that e-mail in My Orders, and nobody else does', async () => {
    const details = guest();
    const placed = await answer<Placed>(await placeAsGuest(details));
    const other = await signUpUser(t, { name: 'Otto Other' });
    const person = await signUpUser(t, { name: 'Gus Guest', email: details.email.toUpperCase() });
    const mine = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${person.userId}`, { token: person.token }));
    expect(mine.body.data.map((order) => order._id)).toEqual([placed.body.data._id]);
    const theirs = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${other.userId}`, { token: other.token }));
    expect(theirs.body.data).toEqual([]);
    // The link keeps working.
    expect((await call(t, `/api/track/${tokenOf(placed.body.trackingUrl!)}`)).status).toBe(200);
  });
});
