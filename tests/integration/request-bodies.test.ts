import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../../db/schema/index.ts';
import { MAX_JSON_DEPTH } from '../../worker/src/http/json-body.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { setRole, signUpUser, uniqueAddress, type SignedUp } from '../factories/auth.ts';
import { answer, orderBody } from '../factories/orders.ts';
import { SESSION_COOKIE } from '../../worker/src/auth/cookies.ts';

/**
 * What any request that changes something must look like: a JSON body (415 otherwise, so a
 * cross-site form or text/plain post is never read as one) nested no deeper than a sane limit
 * (400 before anything walks it). Refused requests change nothing.
 */
let t: TestApp;
let ann: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t);
  admin = await signUpUser(t);
  await setRole(t, admin.userId, 'admin');
});
afterAll(() => t.destroy());

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

async function rowCounts() {
  const [[orderRows], [reviewRows]] = await Promise.all([
    t.db.select({ n: count() }).from(orders),
    t.db.select({ n: count() }).from(reviews),
  ]);
  return { orders: orderRows!.n, reviews: reviewRows!.n };
}

/** A raw request with the given body and Content-Type (or none), signed in as `user`. */
function send(path: string, body: string, contentType: string | undefined, user: SignedUp = ann, method = 'POST') {
  return t.app.request(path, {
    method,
    body,
    headers: {
      'X-Forwarded-For': uniqueAddress(),
      Cookie: `${SESSION_COOKIE}=${user.token}`,
      ...(contentType === undefined ? {} : { 'Content-Type': contentType }),
    },
  });
}

describe('deeply nested JSON', () => {
  it.each([
    ['an order, in products', '/api/orders', `{"products": ${nested(5000)}}`],
    [
      'an order, in paymentDetails',
      '/api/orders',
      JSON.stringify(orderBody({ paymentMethod: 'card' })).replace('"paymentMethod"', `"paymentDetails": ${nested(5000)}, "paymentMethod"`),
    ],
    ['a sign-up', '/api/auth/signup', `{"name": ${nested(5000)}}`],
    ['a review', '/api/reviews', `{"review": ${nested(100)}}`],
    ['a coupon check', '/api/coupons/validate', `{"code": ${nested(40)}}`],
  ])('is a 400 with a clear message for %s, and nothing is written', async (_what, path, body) => {
    const before = await rowCounts();
    const { status, body: json } = await answer(await send(path, body, 'application/json'));
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, message: TOO_DEEP });
    expect(await rowCounts()).toEqual(before);
  });

  it('is a 400 on admin endpoints too', async () => {
    const { status, body } = await answer(await send('/api/settings', `{"storeName": ${nested(1000)}}`, 'application/json', admin, 'PUT'));
    expect(status).toBe(400);
    expect(body.message).toBe(TOO_DEEP);
  });

  it('still takes an ordinary order, whose nesting is far below the limit', async () => {
    expect((await send('/api/orders', JSON.stringify(orderBody()), 'application/json')).status).toBe(201);
  });
});

describe('Content-Type', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['none', undefined],
  ])('refuses a JSON body sent as %s with 415, and places no order', async (_what, contentType) => {
    const before = await rowCounts();
    const { status, body } = await answer(await send('/api/orders', JSON.stringify(orderBody()), contentType));
    expect(status).toBe(415);
    expect(body).toEqual({
      success: false,
      message: 'Send the request body as JSON (Content-Type: application/json).',
      code: 'unsupported_media_type',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses them on sign-in, sign-up and reviews alike', async () => {
    const before = await rowCounts();
    const login = await send('/api/auth/login', JSON.stringify({ email: ann.email, password: ann.password }), 'text/plain');
    expect(login.status).toBe(415);
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(
      (await send('/api/auth/signup', JSON.stringify({ name: 'X', email: 'x@example.com', password: 'long enough' }), 'text/plain')).status,
    ).toBe(415);
    expect((await send('/api/reviews', JSON.stringify({ rating: 5, review: 'Lovely pizza, hot and fast.' }), 'text/plain')).status).toBe(
      415,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts application/json with a charset, and requests without a body (sign out)', async () => {
    expect((await send('/api/orders', JSON.stringify(orderBody()), 'application/json; charset=utf-8')).status).toBe(201);
    const other = await signUpUser(t);
    const logout = await t.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: `${SESSION_COOKIE}=${other.token}` } });
    expect(logout.status).toBe(200);
  });
});
