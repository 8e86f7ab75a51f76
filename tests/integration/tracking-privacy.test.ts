import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { TRACKING_DETAILS_KEPT_DAYS } from '../../domain/order-privacy.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, logInUser, signUpOwnerAndCustomer, uniqueAddress, uniqueEmail, type SignedUp } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';

/** A tracking link is a secret that lives in an inbox for years: it stops naming the person a while after the order ended. */

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;
type Tracked = { data: Order; personalDetailsHidden: boolean };

async function placeGuestOrder(): Promise<{ id: string; token: string; email: string }> {
  const email = uniqueEmail('tracked');
  const placed = await answer<{ data: Order; trackingUrl: string }>(
    await call(t, '/api/orders', {
      body: orderBody({
        phone: undefined,
        notes: 'Gate code 4321',
        paymentMethod: 'upi',
        paymentDetails: { upiId: 'gus@okbank', transactionId: 'TXN99887766' },
        guest: { name: 'Gus Guest', email, phone: '(217) 555-0199' },
      }),
      address: uniqueAddress(),
    }),
  );
  expect(placed.status).toBe(201);
  return { id: placed.body.data._id, token: placed.body.trackingUrl.split('/track/')[1]!, email };
}
const track = async (token: string) => (await answer<Tracked>(await call(t, `/api/track/${token}`))).body;
/** The owner's session, signed in again: the test's clock moves by weeks. */
const ownerToken = async () => (await logInUser(t, admin.email, admin.password)).token;
const setStatus = async (id: string, status: string) =>
  expect((await call(t, `/api/orders/${id}/status`, { method: 'PUT', token: await ownerToken(), body: { status } })).status).toBe(200);

describe('a tracking link after the order ended', () => {
  it(`shows who ordered for ${TRACKING_DETAILS_KEPT_DAYS} days after hand-over, then only what happened`, async () => {
    const order = await placeGuestOrder();
    await setStatus(order.id, 'delivered');

    t.clock.advance((TRACKING_DETAILS_KEPT_DAYS - 1) * DAY_MS);
    const recent = await track(order.token);
    expect(recent.personalDetailsHidden).toBe(false);
    expect(recent.data).toMatchObject({
      customerName: 'Gus Guest',
      customerEmail: order.email,
      phone: '(217) 555-0199',
      notes: 'Gate code 4321',
    });
    expect(recent.data.deliveryAddress.street).toBe('1 Main St');

    t.clock.advance(2 * DAY_MS);
    const old = await track(order.token);
    expect(old.personalDetailsHidden).toBe(true);
    expect(old.data).toMatchObject({
      _id: order.id,
      orderStatus: 'delivered',
      customerName: '',
      customerEmail: '',
      phone: '',
      notes: '',
      paymentDetails: null,
    });
    expect(old.data.deliveryAddress).toEqual({ street: '', city: '', state: '', zipCode: '', country: '' });
    expect(old.data.products.map((line) => line.name)).toEqual(recent.data.products.map((line) => line.name));
    expect(old.data.totalAmount).toBe(recent.data.totalAmount);
    const raw = JSON.stringify(old);
    for (const personal of ['Gus Guest', order.email, '555-0199', 'Gate code', '1 Main St', 'gus@okbank'])
      expect(raw).not.toContain(personal);

    // The shop's own records keep the order whole.
    const { body } = await answer<{ data: Order[] }>(await call(t, '/api/orders', { token: await ownerToken() }));
    expect(body.data.find((row) => row._id === order.id)).toMatchObject({ customerName: 'Gus Guest', notes: 'Gate code 4321' });
  });

  it('counts from the cancel for a cancelled order, and never hides an order still under way', async () => {
    const cancelled = await placeGuestOrder();
    const waiting = await placeGuestOrder();
    t.clock.advance(10 * DAY_MS);
    await setStatus(cancelled.id, 'cancelled');

    t.clock.advance((TRACKING_DETAILS_KEPT_DAYS - 5) * DAY_MS);
    expect((await track(cancelled.token)).personalDetailsHidden).toBe(false);
    expect((await track(waiting.token)).data.customerName).toBe('Gus Guest');

    t.clock.advance(6 * DAY_MS);
    expect((await track(cancelled.token)).personalDetailsHidden).toBe(true);
    const stillOpen = await track(waiting.token);
    expect(stillOpen.personalDetailsHidden).toBe(false);
    expect(stillOpen.data).toMatchObject({ orderStatus: 'pending', customerName: 'Gus Guest' });
  });
});
