import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import type { AccountUpdateBody } from '../../../domain/contracts/accounts.ts';
import { normalizeEmail, users, type UserRow } from '../../../db/schema/index.ts';
import type { AuthState } from '../auth/middleware.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { beginPasswordConfirmation } from '../limits/login-backoff.ts';
import { emailChangeStatements } from './email-change.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** How recent a Google sign-in must be to stand in for a password (see reauthenticate). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export interface AccountUpdateResult {
  user: UserRow;
  passwordChanged: boolean;
  /** The address a link was mailed to, when another e-mail was asked for; the account keeps its own until the link is opened. */
  pendingEmail?: string;
}

/**
 * Account Settings: re-authenticate (not for the language or the default replacement alone), then change the language, the display name where it differs and the
 * password when a new one is given (the caller then rotates the session and ends every other
 * one). Another e-mail is not set here: a link is mailed to it (email-change.ts), in the same
 * batch as the other changes. Only the spelling of the account's own address (Ann@ for ann@)
 * changes at once.
 */
export async function updateAccount(
  runtime: AuthRuntime,
  auth: AuthState,
  input: z.output<typeof AccountUpdateBody>,
): Promise<Outcome<AccountUpdateResult>> {
  const { db } = runtime;
  const { user } = auth;
  if (!onlyPreferences(user, input)) {
    const reauthenticated = await reauthenticate(runtime, auth, input.currentPassword);
    if (!reauthenticated.ok) return reauthenticated;
  }

  const changes: Partial<UserRow> = {};
  if (input.language !== undefined && input.language !== user.language) changes.language = input.language;
  if (input.substitutionDefault !== undefined && input.substitutionDefault !== user.substitutionDefault)
    changes.substitutionDefault = input.substitutionDefault;
  if (input.displayName !== undefined && input.displayName !== user.displayName) changes.displayName = input.displayName;
  let emailChange: BatchItem<'sqlite'>[] = [];
  let pendingEmail: string | undefined;
  if (input.email !== undefined && input.email !== user.email) {
    if (normalizeEmail(input.email) === user.emailNormalized) {
      changes.email = input.email;
    } else {
      // Before anything is written: too many requests (429) must change nothing.
      const statements = await emailChangeStatements(runtime, user, input.email);
      if (!statements.ok) return statements;
      emailChange = statements.value;
      pendingEmail = input.email;
    }
  }
  if (input.newPassword !== undefined) changes.passwordHash = await hashPassword(input.newPassword, runtime.passwordIterations);
  const result = { passwordChanged: changes.passwordHash !== undefined, ...(pendingEmail === undefined ? {} : { pendingEmail }) };
  if (Object.keys(changes).length === 0) {
    const [first, ...rest] = emailChange;
    if (first) await db.batch([first, ...rest]);
    return done({ user, ...result });
  }

  const update = db
    .update(users)
    .set({ ...changes, updatedAt: new Date(runtime.now()) })
    .where(eq(users.id, user.id))
    .returning();
  const [[updated]] = await db.batch([update, ...emailChange]);
  return done({ user: updated ?? user, ...result });
}

/**
 * A change of nothing but the language (the site's switcher, for a signed-in person) or the
 * default choice of replacement (the account page's) opens nothing and reveals nothing, so it is
 * not worth a password; any other change still asks for one.
 */
function onlyPreferences(user: UserRow, input: z.output<typeof AccountUpdateBody>): boolean {
  return (
    (input.language !== undefined || input.substitutionDefault !== undefined) &&
    (input.displayName === undefined || input.displayName === user.displayName) &&
    (input.email === undefined || input.email === user.email) &&
    input.newPassword === undefined
  );
}

/**
 * Proves the person at the keyboard owns the account before anything changes. With a
 * password: the current password (wrong guesses count toward a backoff of their own, so a stolen
 * session cannot be used to guess it). A Google-only account has no password to ask for, so,
 * as Google-backed identity providers do ("requires recent login"), a Google sign-in within the
 * last 5 minutes stands in for it; an older session gets 400 'Please sign in with Google again
 * to change your account.'
 */
async function reauthenticate(runtime: AuthRuntime, auth: AuthState, currentPassword: string): Promise<Outcome<void>> {
  const { user, session } = auth;
  const now = runtime.now();
  if (!user.passwordHash) {
    // With an empty `errors`, as this refusal has always been sent: no field of the form is wrong.
    if (now - session.createdAt.getTime() > RECENT_SIGN_IN_MS) return refused('invalid', AUTH_ERRORS.googleReauth, { errors: {} });
    return done(undefined);
  }
  if (!currentPassword) {
    return refused('invalid', AUTH_ERRORS.currentPasswordRequired, { errors: { currentPassword: AUTH_ERRORS.currentPasswordRequired } });
  }
  const attempt = await beginPasswordConfirmation(runtime.db, user.id, now);
  if (!attempt.ok) return attempt;
  if (!(await verifyPassword(currentPassword, user.passwordHash))) return refused('unauthorized', AUTH_ERRORS.currentPasswordIncorrect);
  await attempt.value.succeeded();
  return done(undefined);
}
