import type { MessageKey } from '../../i18n/t.ts';
import type { Translate } from '../../i18n/t.ts';

/**
 * Contact and newsletter forms send nothing to our server: they open the visitor's own mail
 * app with a draft. These helpers check the fields and build that draft's address. A field's
 * problem is a message key (domain/i18n/messages/shop.ts), written with tText(message, MAIL_DRAFT_VALUES).
 */

export const EMAIL_REQUIRED_MESSAGE: MessageKey = 'shop.emailRequired';
export const EMAIL_INVALID_MESSAGE: MessageKey = 'shop.emailInvalid';
export const NAME_REQUIRED_MESSAGE: MessageKey = 'shop.nameRequired';
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_TOO_SHORT_MESSAGE: MessageKey = 'shop.messageTooShort';
/** The values the problems' messages are written with. */
export const MAIL_DRAFT_VALUES = { min: MESSAGE_MIN_LENGTH } as const;

// One @, something before it, a dot in the domain, no spaces: what a mail app will accept.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The message to show for an e-mail field, or undefined when it is fine. */
export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED_MESSAGE;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return EMAIL_INVALID_MESSAGE;
  return undefined;
}

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export function checkContactFields(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim()) errors.name = NAME_REQUIRED_MESSAGE;
  const email = checkEmail(fields.email);
  if (email) errors.email = email;
  if (fields.message.trim().length < MESSAGE_MIN_LENGTH) errors.message = MESSAGE_TOO_SHORT_MESSAGE;
  return errors;
}

/**
 * A mailto: URL with subject and body encoded per RFC 6068 (spaces as %20, line breaks as
 * %0D%0A), which mail apps read more reliably than URLSearchParams' '+' for spaces.
 */
export function mailtoUrl(to: string, draft: { subject: string; body?: string }): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const params = [`subject=${encode(draft.subject)}`];
  if (draft.body) params.push(`body=${encode(draft.body)}`);
  return `mailto:${to}?${params.join('&')}`;
}

export function contactDraft(fields: ContactFields, shopName: string, t: Translate): { subject: string; body: string } {
  const name = fields.name.trim();
  return {
    subject: t('shop.contactSubjectFrom', { name, shop: shopName }),
    body: `${fields.message.trim()}\n\n${name}\n${fields.email.trim()}`,
  };
}

export function newsletterDraft(email: string, shopName: string, t: Translate): { subject: string; body: string } {
  return {
    subject: t('shop.newsletterSubject', { shop: shopName }),
    body: t('shop.newsletterBody', { email: email.trim(), shop: shopName }),
  };
}
