import { z } from 'zod';
import { EMAIL_CHANGE_MESSAGES } from '../account-email.ts';
import { accountUpdateSchema, AUTH_ERRORS, LoginInput, NewPassword, OptionalDisplayName, SignupInput, UserRole } from '../auth.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { DEFAULT_SUBSTITUTION_MODES } from '../picking/substitution.ts';
import { PASSWORD_RESET_MESSAGES, PasswordResetRequest } from '../password-reset.ts';
import { dataAnswer, dataAnswerWithMessage } from './envelope.ts';

/**
 * Accounts as callers see them (/api/auth and /api/account): what each route reads and what it
 * answers. The routes validate with these schemas, the OpenAPI document is generated from them,
 * and the site types its calls by them (types only: domain/account.ts names the ones it reads).
 * The forms' own schemas, which the browser runs as a person types, stay in domain/auth.ts and
 * domain/password-reset.ts and are named here as the bodies they are. Refusals are the shop's
 * error body (ErrorAnswer, ./envelope.ts) with the messages of those files; the two links'
 * refusals carry `code` 'reset_link_invalid' and 'email_link_invalid'.
 */

/** POST /api/auth/signup: the sign-up form's schema. */
export const SignUpBody = SignupInput;
export type SignUpBody = z.input<typeof SignUpBody>;

/** POST /api/auth/login: the sign-in form's schema. */
export const LogInBody = LoginInput;
export type LogInBody = z.input<typeof LogInBody>;

const noCredential = 'Google sign-in failed: no credential was sent.';
const noNonce = 'Google sign-in failed: no nonce was sent.';

/** POST /api/auth/google: Google's ID token, the nonce it was asked with, and the name typed on the sign-up tab. */
export const GoogleSignInBody = z.object({
  credential: z.string({ error: noCredential }).min(1, noCredential).max(8192),
  nonce: z.string({ error: noNonce }).min(1, noNonce).max(256),
  name: OptionalDisplayName,
});
export type GoogleSignInBody = z.input<typeof GoogleSignInBody>;

/** POST /api/auth/password-reset: the "forgot password" form's schema. */
export const PasswordResetRequestBody = PasswordResetRequest;
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetConfirmBody = z.object({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.linkInvalid })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.linkInvalid)
    .max(200, PASSWORD_RESET_MESSAGES.linkInvalid),
  password: NewPassword,
});
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBody>;

/**
 * PUT /api/account: the Account Settings form's fields, but the current password may be blank,
 * because a Google-only account has none. The server still demands it whenever the account has
 * a password (same message), and otherwise asks for a recent Google sign-in.
 */
export const AccountUpdateBody = accountUpdateSchema(
  z.preprocess((value) => (value === undefined || value === null ? '' : value), z.string().max(1024, AUTH_ERRORS.currentPasswordIncorrect)),
);
export type AccountUpdateBody = z.input<typeof AccountUpdateBody>;

/** POST /api/account/email/confirm: the token of the link mailed to the new address. */
export const EmailChangeConfirmBody = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_MESSAGES.linkInvalid })
    .trim()
    .min(1, EMAIL_CHANGE_MESSAGES.linkInvalid)
    .max(200, EMAIL_CHANGE_MESSAGES.linkInvalid),
});
export type EmailChangeConfirmBody = z.input<typeof EmailChangeConfirmBody>;

/** Who is signed in, as the API reports it. The role only decides what the screens show. */
export const PublicUserAnswer = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: UserRole,
    language: z
      .enum(LANGUAGES)
      .nullable()
      .describe('The language the account reads the shop and its mails in; null until the person chooses one'),
    substitutionDefault: z
      .enum(DEFAULT_SUBSTITUTION_MODES)
      .describe("What the customer's new cart lines may be replaced by if out when the order is picked"),
  })
  .meta({ id: 'PublicUser' });
export type PublicUserAnswer = z.infer<typeof PublicUserAnswer>;

/** A sign-up (201) or a sign-in (200): the account, and the session cookie in Set-Cookie. */
export const SignedInAnswer = dataAnswerWithMessage(PublicUserAnswer);
export type SignedInAnswer = z.infer<typeof SignedInAnswer>;
/** GET /api/auth/me. */
export const CurrentUserAnswer = dataAnswer(PublicUserAnswer);
export type CurrentUserAnswer = z.infer<typeof CurrentUserAnswer>;

/** PUT /api/account: `data` keeps the e-mail in use; `pendingEmail` is where a link went. */
export const AccountUpdatedAnswer = SignedInAnswer.extend({
  pendingEmail: z
    .string()
    .optional()
    .describe('The address mailed a link, when another e-mail was asked for; the e-mail changes when it is opened'),
});
export type AccountUpdatedAnswer = z.infer<typeof AccountUpdatedAnswer>;

/** POST /api/account/email/confirm: the account's e-mail from now on. */
export const EmailConfirmedAnswer = dataAnswerWithMessage(z.object({ email: z.string() }));
export type EmailConfirmedAnswer = z.infer<typeof EmailConfirmedAnswer>;

/** GET /api/auth/providers: the Google button shows only when `google` is not null. */
export const ProvidersAnswer = dataAnswer(
  z.object({
    google: z.object({ clientId: z.string() }).nullable().describe('null unless GOOGLE_CLIENT_ID is set'),
  }),
);
export type ProvidersAnswer = z.infer<typeof ProvidersAnswer>;

/** POST /api/auth/google/nonce: single use, for 10 minutes. */
export const NonceAnswer = dataAnswer(z.object({ nonce: z.string() }));
export type NonceAnswer = z.infer<typeof NonceAnswer>;
