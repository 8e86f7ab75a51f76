import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_HOURS } from '../../account-email.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth.ts';
import { TRACKING_DETAILS_KEPT_DAYS } from '../../order-privacy.ts';
import { PASSWORD_RESET_MINUTES } from '../../password-reset.ts';
import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '../../review-form.ts';
import { translator } from '../tables.ts';

/**
 * A rule's message travels as a bare key, so its limit is written into the words; the message
 * files cannot import the rules (the rules import the keys' type). These keep the two in step.
 */
describe('the limits written into the rules’ messages', () => {
  const english = translator('en');
  it.each([
    ['auth.nameTooLong', NAME_MAX_LENGTH],
    ['auth.passwordTooShort', PASSWORD_MIN_LENGTH],
    ['auth.passwordTooLong', PASSWORD_MAX_LENGTH],
    ['account-forms.emailLinkInvalid', EMAIL_CHANGE_HOURS],
    ['account-forms.resetLinkInvalid', PASSWORD_RESET_MINUTES],
    ['account-forms.resetRequested', PASSWORD_RESET_MINUTES],
    ['orders.detailsHidden', TRACKING_DETAILS_KEPT_DAYS],
    ['reviews.tooShort', REVIEW_MIN_LENGTH],
    ['reviews.tooLong', REVIEW_MAX_LENGTH],
  ] as const)('%s says %i', (key, limit) => {
    expect(english(key)).toMatch(new RegExp(`\\b${limit}\\b`));
  });
});
