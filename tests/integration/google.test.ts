import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, sessionTokenFrom, signUpUser, uniqueEmail } from '../factories/auth.ts';
import { startFakeGoogle, TEST_GOOGLE_CLIENT_ID, type FakeGoogle } from '../factories/google.ts';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ config: { googleClientId: TEST_GOOGLE_CLIENT_ID, googleJwksUrl: google.jwksUrl } });
});
afterAll(async () => {
  await t.destroy();
  await google.close();
});

async function nonce(): Promise<string> {
  const response = await call(t, '/api/auth/google/nonce', { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { nonce: string } }).data.nonce;
}

let subCounter = 0;
const newSub = () => `1098765432100000${++subCounter}`;

async function signIn(
  claims: Record<string, unknown>,
  options: { name?: string; nonce?: string; foreignKey?: boolean; expiresInSeconds?: number } = {},
) {
  const n = options.nonce ?? (await nonce());
  const credential = await google.idToken({ nonce: n, ...claims }, { now: t.clock.now(), ...options });
  return call(t, '/api/auth/google', { body: { credential, nonce: n, ...(options.name ? { name: options.name } : {}) } });
}

describe('Google sign-in', () => {
  it('announces the client id', async () => {
    expect(await (await call(t, '/api/auth/providers')).json()).toEqual({
      success: true,
      data: { google: { clientId: TEST_GOOGLE_CLIENT_ID } },
    });
  });

  it('creates a customer for a new Google user, named as Google says, and signs in', async () => {
    const email = uniqueEmail('new-google');
    const sub = newSub();
    const response = await signIn({ sub, email, name: 'Grace Hopper' });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { data: { userId: string } };
    expect(json).toEqual({
      success: true,
      data: { userId: expect.any(String), name: 'Grace Hopper', email, role: 'customer', language: null, substitutionDefault: 'none' },
      message: 'Google login success!',
    });
    const row = await t.db.select().from(users).where(eq(users.id, json.data.userId)).get();
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null });
    expect((await call(t, '/api/auth/me', { token: sessionTokenFrom(response) })).status).toBe(200);

    // Next time the same Google account finds the same user.
    const again = await signIn({ sub, email });
    expect(((await again.json()) as { data: { userId: string } }).data.userId).toBe(json.data.userId);
  });

  it('uses the name typed on the sign-up tab as the display name', async () => {
    const response = await signIn({ sub: newSub(), email: uniqueEmail('named') }, { name: 'Typed Name' });
    expect(await response.json()).toMatchObject({ data: { name: 'Typed Name' } });
  });

  it('links an existing account with the same e-mail when Google verified it', async () => {
    const user = await signUpUser(t, { name: 'Has Password' });
    const sub = newSub();
    const response = await signIn({ sub, email: user.email.toUpperCase(), email_verified: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { userId: user.userId, name: 'Has Password' } });
    expect((await t.db.select().from(users).where(eq(users.id, user.userId)).get())!.googleSub).toBe(sub);
  });

  it('refuses to link when Google has not verified the e-mail (409), and changes nothing', async () => {
    const user = await signUpUser(t);
    const response = await signIn({ sub: newSub(), email: user.email, email_verified: false });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'An account with this e-mail already exists, and Google has not verified the e-mail. Sign in with your password instead.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await t.db.select().from(users).where(eq(users.id, user.userId)).get())!.googleSub).toBeNull();
  });

  it('does not create an account for an e-mail Google has not verified (it could be someone else’s)', async () => {
    const response = await signIn({ sub: newSub(), email: uniqueEmail('unverified'), email_verified: false });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'Google has not verified this e-mail address, so it cannot be used for an account.',
    });
  });

  it.each([
    ['a wrong audience', { aud: 'someone-elses-client-id' }, {}, 'This Google sign-in was made for another app.'],
    ['a wrong issuer', { iss: 'https://evil.example' }, {}, 'This sign-in token was not issued by Google.'],
    ['an expired token', {}, { expiresInSeconds: -10 }, 'Your Google sign-in has expired. Please try again.'],
    ['a key not in Google’s set', {}, { foreignKey: true }, 'Google sign-in could not be verified. Please try again.'],
  ])('refuses %s with 401', async (_name, claims, options, message) => {
    const response = await signIn({ sub: newSub(), email: uniqueEmail(), ...claims }, options);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, message });
  });

  it('accepts the bare issuer accounts.google.com too', async () => {
    expect((await signIn({ sub: newSub(), email: uniqueEmail(), iss: 'accounts.google.com' })).status).toBe(200);
  });

  it('refuses a replayed nonce', async () => {
    const n = await nonce();
    const credential = await google.idToken({ nonce: n, sub: newSub(), email: uniqueEmail() }, { now: t.clock.now() });
    expect((await call(t, '/api/auth/google', { body: { credential, nonce: n } })).status).toBe(200);
    const replay = await call(t, '/api/auth/google', { body: { credential, nonce: n } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({
      message: 'This Google sign-in attempt has already been used or has expired. Please try again.',
    });
  });

  it('refuses an unknown nonce, an expired one, and a token carrying another nonce', async () => {
    const unknown = await signIn({ sub: newSub(), email: uniqueEmail() }, { nonce: 'made-up-nonce' });
    expect(unknown.status).toBe(401);

    const n = await nonce();
    t.clock.advance(11 * 60 * 1000);
    const expired = await signIn({ sub: newSub(), email: uniqueEmail() }, { nonce: n });
    expect(expired.status).toBe(401);

    const sent = await nonce();
    const credential = await google.idToken({ nonce: 'other', sub: newSub(), email: uniqueEmail() }, { now: t.clock.now() });
    const mismatch = await call(t, '/api/auth/google', { body: { credential, nonce: sent } });
    expect(mismatch.status).toBe(401);
  });

  it('answers 400 for a credential that is not a JWT, or missing fields', async () => {
    const garbage = await call(t, '/api/auth/google', { body: { credential: 'not-a-jwt', nonce: await nonce() } });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ message: 'Invalid Google credential.' });
    const missing = await call(t, '/api/auth/google', { body: { nonce: 'x' } });
    expect(missing.status).toBe(400);
  });

  it('limits nonces per address (each is a stored row)', async () => {
    const address = '192.0.2.200';
    for (let i = 0; i < 60; i++) expect((await call(t, '/api/auth/google/nonce', { method: 'POST', address })).status).toBe(200);
    const refused = await call(t, '/api/auth/google/nonce', { method: 'POST', address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses an alg none token', async () => {
    const n = await nonce();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const iat = Math.floor(t.clock.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: TEST_GOOGLE_CLIENT_ID,
        sub: newSub(),
        email: uniqueEmail(),
        email_verified: true,
        nonce: n,
        iat,
        exp: iat + 600,
      }),
    ).toString('base64url');
    const response = await call(t, '/api/auth/google', { body: { credential: `${header}.${payload}.`, nonce: n } });
    expect([400, 401]).toContain(response.status);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
