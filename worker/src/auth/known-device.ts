import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { isLocalHost } from '../http/security-headers.ts';
import { hmacKey, TOKEN_ISSUER } from './tokens.ts';

/**
 * A browser that signed in to an account carries a long-lived, signed "known device" cookie.
 * It grants nothing but this: failed sign-ins by others do not slow its own sign-in to that
 * account (limits/login-backoff.ts). It names the user id and a random device id; it is HttpOnly
 * and sent only to /api/auth, where sign-in happens.
 */
export const DEVICE_COOKIE = 'doorstep_device';
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;
const AUDIENCE = 'doorstep-device';
const HEADER_TYP = 'doorstep-device+jwt';

export interface KnownDevice {
  userId: string;
  deviceId: string;
}

/** The device this request comes from, when its cookie is ours and current; null otherwise. */
export async function readKnownDevice(c: Context, key: Uint8Array, now: number): Promise<KnownDevice | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE,
      typ: HEADER_TYP,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    const { sub, dev } = payload;
    return typeof sub === 'string' && typeof dev === 'string' && sub && dev ? { userId: sub, deviceId: dev } : null;
  } catch {
    return null;
  }
}

/** Remembers this browser for `userId` (keeping its device id when it already had one for them). */
export async function rememberDevice(c: Context, key: Uint8Array, userId: string, now: number): Promise<void> {
  const current = await readKnownDevice(c, key, now);
  const deviceId = current?.userId === userId ? current.deviceId : crypto.randomUUID();
  const issuedAt = Math.floor(now / 1000);
  const token = await new SignJWT({ dev: deviceId })
    .setProtectedHeader({ alg: 'HS256', typ: HEADER_TYP })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_LIFETIME_S)
    .sign(await hmacKey(key));
  const secure = !isLocalHost(new URL(c.req.url).host);
  setCookie(c, DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: DEVICE_COOKIE_PATH, secure, maxAge: DEVICE_LIFETIME_S });
}
