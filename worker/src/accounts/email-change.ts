import { and, eq, gt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  EMAIL_CHANGE_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR,
  EMAIL_CHANGES_TO_ADDRESS_PER_HOUR,
} from '../../../domain/account-email.ts';
import type { EmailChangeConfirmBody } from '../../../domain/contracts/accounts.ts';
import { emailChanges, normalizeEmail, passwordResets, users, type UserRow } from '../../../db/schema/index.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.ts';
import { countUse } from '../limits/fixed-window.ts';
import { sealToken } from '../mail/mail-payload.ts';
import { queueMail, queueMailIf } from '../mail/queue-mail.ts';
import { findUserByEmail, isUniqueViolation } from './find-user.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';

const HOUR_MS = 60 * 60_000;

/**
 * The writes that ask to move `user` to `newEmail` (another address than its own), for the batch
 * of the account change: the user's older request is replaced, and when no account has the
 * address a new token's hash is kept and the link mailed to it; when one has, that address is told
 * someone tried to use it. Both ways do the same work and the caller answers the same, so the
 * request does not tell whether the address is a customer's. Refused as too many requests,
 * before anything is written, when the account, or the address, asked too often this hour.
 */
export async function emailChangeStatements(
  runtime: AuthRuntime,
  user: UserRow,
  newEmail: string,
): Promise<Outcome<BatchItem<'sqlite'>[]>> {
  const { db } = runtime;
  const now = runtime.now();
  const rule = { windowMs: HOUR_MS, message: EMAIL_CHANGE_MESSAGES.tooMany };
  const tooMany =
    (await countUse(db, `email-change:${user.id}`, { ...rule, limit: EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR }, now)) ??
    (await countUse(db, `email-change-to:${normalizeEmail(newEmail)}`, { ...rule, limit: EMAIL_CHANGES_TO_ADDRESS_PER_HOUR }, now));
  if (tooMany) return tooMany;

  const owner = await findUserByEmail(db, newEmail);
  const token = newSecretToken();
  const [tokenHash, sealed] = await Promise.all([hashSecretToken(token), sealToken(runtime.key, token)]);
  const replaceOlder = db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
  if (owner)
    return done([replaceOlder, queueMail(db, { kind: 'email_in_use', to: owner.email, orderId: null, language: owner.language }, now)]);
  return done([
    replaceOlder,
    db
      .insert(emailChanges)
      .values({ tokenHash, userId: user.id, newEmail, expiresAt: new Date(now + EMAIL_CHANGE_HOURS * HOUR_MS), createdAt: new Date(now) }),
    queueMail(
      db,
      {
        kind: 'email_change',
        to: newEmail,
        orderId: null,
        payload: JSON.stringify({ emailToken: sealed, newEmail }),
        language: user.language,
      },
      now,
    ),
  ]);
}

/**
 * POST /api/account/email/confirm: makes the link's address the account's e-mail, tells the old
 * address, and ends the password-reset links mailed there, in one batch. Each statement holds only
 * while the token is current and no other account has the address, so a link works once, and
 * never takes an address someone signed up with in the meantime. Answers the new e-mail.
 */
export async function confirmEmailChange(runtime: AuthRuntime, input: EmailChangeConfirmBody): Promise<Outcome<{ email: string }>> {
  const { db } = runtime;
  const now = runtime.now();
  const tokenHash = await hashSecretToken(input.token);
  const change = await db
    .select({
      userId: emailChanges.userId,
      newEmail: emailChanges.newEmail,
      oldEmail: users.email,
      name: users.displayName,
      language: users.language,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, new Date(now))))
    .get();
  if (!change) return linkInvalid();

  const normalized = normalizeEmail(change.newEmail);
  const holds = sql`exists (select 1 from "email_changes" where "token_hash" = ${tokenHash} and "expires_at" > ${now})
    and not exists (select 1 from "users" where "email_normalized" = ${normalized} and "id" <> ${change.userId})`;
  const notice = {
    kind: 'email_changed' as const,
    to: change.oldEmail,
    orderId: null,
    payload: JSON.stringify({ newEmail: change.newEmail, name: change.name }),
    language: change.language,
  };
  let changed: { id: string }[];
  try {
    [, changed] = await db.batch([
      queueMailIf(db, notice, now, holds),
      db
        .update(users)
        .set({ email: change.newEmail, emailNormalized: normalized, updatedAt: new Date(now) })
        .where(and(eq(users.id, change.userId), holds))
        .returning({ id: users.id }),
      db.delete(passwordResets).where(and(eq(passwordResets.userId, change.userId), holds)),
      // Used or not (the address was taken meanwhile), the link is spent.
      db.delete(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return linkInvalid();
    throw error;
  }
  return changed.length === 0 ? linkInvalid() : done({ email: change.newEmail });
}

function linkInvalid(): Refusal {
  return refused('invalid', EMAIL_CHANGE_MESSAGES.linkInvalid, {
    code: 'email_link_invalid',
    errors: { token: EMAIL_CHANGE_MESSAGES.linkInvalid },
  });
}
