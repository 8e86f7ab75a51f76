import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessionKey, signSessionToken, TOKEN_LIFETIME_MS, verifySessionToken } from './tokens.ts';

const key = sessionKey('unit-test-secret-0123456789abcdefghijklmnop');
const now = Date.UTC(2026, 0, 1);
const claims = { userId: 'user-1', sessionId: 'session-1' };

function forge(overrides: { header?: Record<string, unknown>; payload?: Record<string, unknown>; key?: Uint8Array } = {}) {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ sid: 'session-1', token_use: 'session', ...overrides.payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'doorstep-session+jwt', ...overrides.header } as { alg: string })
    .setIssuer((overrides.payload?.iss as string) ?? 'doorstep')
    .setAudience((overrides.payload?.aud as string) ?? 'doorstep-web')
    .setSubject('user-1')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 900)
    .sign(overrides.key ?? key);
}

describe('session tokens', () => {
  it('round-trips its claims', async () => {
    const token = await signSessionToken(key, claims, now);
    expect(await verifySessionToken(key, token, now + 1000)).toEqual({
      ...claims,
      expiresAt: Math.floor(now / 1000) * 1000 + TOKEN_LIFETIME_MS,
      expired: false,
    });
  });

  it('reports an expired but genuine token as expired (its session may renew it)', async () => {
    const token = await signSessionToken(key, claims, now);
    expect(await verifySessionToken(key, token, now + TOKEN_LIFETIME_MS + 1)).toMatchObject({ ...claims, expired: true });
  });

  it('reads a token it verified before as expired once its time is up, and refuses it under another key', async () => {
    const token = await signSessionToken(key, claims, now);
    expect((await verifySessionToken(key, token, now))?.expired).toBe(false);
    expect((await verifySessionToken(key, token, now + TOKEN_LIFETIME_MS - 1000))?.expired).toBe(false);
    expect((await verifySessionToken(key, token, now + TOKEN_LIFETIME_MS))?.expired).toBe(true);
    expect(await verifySessionToken(sessionKey('another-secret-0123456789abcdefghijklmnop'), token, now)).toBeNull();
  });

  it('refuses alg none', async () => {
    const unsigned = new UnsecuredJWT({ sid: 'session-1', token_use: 'session' })
      .setIssuer('doorstep')
      .setAudience('doorstep-web')
      .setSubject('user-1')
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 900)
      .encode();
    expect(await verifySessionToken(key, unsigned, now)).toBeNull();
  });

  it.each([
    ['wrong audience', { payload: { aud: 'someone-else' } }],
    ['wrong issuer', { payload: { iss: 'evil' } }],
    ['wrong token_use', { payload: { token_use: 'refresh' } }],
    ['wrong header typ', { header: { typ: 'JWT' } }],
    ['another algorithm (HS512)', { header: { alg: 'HS512' } }],
    ['a foreign key', { key: sessionKey('another-secret-0123456789abcdefghijklmnop') }],
  ])('refuses %s', async (_name, overrides) => {
    expect(await verifySessionToken(key, await forge(overrides), now)).toBeNull();
  });

  it('refuses an expired token whose other claims are wrong', async () => {
    const token = await forge({ payload: { aud: 'someone-else' } });
    expect(await verifySessionToken(key, token, now + 3_600_000)).toBeNull();
  });

  it('refuses a tampered payload (sub or role changed, signature kept)', async () => {
    const token = await signSessionToken(key, claims, now);
    const [header, payload, signature] = token.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    for (const change of [{ sub: 'admin-user' }, { role: 'admin' }]) {
      const tampered = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url');
      expect(await verifySessionToken(key, `${header}.${tampered}.${signature}`, now)).toBeNull();
    }
  });

  it('refuses garbage', async () => {
    for (const token of ['', 'abc', 'a.b.c', 'x'.repeat(500)]) expect(await verifySessionToken(key, token, now)).toBeNull();
  });
});
