import { AUTH_ERRORS, type LoginInput } from '../../../domain/auth.ts';
import { normalizeEmail, type UserRow } from '../../../db/schema/index.ts';
import type { KnownDevice } from '../auth/known-device.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { beginLoginAttempt } from '../limits/login-backoff.ts';
import { findUserByEmail } from './find-user.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/**
 * Checks an e-mail and password, behind the login backoff (429 while a key waits). A browser
 * that signed in to this account before is held only by its own failures. Unknown e-mails and
 * Google-only accounts cost the same work as a wrong password, so timing does not reveal which
 * addresses have accounts. The caller starts the session.
 */
export async function logIn(
  runtime: AuthRuntime,
  input: LoginInput,
  from: { address: string; device: KnownDevice | null },
): Promise<Outcome<UserRow>> {
  const { db } = runtime;
  const user = await findUserByEmail(db, input.email);
  const knownDevice = user && from.device?.userId === user.id ? from.device.deviceId : undefined;
  const attempt = await beginLoginAttempt(
    db,
    { normalizedEmail: normalizeEmail(input.email), from: knownDevice ? { device: knownDevice } : { address: from.address } },
    runtime.now(),
  );
  if (!attempt.ok) return attempt;

  const stored = user?.passwordHash ?? (await decoyHash(runtime.passwordIterations));
  const matches = await verifyPassword(input.password, stored);
  if (!user?.passwordHash || !matches) return refused('unauthorized', AUTH_ERRORS.invalidCredentials);
  await attempt.value.succeeded();
  return done(user);
}

const decoys = new Map<number, Promise<string>>();

/** A hash no password matches (random input), made once per cost. */
function decoyHash(iterations: number): Promise<string> {
  let decoy = decoys.get(iterations);
  if (!decoy) {
    decoy = hashPassword(crypto.randomUUID(), iterations);
    decoys.set(iterations, decoy);
  }
  return decoy;
}
