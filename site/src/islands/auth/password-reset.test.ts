import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, EMAIL_MAX_LENGTH, fieldErrors } from '../../../../domain/auth.ts';
import { PASSWORD_RESET_MESSAGES } from '../../../../domain/password-reset.ts';
import { ApiError } from '../../lib/api.ts';
import { ChooseNewPassword, emailFromQuery, forgotPasswordHref, isResetLinkRefused, resetTokenFrom } from './password-reset.ts';

describe('forgotPasswordHref', () => {
  it('carries the typed e-mail, trimmed and encoded', () => {
    expect(forgotPasswordHref('  ann+food@example.com ')).toBe('/forgot-password?email=ann%2Bfood%40example.com');
  });

  it('is the bare page when nothing (or too much) was typed', () => {
    expect(forgotPasswordHref('')).toBe('/forgot-password');
    expect(forgotPasswordHref('   ')).toBe('/forgot-password');
    expect(forgotPasswordHref(`${'a'.repeat(EMAIL_MAX_LENGTH)}@x.io`)).toBe('/forgot-password');
  });
});

describe('emailFromQuery', () => {
  it('reads back what forgotPasswordHref wrote', () => {
    const href = forgotPasswordHref('ann+food@example.com');
    expect(emailFromQuery(href.slice(href.indexOf('?')))).toBe('ann+food@example.com');
  });

  it('gives nothing for a missing, blank or oversized e-mail', () => {
    expect(emailFromQuery('')).toBeUndefined();
    expect(emailFromQuery('?email=%20%20')).toBeUndefined();
    expect(emailFromQuery(`?email=${'a'.repeat(EMAIL_MAX_LENGTH + 1)}`)).toBeUndefined();
  });
});

describe('resetTokenFrom', () => {
  it("reads the link's token", () => {
    expect(resetTokenFrom('?token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(resetTokenFrom('?utm=mail&token=abc')).toBe('abc');
  });

  it('is null when the link has no token', () => {
    expect(resetTokenFrom('')).toBeNull();
    expect(resetTokenFrom('?token=')).toBeNull();
    expect(resetTokenFrom('?token=%20')).toBeNull();
  });
});

describe('isResetLinkRefused', () => {
  it('is true only for the 400 whose code says the link cannot be used', () => {
    const refused = { success: false, code: 'reset_link_invalid', message: PASSWORD_RESET_MESSAGES.linkInvalid };
    expect(isResetLinkRefused(new ApiError(PASSWORD_RESET_MESSAGES.linkInvalid, 400, refused))).toBe(true);
    expect(isResetLinkRefused(new ApiError('Password must be at least 8 characters.', 400, { success: false, errors: {} }))).toBe(false);
    expect(isResetLinkRefused(new ApiError('Network error.', 0))).toBe(false);
    expect(isResetLinkRefused(new Error('reset_link_invalid'))).toBe(false);
  });
});

describe('ChooseNewPassword', () => {
  const errorsOf = (input: unknown) => {
    const parsed = ChooseNewPassword.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it('takes a long enough password typed twice alike', () => {
    expect(errorsOf({ password: 'a-good-password', confirmPassword: 'a-good-password' })).toEqual({});
  });

  it('says when the password is too short, and when the copies differ', () => {
    expect(errorsOf({ password: 'short', confirmPassword: 'short' })).toEqual({ password: AUTH_ERRORS.passwordTooShort });
    expect(errorsOf({ password: 'a-good-password', confirmPassword: 'a-good-passwort' })).toEqual({
      confirmPassword: AUTH_ERRORS.passwordsDontMatch,
    });
  });
});
