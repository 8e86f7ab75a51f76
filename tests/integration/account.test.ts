import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createSession } from '../../worker/src/auth/sessions.ts';
import { sessionKey, signSessionToken } from '../../worker/src/auth/tokens.ts';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../factories/app.ts';
import { call, logInUser, sessionTokenFrom, signUpUser, uniqueEmail } from '../factories/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const put = (token: string | undefined, body: unknown) => call(t, '/api/account', { method: 'PUT', body, token });

describe('PUT /api/account', () => {
  it('answers 401 when not signed in', async () => {
    expect((await put(undefined, { currentPassword: 'x', displayName: 'Y' })).status).toBe(401);
  });

  it('changes the display name with the current password, and the e-mail only through a link', async () => {
    const user = await signUpUser(t, { name: 'Old Name' });
    const email = uniqueEmail('New');
    const response = await put(user.token, { currentPassword: user.password, displayName: 'New Name', email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { userId: user.userId, name: 'New Name', email: user.email, role: 'customer', language: null, substitutionDefault: 'none' },
      message: `Check your inbox: we sent a link to ${email}. Your e-mail changes when you open it (within 24 hours).`,
      pendingEmail: email,
    });
    expect(sessionTokenFrom(response)).toBeUndefined(); // no password change: same session
    const row = await t.db.select().from(users).where(eq(users.id, user.userId)).get();
    expect(row).toMatchObject({ displayName: 'New Name', emailNormalized: user.email.toLowerCase() });
    expect((await logInUser(t, user.email, user.password)).response.status).toBe(200);
    expect((await logInUser(t, email, user.password)).response.status).toBe(401);
  });

  it('changes only the spelling of its own e-mail at once', async () => {
    const user = await signUpUser(t);
    const respelled = user.email.toUpperCase();
    const response = await put(user.token, { currentPassword: user.password, email: respelled });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { email: respelled }, message: 'Profile updated successfully!' });
  });

  it('answers 200 and changes nothing when the values are the same', async () => {
    const user = await signUpUser(t, { name: 'Same' });
    const response = await put(user.token, { currentPassword: user.password, displayName: 'Same', email: user.email });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { name: 'Same', email: user.email }, message: 'Profile updated successfully!' });
  });

  it('requires the current password (400) and checks it (401)', async () => {
    const user = await signUpUser(t);
    for (const body of [{ displayName: 'X' }, { currentPassword: '', displayName: 'X' }]) {
      const response = await put(user.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'Current password required for changes.',
        errors: { currentPassword: 'Current password required for changes.' },
      });
    }
    const wrong = await put(user.token, { currentPassword: 'not my password', displayName: 'X' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: 'Current password is incorrect.', code: 'unauthorized' });
    expect((await t.db.select().from(users).where(eq(users.id, user.userId)).get())!.displayName).toBe('Ann Lee');
  });

  it('refuses a new password that does not equal its confirmation, or is too short', async () => {
    const user = await signUpUser(t);
    const mismatch = await put(user.token, { currentPassword: user.password, newPassword: 'brand new pass', confirmPassword: 'different' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      message: "Passwords don't match!",
      errors: { confirmPassword: "Passwords don't match!" },
    });
    const short = await put(user.token, { currentPassword: user.password, newPassword: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 8 characters.' });
  });

  it('changes the password: other sessions end, this one is renewed, the old password stops working', async () => {
    const user = await signUpUser(t);
    const otherDevice = await logInUser(t, user.email, user.password);
    const response = await put(user.token, {
      currentPassword: user.password,
      newPassword: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(response.status).toBe(200);
    const renewed = sessionTokenFrom(response);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(user.token);

    expect((await call(t, '/api/auth/me', { token: renewed })).status).toBe(200);
    expect((await call(t, '/api/auth/me', { token: otherDevice.token })).status).toBe(401);
    expect((await call(t, '/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await logInUser(t, user.email, user.password)).response.status).toBe(401);
    expect((await logInUser(t, user.email, 'a new password')).response.status).toBe(200);
  });

  describe('a Google-only account (no password)', () => {
    async function googleOnlySession(ageMs: number) {
      const id = crypto.randomUUID();
      const email = uniqueEmail('g');
      await t.db.insert(users).values({ id, email, emailNormalized: email, displayName: 'G', googleSub: `sub-${id}` });
      const session = await createSession(t.db, { userId: id, method: 'google', now: t.clock.now() - ageMs });
      const token = await signSessionToken(sessionKey(TEST_SESSION_SECRET), { userId: id, sessionId: session.id }, t.clock.now());
      return { id, token };
    }

    it('may change things without a current password right after a Google sign-in, even set a password', async () => {
      const user = await googleOnlySession(60_000);
      const response = await put(user.token, { displayName: 'Renamed', newPassword: 'first password', confirmPassword: 'first password' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: { name: 'Renamed' } });
      expect((await t.db.select().from(users).where(eq(users.id, user.id)).get())!.passwordHash).toMatch(/^pbkdf2/);
    });

    it('must sign in with Google again when the sign-in is older than 5 minutes', async () => {
      const user = await googleOnlySession(6 * 60_000);
      const response = await put(user.token, { displayName: 'Renamed' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Please sign in with Google again to change your account.' });
    });
  });
});
