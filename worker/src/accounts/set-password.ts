import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginThrottle, normalizeEmail, sessions, users, type UserRow } from '../../../db/schema/index.ts';
import { hashPassword, PASSWORD_ITERATIONS } from '../auth/passwords.ts';
import { accountKey } from '../limits/login-backoff.ts';
import { findUserByEmail } from './find-user.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/**
 * Sets an account's password from the shop's console (a lost admin password, say): the new hash,
 * the admin role when asked, every session of the account ended, and its failed sign-ins
 * forgotten so the owner can sign in at once. One batch: all of it or nothing. The caller has
 * checked the password against the app's rules (NewPassword).
 */
export async function setAccountPassword(
  db: Database,
  request: { email: string; password: string; makeAdmin?: boolean; now: number; iterations?: number },
): Promise<Outcome<UserRow>> {
  const user = await findUserByEmail(db, request.email);
  if (!user) return refused('not_found', `No account has the e-mail ${request.email.trim()}.`);
  const passwordHash = await hashPassword(request.password, request.iterations ?? PASSWORD_ITERATIONS);
  const now = new Date(request.now);
  const [[updated]] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(request.makeAdmin ? { role: 'admin' as const } : {}) })
      .where(eq(users.id, user.id))
      .returning(),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
    db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(normalizeEmail(request.email)).key)),
  ]);
  return done(updated!);
}
