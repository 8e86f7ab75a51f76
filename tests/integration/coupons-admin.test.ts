import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '../../domain/contracts/coupons.ts';
import { COUPON_ADMIN_MESSAGES, COUPON_FORM_ERRORS } from '../../domain/coupon-form.ts';
import { COUPON_MESSAGES } from '../../domain/coupons.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { answer, orderBody, placeOrder, postOrder } from '../factories/orders.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; a request without Accept-Language is answered in English. */
const english = translator('en');

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const DAY = 24 * 60 * 60 * 1000;

function create(body: unknown, token: string | undefined = admin.token) {
  return call(t, '/api/admin/coupons', { method: 'POST', body, token });
}

function update(code: string, body: unknown, token: string | undefined = admin.token) {
  return call(t, `/api/admin/coupons/${encodeURIComponent(code)}`, { method: 'PUT', body, token });
}

async function list(): Promise<AdminCoupon[]> {
  const { status, body } = await answer<{ data: AdminCoupon[] }>(await call(t, '/api/admin/coupons', { token: admin.token }));
  expect(status).toBe(200);
  return body.data;
}

async function added(body: Record<string, unknown>): Promise<AdminCoupon> {
  const response = await answer<{ data: AdminCoupon }>(await create(body));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

function validate(code: string, subtotal?: number) {
  return call(t, '/api/coupons/validate', { body: subtotal === undefined ? { code } : { code, subtotal } });
}

describe('who may manage coupons', () => {
  const endpoints = [
    { label: 'GET /api/admin/coupons', method: 'GET', path: () => '/api/admin/coupons', body: () => undefined, status: 200 },
    {
      label: 'POST /api/admin/coupons',
      method: 'POST',
      path: () => '/api/admin/coupons',
      body: (code: string) => ({ code, discountPercent: 5 }),
      status: 201,
    },
    {
      label: 'PUT /api/admin/coupons/{code}',
      method: 'PUT',
      path: (code: string) => `/api/admin/coupons/${code}`,
      body: () => ({ active: false }),
      status: 200,
    },
  ] as const;

  it.each(endpoints)('$label: anonymous 401, customer 403, admin $status', async ({ method, path, body, status }) => {
    const code = `MATRIX${method}`;
    if (method === 'PUT') await added({ code, discountPercent: 5 });
    const anonymous = await answer(await call(t, path(code), { method, body: body(code) }));
    expect(anonymous).toMatchObject({ status: 401, body: { success: false, message: 'Please sign in to continue.' } });
    const asCustomer = await answer(await call(t, path(code), { method, body: body(code), token: customer.token }));
    expect(asCustomer).toMatchObject({ status: 403, body: { success: false, message: 'Only an administrator can do that.' } });
    expect((await list()).find((coupon) => coupon.code === code)?.active ?? 'absent').toBe(method === 'PUT' ? true : 'absent');
    const asAdmin = await call(t, path(code), { method, body: body(code), token: admin.token });
    expect(asAdmin.status).toBe(status);
  });
});

describe('GET /api/admin/coupons', () => {
  it('lists every coupon with its terms and uses, the seeded ones too', async () => {
    const coupons = await list();
    expect(coupons.find((coupon) => coupon.code === 'SAVE10')).toEqual({
      code: 'SAVE10',
      discountPercent: 10,
      active: true,
      expiresAt: null,
      minOrder: 0,
      usageLimit: null,
      usedCount: 0,
    });
    expect(coupons.map((coupon) => coupon.code)).toEqual([...coupons.map((coupon) => coupon.code)].sort());
  });
});

describe('POST /api/admin/coupons', () => {
  it('adds a coupon, stored upper case, with its optional terms', async () => {
    const expiresAt = new Date(t.clock.now() + 30 * DAY).toISOString();
    const response = await answer(
      await create({ code: ' spring-25 ', discountPercent: '25', active: true, expiresAt, minOrder: '15.50', usageLimit: 3 }),
    );
    expect(response).toEqual({
      status: 201,
      body: {
        success: true,
        message: 'Coupon added',
        data: { code: 'SPRING-25', discountPercent: 25, active: true, expiresAt, minOrder: 15.5, usageLimit: 3, usedCount: 0 },
      },
    });
    expect((await list()).find((coupon) => coupon.code === 'SPRING-25')).toMatchObject({ minOrder: 15.5, usageLimit: 3 });
  });

  it('reads a bare date as the end of that day (UTC)', async () => {
    expect((await added({ code: 'DATED', discountPercent: 5, expiresAt: '2026-03-31' })).expiresAt).toBe('2026-04-01T00:00:00.000Z');
  });

  it.each(['SAVE10', 'save10', ' Save10 '])('refuses %j with 409: codes are unique whatever their case', async (code) => {
    const response = await answer(await create({ code, discountPercent: 50 }));
    expect(response).toMatchObject({ status: 409, body: { success: false, message: 'A coupon with this code already exists.' } });
    expect((await list()).find((coupon) => coupon.code === 'SAVE10')?.discountPercent).toBe(10);
  });

  it.each([
    [{ discountPercent: 10 }, 'code', COUPON_FORM_ERRORS.codeRequired],
    [{ code: 'has space', discountPercent: 10 }, 'code', COUPON_FORM_ERRORS.codeInvalid],
    [{ code: 'X'.repeat(33), discountPercent: 10 }, 'code', COUPON_FORM_ERRORS.codeTooLong],
    [{ code: 'BAD1' }, 'discountPercent', COUPON_FORM_ERRORS.discountInvalid],
    [{ code: 'BAD2', discountPercent: 0 }, 'discountPercent', COUPON_FORM_ERRORS.discountInvalid],
    [{ code: 'BAD3', discountPercent: 101 }, 'discountPercent', COUPON_FORM_ERRORS.discountInvalid],
    [{ code: 'BAD4', discountPercent: 12.5 }, 'discountPercent', COUPON_FORM_ERRORS.discountInvalid],
    [{ code: 'BAD5', discountPercent: 10, expiresAt: 'next week' }, 'expiresAt', COUPON_FORM_ERRORS.expiresAtInvalid],
    [{ code: 'BAD6', discountPercent: 10, expiresAt: '2026-02-30' }, 'expiresAt', COUPON_FORM_ERRORS.expiresAtInvalid],
    [{ code: 'BAD7', discountPercent: 10, minOrder: -1 }, 'minOrder', COUPON_FORM_ERRORS.minOrderInvalid],
    [{ code: 'BAD8', discountPercent: 10, minOrder: 1.234 }, 'minOrder', COUPON_FORM_ERRORS.minOrderCents],
    [{ code: 'BAD9', discountPercent: 10, usageLimit: 0 }, 'usageLimit', COUPON_FORM_ERRORS.usageLimitInvalid],
    [{ code: 'BAD10', discountPercent: 10, usageLimit: 1.5 }, 'usageLimit', COUPON_FORM_ERRORS.usageLimitInvalid],
    [{ code: 'BAD11', discountPercent: 10, active: 'yes' }, 'active', COUPON_FORM_ERRORS.activeInvalid],
  ])('refuses %j with 400 and the field message', async (body, field, message) => {
    const response = await answer(await create(body));
    expect(response).toMatchObject({ status: 400, body: { success: false, message, errors: { [field]: message } } });
  });
});

describe('PUT /api/admin/coupons/{code}', () => {
  it('changes terms (code in any case), clears them with null, and leaves the rest', async () => {
    await added({ code: 'EDITME', discountPercent: 5, minOrder: 10, usageLimit: 4, expiresAt: '2030-01-01' });
    const changed = await answer(await update('editme', { discountPercent: 12, usageLimit: null, expiresAt: '' }));
    expect(changed).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Coupon updated',
        data: { code: 'EDITME', discountPercent: 12, active: true, expiresAt: null, minOrder: 10, usageLimit: null, usedCount: 0 },
      },
    });
  });

  it('answers 404 for an unknown code and 400 with the field message for bad terms', async () => {
    expect(await answer(await update('NOPE', { active: false }))).toMatchObject({
      status: 404,
      body: { message: COUPON_ADMIN_MESSAGES.notFound },
    });
    expect(await answer(await update('SAVE10', { discountPercent: 0 }))).toMatchObject({
      status: 400,
      body: { errors: { discountPercent: COUPON_FORM_ERRORS.discountInvalid } },
    });
  });

  it('refuses a usage limit below the uses so far', async () => {
    await added({ code: 'USEDTWICE', discountPercent: 5 });
    await placeOrder(t, customer.token, { couponCode: 'USEDTWICE' });
    await placeOrder(t, customer.token, { couponCode: 'usedtwice' });
    const response = await answer<{ errors: Record<string, string>; message: string }>(await update('USEDTWICE', { usageLimit: 1 }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Usage limit cannot be lower than the uses so far. It has been used 2 times.');
    expect(response.body.errors.usageLimit).toBe(response.body.message);
    expect((await answer(await update('USEDTWICE', { usageLimit: 2 }))).status).toBe(200);
    expect((await list()).find((coupon) => coupon.code === 'USEDTWICE')).toMatchObject({ usedCount: 2, usageLimit: 2 });
  });
});

describe('a coupon the admin adds, at the checkout', () => {
  it('works in validate and in an order, counts its use, and stops once disabled', async () => {
    await added({ code: 'Welcome15', discountPercent: 15 });
    expect(await answer(await validate('welcome15'))).toEqual({
      status: 200,
      body: { success: true, data: { code: 'WELCOME15', discount: 15 }, message: 'Coupon Applied: 15% off' },
    });
    const order = await placeOrder(t, customer.token, { couponCode: 'WELCOME15' });
    expect(order).toMatchObject({ couponCode: 'WELCOME15', discountPercent: 15 });
    expect(order.discountAmount).toBe(Math.round(order.subtotal * 15) / 100);
    expect((await list()).find((coupon) => coupon.code === 'WELCOME15')?.usedCount).toBe(1);

    expect(await answer(await update('WELCOME15', { active: false }))).toMatchObject({
      status: 200,
      body: { message: 'Coupon disabled', data: { active: false } },
    });
    expect(await answer(await validate('WELCOME15'))).toMatchObject({ status: 404, body: { message: english(COUPON_MESSAGES.invalid) } });
    const refused = await answer(await postOrder(t, orderBody({ couponCode: 'WELCOME15' }), { token: customer.token }));
    expect(refused).toMatchObject({ status: 400, body: { message: 'Invalid Coupon Code' } });

    expect(await answer(await update('WELCOME15', { active: true }))).toMatchObject({ status: 200, body: { message: 'Coupon enabled' } });
    expect((await validate('WELCOME15')).status).toBe(200);
  });

  it('refuses an expired coupon and one below its minimum with the domain messages', async () => {
    await added({ code: 'LAPSED', discountPercent: 20, expiresAt: new Date(t.clock.now() - 1000).toISOString() });
    await added({ code: 'BIGSPEND', discountPercent: 20, minOrder: 500 });
    expect(await answer(await validate('LAPSED'))).toMatchObject({ status: 400, body: { message: english(COUPON_MESSAGES.expired) } });
    expect(await answer(await postOrder(t, orderBody({ couponCode: 'lapsed' }), { token: customer.token }))).toMatchObject({
      status: 400,
      body: { message: 'This coupon has expired.' },
    });
    expect(await answer(await validate('BIGSPEND', 40))).toMatchObject({
      status: 400,
      body: { message: 'This coupon needs an order of at least $500.00.' },
    });
    expect(await answer(await postOrder(t, orderBody({ couponCode: 'BIGSPEND' }), { token: customer.token }))).toMatchObject({
      status: 400,
      body: { message: 'This coupon needs an order of at least $500.00.' },
    });
  });

  it('expires at the moment set: valid a second before, refused from then on', async () => {
    const at = t.clock.now() + DAY;
    await added({ code: 'TOMORROW', discountPercent: 5, expiresAt: new Date(at).toISOString() });
    t.clock.set(at - 1000);
    expect((await validate('TOMORROW')).status).toBe(200);
    t.clock.set(at);
    expect((await validate('TOMORROW')).status).toBe(400);
  });

  it('holds a usage limit of 1 under concurrent orders: exactly one succeeds', async () => {
    await added({ code: 'JUSTONCE', discountPercent: 30, usageLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, index) => signUpUser(t, { name: `Racer ${index}` })));
    const responses = await Promise.all(buyers.map((buyer) => postOrder(t, orderBody({ couponCode: 'justonce' }), { token: buyer.token })));
    const answers = await Promise.all(responses.map((response) => answer(response)));
    expect(answers.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of answers.filter((item) => item.status !== 201)) {
      expect(reply).toMatchObject({ status: 400, body: { message: english(COUPON_MESSAGES.usedUp) } });
    }
    expect((await list()).find((coupon) => coupon.code === 'JUSTONCE')).toMatchObject({ usedCount: 1, usageLimit: 1 });
    expect(await answer(await validate('JUSTONCE'))).toMatchObject({ status: 400, body: { message: english(COUPON_MESSAGES.usedUp) } });
  });
});
