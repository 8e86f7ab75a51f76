import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../worker/src/auth/passwords.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, logInUser, sessionTokenFrom, signUpUser, uniqueAddress, uniqueEmail } from '../factories/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('POST /api/auth/signup', () => {
  it('creates a customer, answers 201 with the public user and sets the session cookie', async () => {
    const email = uniqueEmail('Ann');
    const response = await call(t, '/api/auth/signup', { body: { name: '  Ann Lee ', email: ` ${email} `, password: 'correct horse' } });
    expect(response.status).toBe(201);
    const json = (await response.json()) as { data: { userId: string } };
    expect(json).toEqual({
      success: true,
      data: { userId: expect.any(String), name: 'Ann Lee', email, role: 'customer', language: null, substitutionDefault: 'none' },
      message: 'Account created!',
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('doorstep_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // http://localhost
    expect(response.headers.get('cache-control')).toBe('no-store');

    const row = await t.db.select().from(users).where(eq(users.id, json.data.userId)).get();
    expect(row!.emailNormalized).toBe(email.toLowerCase());
    expect(row!.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(row!.passwordHash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', row!.passwordHash!)).toBe(true);

    const me = await call(t, '/api/auth/me', { token: sessionTokenFrom(response) });
    expect(await me.json()).toEqual({ success: true, data: json.data });
  });

  it('marks the cookie Secure outside localhost', async () => {
    const response = await t.app.request('https://shop.example/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' },
      body: JSON.stringify({ name: 'Bo', email: uniqueEmail(), password: 'correct horse' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it.each([
    [{ email: 'a@b.co', password: 'correct horse' }, 'Name is required for signup.', 'name'],
    [{ name: ' ', email: 'a@b.co', password: 'correct horse' }, 'Name is required for signup.', 'name'],
    [{ name: 'Ann', email: 'nope', password: 'correct horse' }, 'Please enter a valid e-mail address.', 'email'],
    [{ name: 'Ann', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters.', 'password'],
    [{ name: 'Ann', email: 'a@b.co', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.', 'password'],
  ])('refuses %j with 400 and its message', async (body, message, field) => {
    const response = await call(t, '/api/auth/signup', { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message,
      code: 'validation_failed',
      errors: expect.objectContaining({ [field]: message }),
    });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await call(t, '/api/auth/signup', { body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: 'Send a JSON body.' });
  });

  it('answers 409 for an e-mail that exists, whatever its case', async () => {
    const first = await signUpUser(t);
    const response = await call(t, '/api/auth/signup', {
      body: { name: 'Other', email: first.email.toUpperCase(), password: 'another password' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: 'An account with this e-mail already exists.', code: 'conflict' });
  });

  it('rations that answer to 3 an hour per address, then refuses every sign-up from it alike, so nobody can list who has an account', async () => {
    const address = uniqueAddress();
    const probe = async (email: string) =>
      call(t, '/api/auth/signup', { body: { name: 'Probe', email, password: 'another password' }, address });
    const existing = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t), signUpUser(t)]);
    for (const user of existing.slice(0, 3)) expect((await probe(user.email)).status).toBe(409);
    // From then on the answer is the same for an e-mail that has an account and one that has none.
    const seen = async (response: Response) => ({
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body: await response.json(),
    });
    const refused = await seen(await probe(existing[3]!.email));
    const refusedNew = await seen(await probe(uniqueEmail()));
    expect(refused).toEqual({
      status: 429,
      retryAfter: '3600',
      body: { success: false, message: 'Too many sign-ups from this address. Please try again later.', code: 'too_many_requests' },
    });
    expect(refusedNew).toEqual(refused);
    t.clock.advance(60 * 60 * 1000);
    expect((await probe(existing[3]!.email)).status).toBe(409);
    expect((await probe(uniqueEmail())).status).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password (e-mail in any case) and answers the public user', async () => {
    const user = await signUpUser(t, { name: 'Cy' });
    const { response, token } = await logInUser(t, ` ${user.email.toUpperCase()} `, user.password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { userId: user.userId, name: 'Cy', email: user.email, role: 'customer', language: null, substitutionDefault: 'none' },
      message: 'Logged in successfully!',
    });
    expect(token).toBeTruthy();
    expect(token).not.toBe(user.token);
    expect((await call(t, '/api/auth/me', { token })).status).toBe(200);
  });

  it('answers 401 "Invalid email or password." for a wrong password or an unknown e-mail', async () => {
    const user = await signUpUser(t);
    for (const body of [
      { email: user.email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: 'whatever' },
    ]) {
      const response = await call(t, '/api/auth/login', { body });
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toEqual({ success: false, message: 'Invalid email or password.', code: 'unauthorized' });
    }
  });

  it('asks for missing fields', async () => {
    const noEmail = await call(t, '/api/auth/login', { body: { password: 'x' } });
    expect(noEmail.status).toBe(400);
    expect(await noEmail.json()).toMatchObject({ message: 'Please enter your e-mail address.' });
    const noPassword = await call(t, '/api/auth/login', { body: { email: 'a@b.co', password: '' } });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ message: 'Please enter your password.' });
  });

  it('answers 401 for a Google-only account (it has no password)', async () => {
    const email = uniqueEmail('google-only');
    await t.db.insert(users).values({ id: crypto.randomUUID(), email, emailNormalized: email, googleSub: 'sub-only-google' });
    const response = await call(t, '/api/auth/login', { body: { email, password: 'anything at all' } });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 when not signed in', async () => {
    const response = await call(t, '/api/auth/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Please sign in to continue.', code: 'unauthorized' });
  });

  it('logs out: revokes the session row, clears the cookie, and the old token no longer works', async () => {
    const user = await signUpUser(t);
    const response = await call(t, '/api/auth/logout', { method: 'POST', token: user.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect(sessionTokenFrom(response)).toBe('');
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).toBeInstanceOf(Date);
    expect((await call(t, '/api/auth/me', { token: user.token })).status).toBe(401);
  });

  it('logs out cleanly without a session too', async () => {
    const response = await call(t, '/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Logged out successfully' });
  });

  it('keeps other sessions of the same user alive', async () => {
    const user = await signUpUser(t);
    const second = await logInUser(t, user.email, user.password);
    await call(t, '/api/auth/logout', { method: 'POST', token: user.token });
    expect((await call(t, '/api/auth/me', { token: second.token })).status).toBe(200);
  });
});

describe('GET /api/auth/providers', () => {
  it('reports Google off when GOOGLE_CLIENT_ID is unset, and its nonce endpoint 404s', async () => {
    expect(await (await call(t, '/api/auth/providers')).json()).toEqual({ success: true, data: { google: null } });
    const nonce = await call(t, '/api/auth/google/nonce', { method: 'POST' });
    expect(nonce.status).toBe(404);
    expect(await nonce.json()).toMatchObject({ message: 'Google sign-in is not enabled on this shop.' });
    const google = await call(t, '/api/auth/google', { body: { credential: 'a.b.c', nonce: 'n' } });
    expect(google.status).toBe(404);
  });
});
