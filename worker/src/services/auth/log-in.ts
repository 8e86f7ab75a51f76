import { AUTH_ERRORS, type LoginInput } from '../../../../domain/auth.ts';
import { normalizeEmail, type UserRow } from '../../../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { AuthRuntime } from '../../auth/runtime.ts';
import {
  accountKey,
  addressKey,
  assertLoginAllowed,
  clearLoginFailures,
  LOGIN_FREE_FAILURES,
  recordLoginFailure,
} from '../../auth/throttle.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import { findUserByEmail } from '../users/find-user.ts';

/**
 * Checks an e-mail and password, behind the login backoff (429 while a key waits). Unknown
 * e-mails and Google-only accounts cost the same work as a wrong password, so timing does not
 * reveal which addresses have accounts. The caller starts the session.
 */
export async function logIn(runtime: AuthRuntime, input: LoginInput, address: string): Promise<UserRow> {
  const { db } = runtime;
  const account = accountKey(normalizeEmail(input.email));
  const from = addressKey(address);
  await assertLoginAllowed(db, [account, from], runtime.now());

  const user = await findUserByEmail(db, input.email);
  const stored = user?.passwordHash ?? (await decoyHash(runtime.passwordIterations));
  const matches = await verifyPassword(input.password, stored);
  if (!user?.passwordHash || !matches) {
    const now = runtime.now();
    await recordLoginFailure(db, account, LOGIN_FREE_FAILURES.account, now);
    await recordLoginFailure(db, from, LOGIN_FREE_FAILURES.address, now);
    throw new UnauthorizedError(AUTH_ERRORS.invalidCredentials);
  }
  await clearLoginFailures(db, account);
  return user;
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
