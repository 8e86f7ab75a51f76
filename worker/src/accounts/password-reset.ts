import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { loginThrottle, normalizeEmail, passwordResets, sessions, users } from '../../../db/schema/index.ts';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_MINUTES,
  RESETS_PER_ADDRESS_PER_HOUR,
  RESETS_PER_EMAIL_PER_HOUR,
} from '../../../domain/password-reset.ts';
import type { PasswordResetConfirmBody } from '../../../domain/contracts/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.ts';
import { countUse } from '../limits/fixed-window.ts';
import { accountKey } from '../limits/login-backoff.ts';
import { sealToken } from '../mail/mail-payload.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { findUserByEmail } from './find-user.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';

const HOUR_MS = 60 * 60_000;

/**
 * POST /api/auth/password-reset: when an account has the e-mail, keeps a new reset token's hash
 * and queues the mail with its link, in one batch. The answer is the same either way, and both
 * ways do the same work before it, so neither it nor its timing says whether the account exists.
 */
export async function requestPasswordReset(
  runtime: AuthRuntime,
  email: string,
  address: string,
  /** The language the request asks for: the mail's, unless the account chose one. */
  askedLanguage?: Language,
): Promise<Outcome<void>> {
  const { db } = runtime;
  const now = runtime.now();
  const rule = { windowMs: HOUR_MS, message: PASSWORD_RESET_MESSAGES.tooMany };
  const tooMany =
    (await countUse(db, `reset:${address}`, { ...rule, limit: RESETS_PER_ADDRESS_PER_HOUR }, now)) ??
    (await countUse(db, `reset-email:${normalizeEmail(email)}`, { ...rule, limit: RESETS_PER_EMAIL_PER_HOUR }, now));
  if (tooMany) return tooMany;

  const user = await findUserByEmail(db, email);
  const token = newSecretToken();
  const [tokenHash, sealed] = await Promise.all([hashSecretToken(token), sealToken(runtime.key, token)]);
  if (!user) return done(undefined);
  await db.batch([
    db
      .insert(passwordResets)
      .values({ tokenHash, userId: user.id, expiresAt: new Date(now + PASSWORD_RESET_MINUTES * 60_000), createdAt: new Date(now) }),
    queueMail(
      db,
      {
        kind: 'password_reset',
        to: user.email,
        orderId: null,
        payload: JSON.stringify({ resetToken: sealed, name: user.displayName }),
        language: user.language ?? askedLanguage,
      },
      now,
    ),
  ]);
  return done(undefined);
}

/**
 * POST /api/auth/password-reset/confirm: sets the password of the link's account, ends every
 * session of it, forgets its failed sign-ins and every reset link it had, in one batch. Each
 * statement holds only while the token is unused and current, so a link works once even when
 * two requests bring it at the same moment.
 */
export async function confirmPasswordReset(runtime: AuthRuntime, input: PasswordResetConfirmBody): Promise<Outcome<void>> {
  const { db } = runtime;
  const now = runtime.now();
  const tokenHash = await hashSecretToken(input.token);
  const reset = await db
    .select({ userId: passwordResets.userId, email: users.emailNormalized })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, new Date(now))))
    .get();
  if (!reset) return linkInvalid();

  const passwordHash = await hashPassword(input.password, runtime.passwordIterations);
  const current = sql`exists (select 1 from "password_resets" where "token_hash" = ${tokenHash} and "expires_at" > ${now})`;
  const [changed] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(and(eq(users.id, reset.userId), current))
      .returning({ id: users.id }),
    db
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt), current)),
    db.delete(loginThrottle).where(and(eq(loginThrottle.key, accountKey(reset.email).key), current)),
    db.delete(passwordResets).where(eq(passwordResets.userId, reset.userId)),
  ]);
  return changed.length === 0 ? linkInvalid() : done(undefined);
}

function linkInvalid(): Refusal {
  return refused('invalid', PASSWORD_RESET_MESSAGES.linkInvalid, {
    code: 'reset_link_invalid',
    errors: { token: PASSWORD_RESET_MESSAGES.linkInvalid },
  });
}
