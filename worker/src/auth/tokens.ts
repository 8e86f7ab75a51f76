import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The session token the cookie carries: HS256 (pinned), issuer 'doorstep', audience
 * 'doorstep-web', header typ and claim token_use both 'session', a short expiry, `sub` = user id
 * and `sid` = session row id. It proves which session a request belongs to, nothing more: the
 * role and the session's validity are read from the database on every request.
 */
export const TOKEN_ISSUER = 'doorstep';
export const TOKEN_AUDIENCE = 'doorstep-web';
export const TOKEN_TYPE = 'session';
const HEADER_TYP = 'doorstep-session+jwt';
const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export interface SessionClaims {
  userId: string;
  sessionId: string;
  /** When the token itself stops being current (the session may live on). */
  expiresAt: number;
  /** True when the signature and claims are good but the short expiry has passed. */
  expired: boolean;
}

export function sessionKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

const cryptoKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The secret as a WebCrypto HMAC key, imported once per secret: jose imports a raw Uint8Array
 * key again on every sign and verify, a tenth of an order's CPU. Non-extractable, SHA-256 only.
 */
export function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = cryptoKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(key: Uint8Array, claims: { userId: string; sessionId: string }, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sessionId, token_use: TOKEN_TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: HEADER_TYP })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_MS / 1000)
    .sign(await hmacKey(key));
}

/**
 * Checks a token; null when it is not one of ours (bad signature, another algorithm, issuer,
 * audience or type, missing claims). A token that is ours but past its short expiry comes back
 * with `expired: true`, so the caller can renew it when its session row is still valid.
 */
export async function verifySessionToken(key: Uint8Array, token: string, now: number): Promise<SessionClaims | null> {
  const known = verifiedTokens.get(key)?.get(token);
  if (known) return { ...known, expired: Math.floor(now / 1000) >= known.expiresAt / 1000 };
  const claims = await checkSessionToken(key, token, now);
  if (claims && !claims.expired) rememberVerified(key, token, claims);
  return claims;
}

/**
 * Tokens whose signature and claims were found good, by key: a browser sends the same token with
 * every request for its 15 minutes, and the HMAC check is a tenth of an order's CPU. The same text
 * under the same key verifies the same way, so only the expiry is read again.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, SessionClaims>>();
const VERIFIED_TOKENS_KEPT = 2_000;

function rememberVerified(key: Uint8Array, token: string, claims: SessionClaims): void {
  let tokens = verifiedTokens.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(key, tokens);
  }
  if (tokens.size >= VERIFIED_TOKENS_KEPT) tokens.clear();
  tokens.set(token, claims);
}

async function checkSessionToken(key: Uint8Array, token: string, now: number): Promise<SessionClaims | null> {
  let payload: Record<string, unknown>;
  let expired = false;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      typ: HEADER_TYP,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(now),
    }));
  } catch (error) {
    // jose checks the signature before the claims, and reports expiry only once every other
    // claim it was asked about holds, so an expired token here is genuinely ours.
    if (!(error instanceof errors.JWTExpired)) return null;
    payload = error.payload;
    expired = true;
  }
  const { sub, sid, exp, token_use: tokenUse, iss, aud } = payload;
  if (iss !== TOKEN_ISSUER || aud !== TOKEN_AUDIENCE || tokenUse !== TOKEN_TYPE) return null;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !sub || !sid) return null;
  return { userId: sub, sessionId: sid, expiresAt: exp * 1000, expired };
}
