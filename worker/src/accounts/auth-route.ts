import { Hono } from 'hono';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../../domain/auth.ts';
import type { AuthProviders } from '../../../domain/account.ts';
import {
  CurrentUserAnswer,
  GoogleSignInBody,
  LogInBody,
  NonceAnswer,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  ProvidersAnswer,
  SignedInAnswer,
  SignUpBody,
} from '../../../domain/contracts/accounts.ts';
import { MessageAnswer } from '../../../domain/contracts/envelope.ts';
import { clearSessionCookie, readSessionCookie } from '../auth/cookies.ts';
import { requireUser, type AuthEnv, startSession } from '../auth/middleware.ts';
import { readKnownDevice } from '../auth/known-device.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { currentUser } from './current-user.ts';
import { googleSignIn, issueGoogleNonce } from './google-sign-in.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { signUp } from './sign-up.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { LANGUAGES } from '../../../domain/i18n/languages.ts';
import { preferredLanguage } from '../../../domain/i18n/shop-languages.ts';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_MINUTES,
  RESETS_PER_ADDRESS_PER_HOUR,
  RESETS_PER_EMAIL_PER_HOUR,
} from '../../../domain/password-reset.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { toPublicUser } from './answer.ts';

/** The session cookie a sign-in sets (docs/product/roles-and-sessions.md). */
export const SESSION_COOKIE_HEADER = {
  'Set-Cookie': { description: 'doorstep_session: HttpOnly, SameSite=Lax, Path=/, Secure outside localhost', schema: { type: 'string' } },
} as const;

const googleOff = failure('Google sign-in is not enabled');

export function authRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get(
      '/providers',
      documented({
        operationId: 'authProviders',
        summary: 'Which sign-in methods are on',
        tags: ['Accounts'],
        access: 'public',
        responses: { 200: answer('`google` is null unless GOOGLE_CLIENT_ID is set', ProvidersAnswer) },
      }),
      (c) => {
        const data: AuthProviders = { google: runtime.google ? { clientId: runtime.google.clientId } : null };
        return c.json({ success: true as const, data }, 200);
      },
    )
    .post(
      '/google/nonce',
      documented({
        operationId: 'googleNonce',
        summary: 'A single-use nonce (10 minutes) to pass to Google Identity Services',
        tags: ['Accounts'],
        access: 'public',
        responses: {
          200: answer('The nonce', NonceAnswer),
          404: googleOff,
          429: failure('More than 60 nonces from one address in 10 minutes'),
        },
      }),
      async (c) => {
        const nonce = valueOrRefusal(await issueGoogleNonce(runtime, runtime.clientAddress(c)));
        return c.json({ success: true as const, data: { nonce } }, 200);
      },
    )
    .post(
      '/signup',
      documented({
        operationId: 'signUp',
        summary: 'Create a customer account and sign in',
        tags: ['Accounts'],
        access: 'public',
        responses: {
          201: answer(`'${AUTH_MESSAGES.accountCreated}'`, SignedInAnswer, SESSION_COOKIE_HEADER),
          400: failure(`'${AUTH_ERRORS.nameRequired}', '${AUTH_ERRORS.emailInvalid}', '${AUTH_ERRORS.passwordTooShort}'`),
          409: failure(`'${AUTH_ERRORS.emailTaken}'`),
          429: failure(`'${AUTH_ERRORS.tooManySignups}' (Retry-After)`),
        },
      }),
      jsonBody(SignUpBody),
      async (c) => {
        const user = valueOrRefusal(await signUp(runtime, c.req.valid('json'), runtime.clientAddress(c)));
        await startSession(runtime, c, user.id, 'password');
        return c.json({ success: true as const, data: toPublicUser(user), message: AUTH_MESSAGES.accountCreated }, 201);
      },
    )
    .post(
      '/password-reset',
      documented({
        operationId: 'requestPasswordReset',
        summary: 'Mail a link to choose a new password',
        description: `Always the same answer, whether or not an account has the e-mail. When one does, it is mailed a link to /reset-password?token=…, which works once, for ${PASSWORD_RESET_MINUTES} minutes; only the token's hash is kept.`,
        tags: ['Accounts'],
        access: 'public',
        responses: {
          200: answer(`'${PASSWORD_RESET_MESSAGES.requested}'`, MessageAnswer),
          400: failure(`'${AUTH_ERRORS.emailMissing}' / '${AUTH_ERRORS.emailInvalid}'`),
          429: failure(
            `'${PASSWORD_RESET_MESSAGES.tooMany}' (Retry-After): ${RESETS_PER_ADDRESS_PER_HOUR} an hour from an address, ${RESETS_PER_EMAIL_PER_HOUR} for an e-mail`,
          ),
        },
      }),
      jsonBody(PasswordResetRequestBody),
      async (c) => {
        valueOrRefusal(
          await requestPasswordReset(
            runtime,
            c.req.valid('json').email,
            runtime.clientAddress(c),
            preferredLanguage(c.req.header('accept-language'), LANGUAGES),
          ),
        );
        return c.json({ success: true as const, message: PASSWORD_RESET_MESSAGES.requested }, 200);
      },
    )
    .post(
      '/password-reset/confirm',
      documented({
        operationId: 'confirmPasswordReset',
        summary: "Set a new password with a reset link's token",
        description:
          'Sets the password and ends every session of the account (sign in again with the new one). The link, and any other the account had, stops working.',
        tags: ['Accounts'],
        access: 'public',
        responses: {
          200: answer(`'${PASSWORD_RESET_MESSAGES.changed}'`, MessageAnswer),
          400: failure(
            `'${PASSWORD_RESET_MESSAGES.linkInvalid}' (code reset_link_invalid), '${AUTH_ERRORS.passwordTooShort}', '${AUTH_ERRORS.passwordTooLong}'`,
          ),
        },
      }),
      jsonBody(PasswordResetConfirmBody),
      async (c) => {
        valueOrRefusal(await confirmPasswordReset(runtime, c.req.valid('json')));
        return c.json({ success: true as const, message: PASSWORD_RESET_MESSAGES.changed }, 200);
      },
    )
    .post(
      '/login',
      documented({
        operationId: 'logIn',
        summary: 'Sign in with e-mail and password',
        tags: ['Accounts'],
        access: 'public',
        responses: {
          200: answer(`'${AUTH_MESSAGES.loggedIn}'`, SignedInAnswer, SESSION_COOKIE_HEADER),
          400: failure(`'${AUTH_ERRORS.emailMissing}' / '${AUTH_ERRORS.passwordMissing}'`),
          401: failure(`'${AUTH_ERRORS.invalidCredentials}'`),
          429: failure(
            "'Too many failed sign-in attempts. Please wait N seconds and try again.' (Retry-After: N). After 5 failures for an e-mail (10 for an address) each failure doubles the wait, up to 15 minutes.",
          ),
        },
      }),
      jsonBody(LogInBody),
      async (c) => {
        const device = await readKnownDevice(c, runtime.key, runtime.now());
        const user = valueOrRefusal(await logIn(runtime, c.req.valid('json'), { address: runtime.clientAddress(c), device }));
        await startSession(runtime, c, user.id, 'password');
        return c.json({ success: true as const, data: toPublicUser(user), message: AUTH_MESSAGES.loggedIn }, 200);
      },
    )
    .post(
      '/google',
      documented({
        operationId: 'googleSignIn',
        summary: 'Sign in with a Google ID token',
        description:
          'Verifies the token (RS256 against Google keys, aud = GOOGLE_CLIENT_ID, Google issuer, exp) and consumes its nonce. Finds the account by Google subject, links one with the same e-mail only when Google verified the e-mail, else creates a customer. `name` (the sign-up tab) becomes the display name.',
        tags: ['Accounts'],
        access: 'public',
        responses: {
          200: answer(`'${AUTH_MESSAGES.googleLoggedIn}'`, SignedInAnswer, SESSION_COOKIE_HEADER),
          400: failure('Malformed credential or missing fields'),
          401: failure('Token refused (signature, audience, issuer, expiry) or nonce unknown, expired or used'),
          404: googleOff,
          409: failure('The e-mail belongs to an account and Google has not verified it'),
          503: failure("Google's keys could not be fetched"),
        },
      }),
      jsonBody(GoogleSignInBody),
      async (c) => {
        const user = valueOrRefusal(await googleSignIn(runtime, c.req.valid('json')));
        await startSession(runtime, c, user.id, 'google');
        return c.json({ success: true as const, data: toPublicUser(user), message: AUTH_MESSAGES.googleLoggedIn }, 200);
      },
    )
    .post(
      '/logout',
      documented({
        operationId: 'logOut',
        summary: 'End this session on the server and clear the cookie',
        tags: ['Accounts'],
        access: 'public',
        responses: { 200: answer(`'${AUTH_MESSAGES.loggedOut}' (also when no session was active)`, MessageAnswer) },
      }),
      async (c) => {
        await logOut(runtime, readSessionCookie(c));
        clearSessionCookie(c);
        return c.json({ success: true as const, message: AUTH_MESSAGES.loggedOut }, 200);
      },
    )
    .get(
      '/me',
      documented({
        operationId: 'currentUser',
        summary: 'Who is signed in (role read from the database)',
        tags: ['Accounts'],
        access: 'signed-in',
        responses: { 200: answer('The signed-in user', CurrentUserAnswer) },
      }),
      requireUser(runtime),
      (c) => c.json({ success: true as const, data: currentUser(c.get('auth')) }, 200),
    );
}
