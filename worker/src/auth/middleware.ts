import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import type { SessionRow, UserRow } from '../../../db/schema/index.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import type { HeaderVariables } from '../http/security-headers.ts';
import { readSessionCookie, setSessionCookie } from './cookies.ts';
import { rememberDevice } from './known-device.ts';
import type { AuthRuntime } from './runtime.ts';
import { createSession, extendSession, hashAddress, loadSession, revokeOtherSessions, type SessionMethod } from './sessions.ts';
import { signSessionToken, verifySessionToken } from './tokens.ts';

/** Renew the short token when less than this is left (or once it has expired). */
export const RENEW_WITHIN_MS = 5 * 60 * 1000;

export interface AuthState {
  user: UserRow;
  session: SessionRow;
}

export type AuthVariables = {
  /** Set by requireUser / requireAdmin only; routes without them never pay for a session look-up. */
  auth: AuthState;
};

/** The env of routers that use requireUser / requireAdmin. */
export type AuthEnv = { Variables: HeaderVariables & AuthVariables };

/**
 * Who sent this request, from the session cookie: the token must be ours and its session row
 * live; the user is read from the database (never from the token). Renews the cookie when the
 * short token is near or past its expiry, sliding the session on. Null when not signed in.
 */
export async function authenticate(runtime: AuthRuntime, c: Context): Promise<AuthState | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const now = runtime.now();
  const claims = await verifySessionToken(runtime.key, token, now);
  if (!claims) return null;
  const found = await loadSession(runtime.db, claims.sessionId, claims.userId, now);
  if (!found) return null;
  if (claims.expired || claims.expiresAt - now < RENEW_WITHIN_MS) {
    await extendSession(runtime.db, found.session.id, now);
    setSessionCookie(c, await signSessionToken(runtime.key, { userId: found.user.id, sessionId: found.session.id }, now));
  }
  return found;
}

/** Starts a session for `user`, puts its token in the cookie and remembers the browser (known-device.ts). */
export async function startSession(runtime: AuthRuntime, c: Context, userId: string, method: SessionMethod): Promise<SessionRow> {
  const now = runtime.now();
  const session = await createSession(runtime.db, {
    userId,
    method,
    now,
    userAgent: c.req.header('user-agent'),
    ipHash: await hashAddress(runtime.clientAddress(c)),
  });
  setSessionCookie(c, await signSessionToken(runtime.key, { userId, sessionId: session.id }, now));
  await rememberDevice(c, runtime.key, userId, now);
  return session;
}

/**
 * After a password change: a fresh session for this browser, and every other session of the
 * user (other devices, and this browser's old token) ended on the server.
 */
export async function rotateSession(runtime: AuthRuntime, c: Context, userId: string, method: SessionMethod): Promise<SessionRow> {
  const session = await startSession(runtime, c, userId, method);
  await revokeOtherSessions(runtime.db, userId, session.id, runtime.now());
  return session;
}

/** 401 (with `message`, if given) unless signed in; sets c.var.auth. */
export function requireUser(runtime: AuthRuntime, message: string = AUTH_ERRORS.notSignedIn): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const auth = await authenticate(runtime, c);
    if (!auth) throw new UnauthorizedError(message);
    c.set('auth', auth);
    await next();
  };
}

/** 401 unless signed in, 403 unless the user's role in the database is admin right now. */
export function requireAdmin(runtime: AuthRuntime): MiddlewareHandler<AuthEnv> {
  return requireRole(runtime, ['admin'], AUTH_ERRORS.adminOnly);
}

/** 401 unless signed in, 403 unless the user is on the shop's team (staff or admin) right now: the order desk and the orders. */
export const STAFF_ROLES: readonly UserRow['role'][] = ['staff', 'admin'];

export function requireStaff(runtime: AuthRuntime): MiddlewareHandler<AuthEnv> {
  return requireRole(runtime, STAFF_ROLES, AUTH_ERRORS.staffOnly);
}

/**
 * For a response that outlives its request (the desk's event stream): whether the session that
 * opened it is still live and its user still has one of `roles`, read from the database again.
 * False when the database cannot say, so a stream never outlives a doubt.
 */
export async function stillHasRole(runtime: AuthRuntime, auth: AuthState, roles: readonly UserRow['role'][]): Promise<boolean> {
  try {
    const found = await loadSession(runtime.db, auth.session.id, auth.user.id, runtime.now());
    return found !== null && roles.includes(found.user.role);
  } catch {
    return false;
  }
}

function requireRole(runtime: AuthRuntime, roles: readonly UserRow['role'][], refusal: string): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const auth = await authenticate(runtime, c);
    if (!auth) throw new UnauthorizedError(AUTH_ERRORS.notSignedIn);
    if (!roles.includes(auth.user.role)) throw new ForbiddenError(refusal);
    c.set('auth', auth);
    await next();
  };
}
