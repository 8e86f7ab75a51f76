import { z } from 'zod';
import { AUTH_ERRORS, EMAIL_MAX_LENGTH, NewPassword } from '../../../../domain/auth.ts';
import { ApiError, refusalCode } from '../../lib/api.ts';

/**
 * What the forgot-password and reset-password pages read from their addresses, and the reset
 * form's rules. The server checks the password again (domain/password-reset.ts); the second
 * copy is only the browser's business, so its rule lives here.
 */

export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** /forgot-password, carrying what was typed as the e-mail on the login form (if anything). */
export function forgotPasswordHref(email: string): string {
  const typed = email.trim();
  if (!typed || typed.length > EMAIL_MAX_LENGTH) return FORGOT_PASSWORD_PATH;
  return `${FORGOT_PASSWORD_PATH}?${new URLSearchParams({ email: typed }).toString()}`;
}

/** The e-mail a link to /forgot-password brought (?email=), to start the form from. */
export function emailFromQuery(search: string): string | undefined {
  const email = new URLSearchParams(search).get('email')?.trim();
  return email && email.length <= EMAIL_MAX_LENGTH ? email : undefined;
}

/** The token of a reset link (?token=), or null when the link arrived without one (cut by a mail app). */
export function resetTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/** Whether the server refused the link itself (used, too old, or unknown) rather than the password. */
export function isResetLinkRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && refusalCode(error) === 'reset_link_invalid';
}

/** The reset form: the new password by the shared length rules, typed twice alike. */
export const ChooseNewPassword = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], message: AUTH_ERRORS.passwordsDontMatch });
export type ChooseNewPassword = z.infer<typeof ChooseNewPassword>;
