import { Hono } from 'hono';
import {
  EMAIL_CHANGE_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR,
  EMAIL_CHANGES_TO_ADDRESS_PER_HOUR,
  emailChangeSentMessage,
} from '../../../domain/account-email.ts';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../../domain/auth.ts';
import { SHOP_LANGUAGES_MESSAGES } from '../../../domain/i18n/shop-languages.ts';
import { translateKey } from '../../../domain/i18n/tables.ts';
import {
  AccountUpdateBody,
  AccountUpdatedAnswer,
  EmailChangeConfirmBody,
  EmailConfirmedAnswer,
} from '../../../domain/contracts/accounts.ts';
import { requireUser, type AuthEnv, rotateSession } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { confirmEmailChange } from './email-change.ts';
import { toPublicUser } from './answer.ts';
import { updateAccount } from './update-account.ts';
import { SESSION_COOKIE_HEADER } from './auth-route.ts';

export function accountRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>()
    .put(
      '/',
      documented({
        operationId: 'updateAccount',
        summary: 'Change language, display name or password; ask to change the e-mail',
        description:
          'Requires the current password, except when nothing but `language` changes (the switcher of a signed-in person); the mails of the account are then written in it. A Google-only account (no password) may leave it blank within 5 minutes of a Google sign-in. A password change ends every other session and renews this one. ' +
          `Another e-mail is not set here: the new address is mailed a link to /account/confirm-email?token=… (it works once, for ${EMAIL_CHANGE_HOURS} hours; a newer request replaces it), and the answer carries \`pendingEmail\` with \`data\` still showing the old e-mail. ` +
          'The answer is the same whether or not another account has the address (that address is then told by mail that someone tried to use it, and no link is sent).',
        tags: ['Accounts'],
        access: 'signed-in',
        responses: {
          200: answer(
            `'${AUTH_MESSAGES.profileUpdated}', or with another e-mail '${emailChangeSentMessage('<new e-mail>')}'`,
            AccountUpdatedAnswer,
            SESSION_COOKIE_HEADER,
          ),
          400: failure(
            `'${AUTH_ERRORS.currentPasswordRequired}', "${AUTH_ERRORS.passwordsDontMatch}", '${AUTH_ERRORS.passwordTooShort}', '${AUTH_ERRORS.emailInvalid}', '${AUTH_ERRORS.googleReauth}', or a \`language\` that is not shipped ('${translateKey('en', SHOP_LANGUAGES_MESSAGES.unknown)}')`,
          ),
          401: failure(`'${AUTH_ERRORS.currentPasswordIncorrect}', or not signed in`),
          429: failure(
            `Too many wrong current passwords (the sign-in backoff); or '${EMAIL_CHANGE_MESSAGES.tooMany}' (Retry-After): ${EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR} e-mail changes an hour for an account, ${EMAIL_CHANGES_TO_ADDRESS_PER_HOUR} to one address`,
          ),
        },
      }),
      requireUser(runtime),
      jsonBody(AccountUpdateBody),
      async (c) => {
        const auth = c.get('auth');
        const { user, passwordChanged, pendingEmail } = valueOrRefusal(await updateAccount(runtime, auth, c.req.valid('json')));
        if (passwordChanged) await rotateSession(runtime, c, user.id, auth.session.method);
        const message = pendingEmail === undefined ? AUTH_MESSAGES.profileUpdated : emailChangeSentMessage(pendingEmail);
        return c.json(
          { success: true as const, data: toPublicUser(user), message, ...(pendingEmail === undefined ? {} : { pendingEmail }) },
          200,
          { 'Cache-Control': 'no-store' },
        );
      },
    )
    .post(
      '/email/confirm',
      documented({
        operationId: 'confirmEmailChange',
        summary: "Change an account's e-mail with the link mailed to the new address",
        description:
          'No session needed: the token is the proof (the link may be opened on another device). The old address is told of the change by mail, and password-reset links mailed there stop working.',
        tags: ['Accounts'],
        access: 'public',
        responses: {
          200: answer(`'${EMAIL_CHANGE_MESSAGES.confirmed}', with the new e-mail`, EmailConfirmedAnswer),
          400: failure(
            `'${EMAIL_CHANGE_MESSAGES.linkInvalid}' (code email_link_invalid): used, replaced, too old, unknown, or the address has an account by now`,
          ),
        },
      }),
      jsonBody(EmailChangeConfirmBody),
      async (c) => {
        const data = valueOrRefusal(await confirmEmailChange(runtime, c.req.valid('json')));
        return c.json({ success: true as const, data, message: EMAIL_CHANGE_MESSAGES.confirmed }, 200, { 'Cache-Control': 'no-store' });
      },
    );
}
