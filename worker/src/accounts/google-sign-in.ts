import type { z } from 'zod';
import { and, eq, gt, lt } from 'drizzle-orm';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import type { GoogleSignInBody } from '../../../domain/contracts/accounts.ts';
import { authNonces, normalizeEmail, users, type UserRow } from '../../../db/schema/index.ts';
import type { AuthRuntime, GoogleSignInConfig } from '../auth/runtime.ts';
import { countUse } from '../limits/fixed-window.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
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

/** Google's settings, or not found while the shop has not turned Google sign-in on. */
function googleOf(runtime: AuthRuntime): Outcome<GoogleSignInConfig> {
  return runtime.google ? done(runtime.google) : refused('not_found', GOOGLE_MESSAGES.disabled);
}

/** Nonces one address may ask for per 10 minutes: each is a stored row, so bound them. */
export const NONCES_PER_ADDRESS = 60;

/** A random single-use nonce, stored for 10 minutes, for the browser to hand to Google. */
export async function issueGoogleNonce(runtime: AuthRuntime, address: string): Promise<Outcome<string>> {
  const google = googleOf(runtime);
  if (!google.ok) return google;
  const now = runtime.now();
  const tooMany = await countUse(
    runtime.db,
    `google-nonce:${address}`,
    {
      limit: NONCES_PER_ADDRESS,
      windowMs: NONCE_LIFETIME_MS,
      message: 'Too many sign-in attempts from this address. Please try again later.',
    },
    now,
  );
  if (tooMany) return tooMany;
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await runtime.db.batch([
    runtime.db.delete(authNonces).where(lt(authNonces.expiresAt, new Date(now))),
    runtime.db.insert(authNonces).values({ nonce, expiresAt: new Date(now + NONCE_LIFETIME_MS) }),
  ]);
  return done(nonce);
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
export async function googleSignIn(runtime: AuthRuntime, input: z.output<typeof GoogleSignInBody>): Promise<Outcome<UserRow>> {
  const google = googleOf(runtime);
  if (!google.ok) return google;
  const verified = await verifyGoogleIdToken(google.value, input.credential, runtime.now());
  if (!verified.ok) return verified;
  if (verified.value.nonce !== input.nonce) return refused('unauthorized', GOOGLE_MESSAGES.nonceMismatch);
  if (!(await consumeNonce(runtime, input.nonce))) return refused('unauthorized', GOOGLE_MESSAGES.nonceUsed);
  const identity = readIdentity(verified.value.payload);
  if (!identity.ok) return identity;
  return findOrCreateGoogleUser(runtime, identity.value, input.name);
}

async function verifyGoogleIdToken(
  google: GoogleSignInConfig,
  credential: string,
  now: number,
): Promise<Outcome<{ payload: JWTPayload; nonce: unknown }>> {
  try {
    const { payload } = await jwtVerify(credential, google.keys, {
      algorithms: ['RS256'],
      audience: google.clientId,
      issuer: GOOGLE_ISSUERS,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(now),
    });
    return done({ payload, nonce: payload.nonce });
  } catch (error) {
    return tokenRefusal(error);
  }
}

function tokenRefusal(error: unknown): Refusal {
  if (error instanceof errors.JWTExpired) return refused('unauthorized', GOOGLE_MESSAGES.expired);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return refused('unauthorized', GOOGLE_MESSAGES.wrongAudience);
    if (error.claim === 'iss') return refused('unauthorized', GOOGLE_MESSAGES.wrongIssuer);
    return refused('unauthorized', GOOGLE_MESSAGES.unverifiable);
  }
  if (error instanceof errors.JWKSTimeout) return refused('unavailable', GOOGLE_MESSAGES.unavailable);
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JOSENotSupported) {
    return refused('invalid', GOOGLE_MESSAGES.malformed, { errors: { credential: GOOGLE_MESSAGES.malformed } });
  }
  if (error instanceof errors.JOSEError) return refused('unauthorized', GOOGLE_MESSAGES.unverifiable);
  // The key set could not be fetched (network) or something unexpected: not the user's fault.
  return refused('unavailable', GOOGLE_MESSAGES.unavailable);
}

/** Deletes the nonce if it exists and is unexpired, in one statement: a replay finds nothing. False when there was none. */
async function consumeNonce(runtime: AuthRuntime, nonce: string): Promise<boolean> {
  const consumed = await runtime.db
    .delete(authNonces)
    .where(and(eq(authNonces.nonce, nonce), gt(authNonces.expiresAt, new Date(runtime.now()))))
    .returning({ nonce: authNonces.nonce });
  return consumed.length > 0;
}

function readIdentity(payload: JWTPayload): Outcome<GoogleIdentity> {
  const email = typeof payload.email === 'string' ? payload.email.trim() : '';
  // With an empty `errors`, as this refusal has always been sent: no field of the form is wrong.
  if (!email) return refused('invalid', GOOGLE_MESSAGES.noEmail, { errors: {} });
  return done({
    sub: payload.sub!,
    email,
    // Google sends a boolean; older tokens sent the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 80) : undefined,
  });
}

async function findOrCreateGoogleUser(
  runtime: AuthRuntime,
  identity: GoogleIdentity,
  enteredName: string | undefined,
): Promise<Outcome<UserRow>> {
  const { db } = runtime;
  const now = new Date(runtime.now());
  // On the sign-up tab the name the person typed becomes the display name.
  const rename = enteredName ? { displayName: enteredName } : {};

  const bySubject = await db.select().from(users).where(eq(users.googleSub, identity.sub)).get();
  if (bySubject) return enteredName ? update(runtime, bySubject.id, { ...rename, updatedAt: now }) : done(bySubject);

  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    // Linking hands the account to whoever controls this Google account: only when Google
    // itself has verified that they own the e-mail.
    if (!identity.emailVerified) return refused('conflict', GOOGLE_MESSAGES.unverifiedLink);
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) return refused('conflict', GOOGLE_MESSAGES.otherGoogleAccount);
    return update(runtime, byEmail.id, { googleSub: identity.sub, ...rename, updatedAt: now });
  }

  // An unverified address would squat on an e-mail someone else may own.
  if (!identity.emailVerified) return refused('conflict', GOOGLE_MESSAGES.unverifiedNew);
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
  if (!created) return refused('conflict', AUTH_ERRORS.emailTaken);
  // Google has verified the address: the guest orders placed with it are this person's.
  await claimGuestOrders(db, created);
  return done(created);
}

async function update(runtime: AuthRuntime, userId: string, changes: Partial<UserRow>): Promise<Outcome<UserRow>> {
  const [row] = await runtime.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row ? done(row) : refused('unauthorized', GOOGLE_MESSAGES.unverifiable);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
