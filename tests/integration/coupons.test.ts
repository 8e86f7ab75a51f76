import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, uniqueAddress } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(coupons).values([
    { code: 'OFF', discountPercent: 40, active: false },
    { code: 'GONE', discountPercent: 5, expiresAt: new Date(t.clock.now() - 1) },
    { code: 'SPENT', discountPercent: 5, usageLimit: 2, usedCount: 2 },
    { code: 'BIG', discountPercent: 25, minOrderCents: 2000 },
  ]);
});
afterAll(() => t.destroy());

describe('POST /api/coupons/validate', () => {
  it.each([
    ['SAVE10', 10],
    ['save20', 20],
    [' Save30 ', 30],
  ])('accepts %j for anyone', async (code, percent) => {
    const { status, body } = await answer(await call(t, '/api/coupons/validate', { body: { code } }));
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { code: code.trim().toUpperCase(), discount: percent },
      message: `Coupon Applied: ${percent}% off`,
    });
  });

  it.each(['NOPE', 'OFF'])('answers 404 "Invalid Coupon Code" for %s (unknown or disabled)', async (code) => {
    const { status, body } = await answer(await call(t, '/api/coupons/validate', { body: { code } }));
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: 'Invalid Coupon Code' });
  });

  it.each([
    [{ code: 'GONE' }, 'This coupon has expired.'],
    [{ code: 'SPENT' }, 'This coupon has been used up.'],
    [{ code: 'big', subtotal: 19.99 }, 'This coupon needs an order of at least $20.00.'],
    [{ code: '' }, 'Invalid Coupon Code'],
    [{}, 'Invalid Coupon Code'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await answer(await call(t, '/api/coupons/validate', { body }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('skips the minimum without a subtotal and checks it with one', async () => {
    expect((await call(t, '/api/coupons/validate', { body: { code: 'BIG' } })).status).toBe(200);
    expect((await call(t, '/api/coupons/validate', { body: { code: 'BIG', subtotal: 20 } })).status).toBe(200);
  });

  it('limits how fast one address may try codes', async () => {
    const address = uniqueAddress();
    for (let index = 0; index < 60; index++) await call(t, '/api/coupons/validate', { body: { code: `GUESS${index}` }, address });
    const response = await call(t, '/api/coupons/validate', { body: { code: 'SAVE10' }, address });
    expect(response.status).toBe(429);
    t.clock.advance(60_000);
    expect((await call(t, '/api/coupons/validate', { body: { code: 'SAVE10' }, address })).status).toBe(200);
  });
});
