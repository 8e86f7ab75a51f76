import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../worker/src/auth/tokens.ts';
import { SESSION_LIFETIME_MS } from '../../worker/src/auth/sessions.ts';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../factories/app.ts';
import { call, sessionTokenFrom, signUpUser, type SignedUp } from '../factories/auth.ts';

let t: TestApp;
let user: SignedUp;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t);
  sessionId = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()).sid;
});
afterAll(() => t.destroy());

const ourKey = () => new TextEncoder().encode(TEST_SESSION_SECRET);

function forge(options: { claims?: Record<string, unknown>; header?: Record<string, unknown>; key?: Uint8Array; expiresIn?: number } = {}) {
  const iat = Math.floor(t.clock.now() / 1000);
  return new SignJWT({ sid: sessionId, token_use: 'session', iss: 'doorstep', aud: 'doorstep-web', sub: user.userId, ...options.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'doorstep-session+jwt', ...options.header } as { alg: string })
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.expiresIn ?? 900))
    .sign(options.key ?? ourKey());
}

const me = (token: string) => call(t, '/api/auth/me', { token });

describe('session tokens the API refuses (401)', () => {
  it('accepts a correctly made token (control)', async () => {
    expect((await me(await forge())).status).toBe(200);
  });

  it('alg none', async () => {
    const unsigned = new UnsecuredJWT({ sid: sessionId, token_use: 'session' })
      .setIssuer('doorstep')
      .setAudience('doorstep-web')
      .setSubject(user.userId)
      .setIssuedAt(Math.floor(t.clock.now() / 1000))
      .setExpirationTime('15m')
      .encode();
    expect((await me(unsigned)).status).toBe(401);
  });

  it.each([
    ['a wrong audience', { claims: { aud: 'doorstep-admin' } }],
    ['a wrong issuer', { claims: { iss: 'accounts.google.com' } }],
    ['a wrong type (token_use)', { claims: { token_use: 'refresh' } }],
    ['a wrong type (header typ)', { header: { typ: 'JWT' } }],
    ['a foreign key', { key: new TextEncoder().encode('somebody-elses-secret-0123456789abcdef') }],
    ['an unknown session id', { claims: { sid: crypto.randomUUID() } }],
  ])('%s', async (_name, options) => {
    expect((await me(await forge(options))).status).toBe(401);
  });

  it('a tampered payload: role added or sub changed with the signature kept', async () => {
    const other = await signUpUser(t);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    for (const change of [{ role: 'admin' }, { sub: other.userId }]) {
      const tampered = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
      expect((await me(`${header}.${tampered}.${signature}`)).status).toBe(401);
    }
  });

  it('an expired token whose session has also expired', async () => {
    const local = await signUpUser(t);
    t.clock.advance(SESSION_LIFETIME_MS + 1000);
    try {
      expect((await me(local.token)).status).toBe(401);
    } finally {
      t.clock.advance(-(SESSION_LIFETIME_MS + 1000));
    }
  });

  it('a revoked session (after logout)', async () => {
    const local = await signUpUser(t);
    await call(t, '/api/auth/logout', { method: 'POST', token: local.token });
    expect((await me(local.token)).status).toBe(401);
  });

  it('but renews an expired short token while its session is valid (users stay signed in)', async () => {
    const local = await signUpUser(t);
    t.clock.advance(TOKEN_LIFETIME_MS * 3);
    const response = await me(local.token);
    expect(response.status).toBe(200);
    const renewed = sessionTokenFrom(response)!;
    expect(renewed).not.toBe(local.token);
    expect((await me(renewed)).headers.get('set-cookie')).toBeNull();
  });
});
