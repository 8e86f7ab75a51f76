import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, logInUser, signUpUser, uniqueAddress, uniqueEmail } from '../factories/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('login backoff', () => {
  it('slows down an account after 5 failures (429 + Retry-After), and the right password works once the wait is over', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 5; i++) {
      // A new address each time: the account's own counter does this.
      expect((await logInUser(t, user.email, 'wrong password')).response.status).toBe(401);
    }
    const blocked = await logInUser(t, user.email.toUpperCase(), user.password);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toBe('1');
    expect(await blocked.response.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Please wait 1 seconds and try again.',
      code: 'too_many_requests',
    });

    t.clock.advance(1000);
    expect((await logInUser(t, user.email, 'wrong again')).response.status).toBe(401); // 6th failure: 2 s
    const longer = await logInUser(t, user.email, user.password);
    expect(longer.response.status).toBe(429);
    expect(longer.response.headers.get('retry-after')).toBe('2');

    t.clock.advance(2000);
    const ok = await logInUser(t, user.email, user.password);
    expect(ok.response.status).toBe(200);

    // The success cleared the account's count: one new failure does not block.
    expect((await logInUser(t, user.email, 'wrong password')).response.status).toBe(401);
    expect((await logInUser(t, user.email, user.password)).response.status).toBe(200);
  });

  it('grows the wait up to 15 minutes, never locking the owner out for good', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 30; i++) {
      t.clock.advance(15 * 60 * 1000);
      await logInUser(t, user.email, 'wrong password');
    }
    const blocked = await logInUser(t, user.email, user.password);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toBe('900');
    t.clock.advance(15 * 60 * 1000);
    expect((await logInUser(t, user.email, user.password)).response.status).toBe(200);
  });

  it('slows down one address trying many accounts', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) {
      expect((await logInUser(t, uniqueEmail('spray'), 'guess', address)).response.status).toBe(401);
    }
    const user = await signUpUser(t);
    const blocked = await logInUser(t, user.email, user.password, address);
    expect(blocked.response.status).toBe(429);
    expect(await blocked.response.json()).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ seconds/),
    });
    // Another address is not affected.
    expect((await logInUser(t, user.email, user.password)).response.status).toBe(200);
    t.clock.advance(1000);
    expect((await logInUser(t, user.email, user.password, address)).response.status).toBe(200);
  });
});

describe('sign-up limit', () => {
  it('allows 10 sign-ups per address per hour, then 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) await signUpUser(t, { address });
    const refused = await call(t, '/api/auth/signup', { body: { name: 'Eve', email: uniqueEmail(), password: 'correct horse' }, address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Too many sign-ups from this address. Please try again later.',
      code: 'too_many_requests',
    });
    t.clock.advance(60 * 60 * 1000);
    expect((await signUpUser(t, { address })).userId).toBeTruthy();
  });
});
