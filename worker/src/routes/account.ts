import { Hono } from 'hono';
import { AccountUpdateRequest, AUTH_ERRORS, AUTH_MESSAGES } from '../../../domain/auth.ts';
import { SignedInAnswer } from '../answers/accounts.ts';
import { requireUser, type AuthEnv, rotateSession } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { toPublicUser } from '../services/users/public-user.ts';
import { updateAccount } from '../services/users/update-account.ts';
import { SESSION_COOKIE_HEADER } from './auth.ts';

export function accountRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>().put(
    '/',
    documented({
      operationId: 'updateAccount',
      summary: 'Change display name, e-mail or password',
      description:
        'Requires the current password. A Google-only account (no password) may leave it blank within 5 minutes of a Google sign-in. A password change ends every other session and renews this one.',
      tags: ['Accounts'],
      access: 'signed-in',
      responses: {
        200: answer(`'${AUTH_MESSAGES.profileUpdated}'`, SignedInAnswer, SESSION_COOKIE_HEADER),
        400: failure(`'${AUTH_ERRORS.currentPasswordRequired}', "${AUTH_ERRORS.passwordsDontMatch}", '${AUTH_ERRORS.passwordTooShort}', '${AUTH_ERRORS.googleReauth}'`),
        401: failure(`'${AUTH_ERRORS.currentPasswordIncorrect}', or not signed in`),
        409: failure(`'${AUTH_ERRORS.emailUsedByAnother}'`),
        429: failure('Too many wrong current passwords (the sign-in backoff)'),
      },
    }),
    requireUser(runtime),
    jsonBody(AccountUpdateRequest),
    async (c) => {
      const auth = c.get('auth');
      const { user, passwordChanged } = await updateAccount(runtime, auth, c.req.valid('json'));
      if (passwordChanged) await rotateSession(runtime, c, user.id, auth.session.method);
      return c.json({ success: true as const, data: toPublicUser(user), message: AUTH_MESSAGES.profileUpdated }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
