import type { z } from 'zod';
import { and, eq, gt, lt } from 'drizzle-orm';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import type { GoogleSignInBody } from '../../../domain/contracts/accounts.ts';
import { authNonces, normalizeEmail, users, type UserRow } from '../../../db/schema/index.ts';
import type { AuthRuntime, GoogleSignInConfig } from '../auth/runtime.ts';
import { consumeRateLimit } from '../limits/fixed-window.ts';
import { AppError, ConflictError, NotFoundError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '../http/errors.ts';
import { claimGuestOrders } from '../orders/order-tracking.ts';
import { findUserByEmail } from './find-user.ts';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const NONCE_LIFETIME_MS = 10 * 60 * 1000;

export const GOOGLE_MESSAGES = {
  disabled: 'Google sign-in is not enabled on this shop.',
  malformed: 'Invalid Google credential.',
  unverifiable: 'Google sign-in could not be verified. Please try again.',
  expired: 'Your Google sign-in has expired. Please try again.',
  wrongAudience: 'This Google sign-in was made for another app.',
  wrongIssuer: 'This sign-in token was not issued by Google.',
  nonceMismatch: 'Google sign-in could not be verified (the sign-in attempt does not match). Please try again.',
  nonceUsed: 'This Google sign-in attempt has already been used or has expired. Please try again.',
  noEmail: 'Your Google account did not share an e-mail address.',
  unverifiedLink: 'An account with this e-mail already exists, and Google has not verified the e-mail. Sign in with your password instead.',
  unverifiedNew: 'Google has not verified this e-mail address, so it cannot be used for an account.',
  otherGoogleAccount: 'This account is already linked to a different Google account.',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
} as const;

function requireGoogle(runtime: AuthRuntime): GoogleSignInConfig {
  if (!runtime.google) throw new NotFoundError(GOOGLE_MESSAGES.disabled);
  return runtime.google;
}

/** Nonces one address may ask for per 10 minutes: each is a stored row, so bound them. */
export const NONCES_PER_ADDRESS = 60;

/** A random single-use nonce, stored for 10 minutes, for the browser to hand to Google. */
export async function issueGoogleNonce(runtime: AuthRuntime, address: string): Promise<string> {
  requireGoogle(runtime);
  const now = runtime.now();
  await consumeRateLimit(
    runtime.db,
    `google-nonce:${address}`,
    {
      limit: NONCES_PER_ADDRESS,
      windowMs: NONCE_LIFETIME_MS,
      message: 'Too many sign-in attempts from this address. Please try again later.',
    },
    now,
  );
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await runtime.db.batch([
    runtime.db.delete(authNonces).where(lt(authNonces.expiresAt, new Date(now))),
    runtime.db.insert(authNonces).values({ nonce, expiresAt: new Date(now + NONCE_LIFETIME_MS) }),
  ]);
  return nonce;
}

interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * Signs in with a Google ID token: verified (RS256 against Google's keys, audience = our client
 * id, Google's issuer, expiry), its nonce consumed, then the account found by Google subject,
 * else linked by e-mail only when Google vouches for the e-mail, else created as a customer.
 */
export async function googleSignIn(runtime: AuthRuntime, input: z.output<typeof GoogleSignInBody>): Promise<UserRow> {
  const google = requireGoogle(runtime);
  const identity = await verifyGoogleIdToken(google, input.credential, runtime.now());
  if (identity.nonce !== input.nonce) throw new UnauthorizedError(GOOGLE_MESSAGES.nonceMismatch);
  await consumeNonce(runtime, input.nonce);
  return findOrCreateGoogleUser(runtime, readIdentity(identity.payload), input.name);
}

async function verifyGoogleIdToken(google: GoogleSignInConfig, credential: string, now: number) {
  try {
    const { payload } = await jwtVerify(credential, google.keys, {
      algorithms: ['RS256'],
      audience: google.clientId,
      issuer: GOOGLE_ISSUERS,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(now),
    });
    return { payload, nonce: payload.nonce };
  } catch (error) {
    throw describeTokenError(error);
  }
}

function describeTokenError(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return new UnauthorizedError(GOOGLE_MESSAGES.expired);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new UnauthorizedError(GOOGLE_MESSAGES.wrongAudience);
    if (error.claim === 'iss') return new UnauthorizedError(GOOGLE_MESSAGES.wrongIssuer);
    return new UnauthorizedError(GOOGLE_MESSAGES.unverifiable);
  }
  if (error instanceof errors.JWKSTimeout) return new ServiceUnavailableError(GOOGLE_MESSAGES.unavailable);
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JOSENotSupported) {
    return new ValidationError(GOOGLE_MESSAGES.malformed, { credential: GOOGLE_MESSAGES.malformed });
  }
  if (error instanceof errors.JOSEError) return new UnauthorizedError(GOOGLE_MESSAGES.unverifiable);
  // The key set could not be fetched (network) or something unexpected: not the user's fault.
  return error instanceof AppError ? error : new ServiceUnavailableError(GOOGLE_MESSAGES.unavailable);
}

/** Deletes the nonce if it exists and is unexpired, in one statement: a replay finds nothing. */
async function consumeNonce(runtime: AuthRuntime, nonce: string): Promise<void> {
  const consumed = await runtime.db
    .delete(authNonces)
    .where(and(eq(authNonces.nonce, nonce), gt(authNonces.expiresAt, new Date(runtime.now()))))
    .returning({ nonce: authNonces.nonce });
  if (consumed.length === 0) throw new UnauthorizedError(GOOGLE_MESSAGES.nonceUsed);
}

function readIdentity(payload: JWTPayload): GoogleIdentity {
  const email = typeof payload.email === 'string' ? payload.email.trim() : '';
  if (!email) throw new ValidationError(GOOGLE_MESSAGES.noEmail);
  return {
    sub: payload.sub!,
    email,
    // Google sends a boolean; older tokens sent the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 80) : undefined,
  };
}

async function findOrCreateGoogleUser(runtime: AuthRuntime, identity: GoogleIdentity, enteredName: string | undefined): Promise<UserRow> {
  const { db } = runtime;
  const now = new Date(runtime.now());
  // On the sign-up tab the name the person typed becomes the display name.
  const rename = enteredName ? { displayName: enteredName } : {};

  const bySubject = await db.select().from(users).where(eq(users.googleSub, identity.sub)).get();
  if (bySubject) return enteredName ? update(runtime, bySubject.id, { ...rename, updatedAt: now }) : bySubject;

  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    // Linking hands the account to whoever controls this Google account: only when Google
    // itself has verified that they own the e-mail.
    if (!identity.emailVerified) throw new ConflictError(GOOGLE_MESSAGES.unverifiedLink);
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) throw new ConflictError(GOOGLE_MESSAGES.otherGoogleAccount);
    return update(runtime, byEmail.id, { googleSub: identity.sub, ...rename, updatedAt: now });
  }

  // An unverified address would squat on an e-mail someone else may own.
  if (!identity.emailVerified) throw new ConflictError(GOOGLE_MESSAGES.unverifiedNew);
  const [created] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: identity.email,
      emailNormalized: normalizeEmail(identity.email),
      displayName: enteredName ?? identity.name ?? identity.email.split('@')[0]!,
      role: 'customer',
      passwordHash: null,
      googleSub: identity.sub,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new ConflictError(AUTH_ERRORS.emailTaken);
  // Google has verified the address: the guest orders placed with it are this person's.
  await claimGuestOrders(db, created);
  return created;
}

async function update(runtime: AuthRuntime, userId: string, changes: Partial<UserRow>): Promise<UserRow> {
  const [row] = await runtime.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw new UnauthorizedError(GOOGLE_MESSAGES.unverifiable);
  return row;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
