import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../worker/src/auth/known-device.ts';
import { SESSION_COOKIE } from '../../worker/src/auth/cookies.ts';
import { loginThrottle, rateLimits } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, uniqueAddress, uniqueEmail, type SignedUp } from '../factories/auth.ts';

/**
 * Failed sign-ins sent together, and strangers trying to keep an owner out: the backoff gives no
 * more password checks than its rule allows, and a browser that signed in before is never held
 * back by others' failures (docs/product/security.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

function cookieValue(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
  return line?.split(';')[0]?.slice(name.length + 1);
}

function logIn(email: string, password: string, options: { address?: string; device?: string | undefined } = {}) {
  return call(t, '/api/auth/login', {
    body: { email, password },
    address: options.address ?? uniqueAddress(),
    headers: options.device ? { Cookie: `${DEVICE_COOKIE}=${options.device}` } : {},
  });
}

/** Signs up, then signs in once from a browser, which that browser remembers. */
async function ownerWithDevice(): Promise<{ owner: SignedUp; device: string }> {
  const owner = await signUpUser(t);
  const response = await logIn(owner.email, owner.password);
  expect(response.status).toBe(200);
  const device = cookieValue(response, DEVICE_COOKIE);
  expect(device).toBeTruthy();
  expect(response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toMatch(
    /HttpOnly.*Path=\/api\/auth|Path=\/api\/auth.*HttpOnly/,
  );
  return { owner, device: device! };
}

describe('a burst of sign-ins sent together', () => {
  it('gets at most the 5 free password checks for one account from one address, the right password included', async () => {
    const user = await signUpUser(t);
    const address = uniqueAddress();
    const burst = Array.from({ length: 60 }, (_, index) => logIn(user.email, index === 40 ? user.password : 'wrong password', { address }));
    const statuses = (await Promise.all(burst)).map((response) => response.status);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(55);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
  });

  it('gets at most 10 accounts checked when one address sprays 100 accounts at once', async () => {
    const address = uniqueAddress();
    const burst = Array.from({ length: 100 }, () => logIn(uniqueEmail('spray'), 'Summer2026!', { address }));
    const statuses = (await Promise.all(burst)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(90);
  });
});

describe('nobody can keep the owner out', () => {
  it('lets a browser that signed in before sign in at once, however many strangers failed on the account', async () => {
    const { owner, device } = await ownerWithDevice();
    for (let index = 0; index < 30; index++) await logIn(owner.email, `guess ${index}`);

    // A new browser waits (the account is under attack) …
    expect((await logIn(owner.email, owner.password)).status).toBe(429);
    // … the owner's usual one does not.
    const mine = await logIn(owner.email, owner.password, { device });
    expect(mine.status).toBe(200);
    expect(cookieValue(mine, SESSION_COOKIE)).toBeTruthy();
  });

  it("is not slowed on the owner's browser by failures from their own address against other accounts", async () => {
    const { owner, device } = await ownerWithDevice();
    const sharedAddress = uniqueAddress();
    for (let index = 0; index < 12; index++) await logIn(uniqueEmail('neighbour'), 'guess', { address: sharedAddress });
    expect((await logIn(owner.email, owner.password, { address: sharedAddress, device })).status).toBe(200);
  });

  it('counts each account once against an address: a forgotten password does not slow the next account', async () => {
    const address = uniqueAddress();
    const forgetful = await signUpUser(t);
    for (let index = 0; index < 12; index++) {
      t.clock.advance(16 * 60 * 1000); // past the account's own wait: each is a real failure
      expect((await logIn(forgetful.email, `maybe ${index}`, { address })).status).toBe(401);
    }
    const housemate = await signUpUser(t);
    expect((await logIn(housemate.email, housemate.password, { address })).status).toBe(200);
  });

  it('still holds a remembered browser to its own failures, and a device cookie for another account counts for nothing', async () => {
    const { owner, device } = await ownerWithDevice();
    for (let index = 0; index < 5; index++) expect((await logIn(owner.email, 'wrong', { device })).status).toBe(401);
    expect((await logIn(owner.email, owner.password, { device })).status).toBe(429);
    t.clock.advance(1000);
    expect((await logIn(owner.email, owner.password, { device })).status).toBe(200);

    // The owner's device is a stranger to another account: that account's own count applies.
    const other = await signUpUser(t);
    for (let index = 0; index < 5; index++) await logIn(other.email, 'wrong');
    expect((await logIn(other.email, other.password, { device })).status).toBe(429);
  });

  it("keeps strangers' failures away from the owner's account changes", async () => {
    const owner = await signUpUser(t);
    for (let index = 0; index < 30; index++) await logIn(owner.email, `guess ${index}`);
    const changed = await call(t, '/api/account', {
      method: 'PUT',
      body: { currentPassword: owner.password, displayName: 'Still Me' },
      token: owner.token,
    });
    expect(changed.status).toBe(200);
  });
});

describe('what the counts keep', () => {
  it('forgets failures after a quiet day, so strangers trying many accounts cannot grow the table for ever', async () => {
    for (let index = 0; index < 5; index++) await logIn(uniqueEmail('forgotten'), 'guess');
    expect((await t.db.select().from(loginThrottle)).length).toBeGreaterThanOrEqual(10);
    t.clock.advance(25 * 60 * 60 * 1000);
    await logIn(uniqueEmail('fresh'), 'guess');
    // Only the fresh attempt's rows are left: its account, its address and the pair.
    expect((await t.db.select().from(loginThrottle)).map((row) => row.key.split(':')[0]).sort()).toEqual(['account', 'address', 'tried']);
  });

  it('forgets sign-up and other counters a day after their window', async () => {
    await signUpUser(t);
    await signUpUser(t);
    expect((await t.db.select().from(rateLimits)).length).toBeGreaterThanOrEqual(2);
    t.clock.advance(25 * 60 * 60 * 1000);
    const fresh = await signUpUser(t);
    expect(fresh.userId).toBeTruthy();
    expect((await t.db.select().from(rateLimits)).length).toBe(1);
  });
});

describe('the admin is told of a storm', () => {
  it('lists accounts with many failed sign-ins and addresses trying many accounts on the Dashboard', async () => {
    const admin = await signUpUser(t);
    await setRole(t, admin.userId, 'admin');
    const target = await signUpUser(t);
    for (let index = 0; index < 25; index++) {
      t.clock.advance(16 * 60 * 1000);
      await logIn(target.email, `guess ${index}`);
    }
    const sprayer = uniqueAddress();
    for (let index = 0; index < 10; index++) await logIn(uniqueEmail('sprayed'), 'guess', { address: sprayer });

    const response = await call(t, '/api/admin/stats', { token: admin.token });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { signInStorms: { kind: string; target: string; failures: number }[] } };
    expect(data.signInStorms).toContainEqual(
      expect.objectContaining({ kind: 'account', target: target.email.toLowerCase(), failures: 25 }),
    );
    expect(data.signInStorms).toContainEqual(expect.objectContaining({ kind: 'address', target: sprayer, failures: 10 }));
  });
});
