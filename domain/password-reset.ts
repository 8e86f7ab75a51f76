import { z } from 'zod';
import { EMAIL_MAX_LENGTH, AUTH_ERRORS } from './auth.ts';

/** How long a password-reset link works after it was asked for. */
export const PASSWORD_RESET_MINUTES = 30;
/** Reset requests per hour: from one address, and for one e-mail (a mailbox is not to be flooded). */
export const RESETS_PER_ADDRESS_PER_HOUR = 10;
export const RESETS_PER_EMAIL_PER_HOUR = 3;

/**
 * `requested` and `changed` are the API's own English answers (the pages word them themselves); the
 * refusals are message keys (domain/i18n/messages/account-forms.ts), written in the asker's language.
 */
export const PASSWORD_RESET_MESSAGES = {
  requested: `If an account uses that e-mail, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
  changed: 'Your password is changed, and every device signed in to your account was signed out. Sign in with the new password.',
  linkInvalid: 'account-forms.resetLinkInvalid',
  tooMany: 'account-forms.tooManyResets',
} as const;

/** The "forgot password" form, and POST /api/auth/password-reset (domain/contracts/accounts.ts). */
export const PasswordResetRequest = z.object({
  email: z
    .string({ error: AUTH_ERRORS.emailMissing })
    .trim()
    .min(1, AUTH_ERRORS.emailMissing)
    .max(EMAIL_MAX_LENGTH, AUTH_ERRORS.emailInvalid)
    .pipe(z.email({ error: AUTH_ERRORS.emailInvalid })),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
