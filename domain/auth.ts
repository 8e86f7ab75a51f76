import { z } from 'zod';
import { DEFAULT_SUBSTITUTION_MODES } from './picking/substitution.ts';
import { PICKING_ERRORS } from './picking/picking-messages.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants.ts';
import { isSingleLine } from './single-line.ts';
import { LANGUAGES } from './i18n/languages.ts';
import type { MessageKey } from './i18n/messages/index.ts';
import { SHOP_LANGUAGES_MESSAGES } from './i18n/shop-languages.ts';

/**
 * Account rules shared by the islands (instant feedback) and the worker (the truth). Every
 * message a person can see lives here, so both sides say the same thing.
 */

/** staff: the order desk and the orders, nothing else; admin: everything. */
export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH };

/** The API's own success answers, in English: each page says its success in its own words (domain/i18n/messages/auth.ts). */
export const AUTH_MESSAGES = {
  loggedIn: 'Logged in successfully!',
  accountCreated: 'Account created!',
  googleLoggedIn: 'Google login success!',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully!',
  signedOut: 'Signed out successfully!',
} as const;

/**
 * Message keys (domain/i18n/messages/auth.ts, account-forms.ts), written in the asker's language by
 * the server and with tText on a page.
 */
const AUTH_ERROR_KEYS = {
  nameRequired: 'auth.nameRequired',
  nameTooLong: 'auth.nameTooLong',
  nameOneLine: 'auth.nameOneLine',
  emailInvalid: 'auth.emailInvalid',
  emailMissing: 'auth.emailMissing',
  passwordMissing: 'auth.passwordMissing',
  passwordTooShort: 'auth.passwordTooShort',
  passwordTooLong: 'auth.passwordTooLong',
  currentPasswordRequired: 'account-forms.currentPasswordRequired',
  passwordsDontMatch: 'auth.passwordsDontMatch',
  invalidCredentials: 'auth.invalidCredentials',
  currentPasswordIncorrect: 'account-forms.currentPasswordIncorrect',
  emailTaken: 'auth.emailTaken',
  notSignedIn: 'auth.notSignedIn',
  tooManySignups: 'auth.tooManySignups',
  googleReauth: 'account-forms.googleReauth',
} as const satisfies Record<string, MessageKey>;

/** The account rules' messages; the team's checks are still in English, as the admin screens say them. */
export const AUTH_ERRORS = {
  ...AUTH_ERROR_KEYS,
  adminOnly: 'Only an administrator can do that.',
  staffOnly: "Only the shop's team can do that.",
  crossSite: 'Cross-site request refused.',
} as const;

/** 'Too many failed sign-in attempts. Please wait N seconds and try again.' */
export function tooManyLoginsMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again.`;
}

/** Blank form fields arrive as '' — for optional fields that means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const email = z
  .string({ error: AUTH_ERRORS.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, AUTH_ERRORS.emailInvalid)
  .pipe(z.email({ error: AUTH_ERRORS.emailInvalid }));

/** A password being set (sign-up, account change, the console's set-password): its length rules. */
export const NewPassword = z
  .string({ error: AUTH_ERRORS.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_ERRORS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_ERRORS.passwordTooLong);
const newPassword = NewPassword;

export const SignupInput = z.object({
  name: z
    .string({ error: AUTH_ERRORS.nameRequired })
    .trim()
    .min(1, AUTH_ERRORS.nameRequired)
    .max(NAME_MAX_LENGTH, AUTH_ERRORS.nameTooLong)
    .refine(isSingleLine, AUTH_ERRORS.nameOneLine),
  email,
  password: newPassword,
});
export type SignupInput = z.infer<typeof SignupInput>;

export const LoginInput = z.object({
  email: z
    .string({ error: AUTH_ERRORS.emailMissing })
    .trim()
    .min(1, AUTH_ERRORS.emailMissing)
    .max(EMAIL_MAX_LENGTH, AUTH_ERRORS.invalidCredentials),
  // No length rule beyond "present": old passwords must keep working; the cap only bounds work.
  password: z.string({ error: AUTH_ERRORS.passwordMissing }).min(1, AUTH_ERRORS.passwordMissing).max(1024, AUTH_ERRORS.invalidCredentials),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** A display name that may be left blank: on Account Settings "unchanged", on Google's sign-up tab "Google's". */
export const OptionalDisplayName = z.preprocess(
  blankToUndefined,
  z.string().trim().max(NAME_MAX_LENGTH, AUTH_ERRORS.nameTooLong).refine(isSingleLine, AUTH_ERRORS.nameOneLine).optional(),
);

/** A shipped language's code ('it'), as an account or an order keeps it; anything else is refused in the asker's language. */
export const LanguageCode = z.enum(LANGUAGES, { error: SHOP_LANGUAGES_MESSAGES.unknown });

const accountUpdateFields = {
  /** The language the site and the mails speak to this account in; changing only it needs no password (it opens nothing). */
  language: LanguageCode.optional(),
  /** What the customer's new cart lines may be replaced by if out when picked; like the language, it needs no password. */
  substitutionDefault: z.enum(DEFAULT_SUBSTITUTION_MODES, { error: PICKING_ERRORS.substitutionMode }).optional(),
  displayName: OptionalDisplayName,
  email: z.preprocess(blankToUndefined, email.optional()),
  newPassword: z.preprocess(blankToUndefined, newPassword.optional()),
  confirmPassword: z.preprocess(blankToUndefined, z.string().max(PASSWORD_MAX_LENGTH).optional()),
};

function passwordsMatch(input: { newPassword?: string | undefined; confirmPassword?: string | undefined }) {
  return input.newPassword === undefined || input.newPassword === input.confirmPassword;
}
const mismatch = { path: ['confirmPassword'], message: AUTH_ERRORS.passwordsDontMatch };

/**
 * The Account Settings fields with `currentPassword` read as given: the form demands one, the
 * server (PUT /api/account, domain/contracts/accounts.ts) lets a Google-only account leave it blank.
 */
export function accountUpdateSchema<CurrentPassword extends z.ZodType<string, unknown>>(currentPassword: CurrentPassword) {
  return z.object({ currentPassword, ...accountUpdateFields }).refine(passwordsMatch, mismatch);
}

/** The Account Settings form, where the current password is required. */
export const AccountUpdateInput = accountUpdateSchema(
  z
    .string({ error: AUTH_ERRORS.currentPasswordRequired })
    .min(1, AUTH_ERRORS.currentPasswordRequired)
    .max(1024, AUTH_ERRORS.currentPasswordIncorrect),
);
export type AccountUpdateInput = z.infer<typeof AccountUpdateInput>;

export { fieldErrors, firstIssueMessage } from './validation.ts';
