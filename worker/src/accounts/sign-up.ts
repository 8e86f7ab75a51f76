import { AUTH_ERRORS, type SignupInput } from '../../../domain/auth.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { countUse, refusalWhileSpent } from '../limits/fixed-window.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { claimGuestOrders } from '../orders/order-tracking.ts';
import { findUserByEmail } from './find-user.ts';
import { insertAccount } from './insert-account.ts';

/** Sign-ups from one address per hour; no household or office reaches it honestly. */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 10;

/**
 * "An account with this e-mail already exists" answers per address per hour. The answer tells
 * whether an address has an account, so it is rationed far below the sign-up limit: a person
 * who forgot they signed up needs one, someone listing the shop's customers needs thousands.
 * Once an address has had them all, every sign-up from it gets the same 429 until the hour is
 * over, new e-mails too: were a new one still let in, 201 against 429 would tell the two apart.
 */
export const TAKEN_ANSWERS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const signUpRule = { limit: SIGNUPS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, message: AUTH_ERRORS.tooManySignups };
const takenRule = { limit: TAKEN_ANSWERS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, message: AUTH_ERRORS.tooManySignups };

/** Creates a customer with a password. The caller starts the session. */
export async function signUp(runtime: AuthRuntime, input: SignupInput, address: string): Promise<Outcome<UserRow>> {
  const { db } = runtime;
  const tooMany = await countUse(db, `signup:${address}`, signUpRule, runtime.now());
  if (tooMany) return tooMany;
  // Before the e-mail is looked at, so the refusal is the same for every e-mail.
  const takenSpent = await refusalWhileSpent(db, takenKey(address), takenRule, runtime.now());
  if (takenSpent) return takenSpent;
  if (await findUserByEmail(db, input.email)) return refuseTakenEmail(runtime, address);
  const passwordHash = await hashPassword(input.password, runtime.passwordIterations);
  const created = await insertAccount(db, { email: input.email, name: input.name, role: 'customer', passwordHash, now: runtime.now() });
  // Another request took the address between the check and the insert.
  if (!created) return refuseTakenEmail(runtime, address);
  await claimGuestOrders(db, created);
  return done(created);
}

function takenKey(address: string): string {
  return `signup-taken:${address}`;
}

/** The e-mail is taken (a conflict) while the address has such answers left this hour; too many requests once it has none. */
async function refuseTakenEmail(runtime: AuthRuntime, address: string): Promise<Refusal> {
  const tooMany = await countUse(runtime.db, takenKey(address), takenRule, runtime.now());
  return tooMany ?? refused('conflict', AUTH_ERRORS.emailTaken);
}
