import { describe, expect, it } from 'vitest';
import { AccountUpdateInput, AUTH_ERRORS, fieldErrors, firstIssueMessage, LoginInput, SignupInput, tooManyLoginsMessage } from './auth.ts';
import { AccountUpdateBody, GoogleSignInBody } from './contracts/accounts.ts';

function messageOf(result: { success: boolean; error?: unknown }): string | undefined {
  if (result.success) return undefined;
  return firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);
}

describe('SignupInput', () => {
  it('accepts a full sign-up and trims name and e-mail', () => {
    const parsed = SignupInput.parse({ name: '  Ann Lee ', email: ' Ann@Example.com ', password: 'longenough' });
    expect(parsed).toEqual({ name: 'Ann Lee', email: 'Ann@Example.com', password: 'longenough' });
  });

  it.each([
    [{ email: 'a@b.co', password: 'longenough' }, AUTH_ERRORS.nameRequired],
    [{ name: '   ', email: 'a@b.co', password: 'longenough' }, AUTH_ERRORS.nameRequired],
    [{ name: 'Ann', email: 'not-an-email', password: 'longenough' }, AUTH_ERRORS.emailInvalid],
    [{ name: 'Ann', password: 'longenough' }, AUTH_ERRORS.emailInvalid],
    [{ name: 'Ann', email: 'a@b.co', password: 'short' }, AUTH_ERRORS.passwordTooShort],
    [{ name: 'Ann', email: 'a@b.co', password: 'x'.repeat(129) }, AUTH_ERRORS.passwordTooLong],
  ])('refuses %j with its message', (input, message) => {
    expect(messageOf(SignupInput.safeParse(input))).toBe(message);
  });
});

describe('LoginInput', () => {
  it('asks for the missing field', () => {
    expect(messageOf(LoginInput.safeParse({ password: 'x' }))).toBe(AUTH_ERRORS.emailMissing);
    expect(messageOf(LoginInput.safeParse({ email: 'a@b.co', password: '' }))).toBe(AUTH_ERRORS.passwordMissing);
    expect(LoginInput.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('AccountUpdateInput', () => {
  it('requires the current password', () => {
    expect(messageOf(AccountUpdateInput.safeParse({ displayName: 'New' }))).toBe(AUTH_ERRORS.currentPasswordRequired);
    expect(messageOf(AccountUpdateInput.safeParse({ currentPassword: '' }))).toBe(AUTH_ERRORS.currentPasswordRequired);
  });

  it('needs the confirmation to equal the new password', () => {
    const result = AccountUpdateInput.safeParse({ currentPassword: 'old', newPassword: 'newpassword', confirmPassword: 'other' });
    expect(messageOf(result)).toBe(AUTH_ERRORS.passwordsDontMatch);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ confirmPassword: AUTH_ERRORS.passwordsDontMatch });
  });

  it('treats blank optional fields as not given', () => {
    expect(AccountUpdateInput.parse({ currentPassword: 'old', displayName: '', email: ' ', newPassword: '', confirmPassword: '' })).toEqual(
      { currentPassword: 'old' },
    );
  });

  it('checks the new password length and the e-mail format', () => {
    expect(messageOf(AccountUpdateInput.safeParse({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' }))).toBe(
      AUTH_ERRORS.passwordTooShort,
    );
    expect(messageOf(AccountUpdateInput.safeParse({ currentPassword: 'old', email: 'nope' }))).toBe(AUTH_ERRORS.emailInvalid);
  });
});

describe('AccountUpdateBody', () => {
  it('lets a blank current password through for the server to judge', () => {
    expect(AccountUpdateBody.parse({ displayName: 'New' })).toEqual({ currentPassword: '', displayName: 'New' });
    expect(messageOf(AccountUpdateBody.safeParse({ newPassword: 'newpassword', confirmPassword: 'x' }))).toBe(
      AUTH_ERRORS.passwordsDontMatch,
    );
  });
});

describe('GoogleSignInBody', () => {
  it('needs a credential and a nonce; the name is optional', () => {
    expect(GoogleSignInBody.safeParse({ credential: 'a.b.c', nonce: 'n' }).success).toBe(true);
    expect(GoogleSignInBody.parse({ credential: 'a.b.c', nonce: 'n', name: ' ' })).toEqual({ credential: 'a.b.c', nonce: 'n' });
    expect(GoogleSignInBody.safeParse({ nonce: 'n' }).success).toBe(false);
  });
});

it('words the backoff message with the wait', () => {
  expect(tooManyLoginsMessage(4)).toBe('Too many failed sign-in attempts. Please wait 4 seconds and try again.');
});
