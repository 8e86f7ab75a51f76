/**
 * Changing an account's e-mail: the new address gets a link, and the e-mail changes only when it
 * is opened. The answer to the request is the same whether or not another account has the
 * address, so the account page cannot be used to learn who is a customer.
 */

/** How long the link works after it was asked for. */
export const EMAIL_CHANGE_HOURS = 24;
/** Change requests per hour: for one account, and to one address (a mailbox is not to be flooded). */
export const EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR = 5;
export const EMAIL_CHANGES_TO_ADDRESS_PER_HOUR = 3;

/**
 * `confirmed` is the API's own English answer (the page words it itself); the refusals are message
 * keys (domain/i18n/messages/account-forms.ts), written in the asker's language.
 */
export const EMAIL_CHANGE_MESSAGES = {
  confirmed: 'Your e-mail is changed. Use the new one to sign in from now on.',
  linkInvalid: 'account-forms.emailLinkInvalid',
  tooMany: 'account-forms.tooManyEmailChanges',
} as const;

/** 'Check your inbox: we sent a link to new@example.com. …' — the same whoever has the address. */
export function emailChangeSentMessage(email: string): string {
  return `Check your inbox: we sent a link to ${email}. Your e-mail changes when you open it (within ${EMAIL_CHANGE_HOURS} hours).`;
}
