import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isLocalHost } from '../http/security-headers.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

export const SESSION_COOKIE = 'doorstep_session';

/** HttpOnly, SameSite=Lax, Path=/, Secure except on localhost (where there is no HTTPS). */
function cookieOptions(c: Context) {
  // The request URL's host: on Node it is built from the Host header; on Workers it is the
  // address the visitor used (the Host header there may name an internal hop).
  const host = new URL(c.req.url).host;
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: !isLocalHost(host) } as const;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/**
 * The cookie lives as long as the session could, so an expired short token still reaches the
 * server, which renews it while the session row is valid.
 */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_LIFETIME_MS / 1000 });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}
