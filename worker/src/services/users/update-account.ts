import { eq } from 'drizzle-orm';
import { AUTH_ERRORS, type AccountUpdateRequest } from '../../../../domain/auth.ts';
import { normalizeEmail, users, type UserRow } from '../../../../db/schema/index.ts';
import type { AuthState } from '../../auth/middleware.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { AuthRuntime } from '../../auth/runtime.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../http/errors.ts';
import { beginPasswordConfirmation } from '../../limits/login-backoff.ts';
import { findUserByEmail, isUniqueViolation } from './find-user.ts';

/** How recent a Google sign-in must be to stand in for a password (see reauthenticate). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export interface AccountUpdateResult {
  user: UserRow;
  passwordChanged: boolean;
}

/**
 * Account Settings: re-authenticate, then change the display name and e-mail only
 * where they differ, and the password when a new one is given (the caller then rotates the
 * session and ends every other one).
 */
export async function updateAccount(runtime: AuthRuntime, auth: AuthState, input: AccountUpdateRequest): Promise<AccountUpdateResult> {
  const { db } = runtime;
  const { user } = auth;
  await reauthenticate(runtime, auth, input.currentPassword);

  const changes: Partial<UserRow> = {};
  if (input.displayName !== undefined && input.displayName !== user.displayName) changes.displayName = input.displayName;
  if (input.email !== undefined && input.email !== user.email) {
    const owner = await findUserByEmail(db, input.email);
    if (owner && owner.id !== user.id) throw new ConflictError(AUTH_ERRORS.emailUsedByAnother);
    changes.email = input.email;
    changes.emailNormalized = normalizeEmail(input.email);
  }
  if (input.newPassword !== undefined) changes.passwordHash = await hashPassword(input.newPassword, runtime.passwordIterations);
  if (Object.keys(changes).length === 0) return { user, passwordChanged: false };

  try {
    const [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date(runtime.now()) })
      .where(eq(users.id, user.id))
      .returning();
    return { user: updated ?? user, passwordChanged: changes.passwordHash !== undefined };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(AUTH_ERRORS.emailUsedByAnother);
    throw error;
  }
}

/**
 * Proves the person at the keyboard owns the account before anything changes. With a
 * password: the current password (wrong guesses count toward a backoff of their own, so a stolen
 * session cannot be used to guess it). A Google-only account has no password to ask for, so,
 * as Google-backed identity providers do ("requires recent login"), a Google sign-in within the
 * last 5 minutes stands in for it; an older session gets 400 'Please sign in with Google again
 * to change your account.'
 */
async function reauthenticate(runtime: AuthRuntime, auth: AuthState, currentPassword: string): Promise<void> {
  const { user, session } = auth;
  const now = runtime.now();
  if (!user.passwordHash) {
    if (now - session.createdAt.getTime() > RECENT_SIGN_IN_MS) throw new ValidationError(AUTH_ERRORS.googleReauth);
    return;
  }
  if (!currentPassword) {
    throw new ValidationError(AUTH_ERRORS.currentPasswordRequired, { currentPassword: AUTH_ERRORS.currentPasswordRequired });
  }
  const attempt = await beginPasswordConfirmation(runtime.db, user.id, now);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) throw new UnauthorizedError(AUTH_ERRORS.currentPasswordIncorrect);
  await attempt.succeeded();
}
