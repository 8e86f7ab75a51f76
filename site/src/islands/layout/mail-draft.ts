/**
 * Contact and newsletter forms send nothing to our server: they open the visitor's own mail
 * app with a draft. These helpers check the fields and build that draft's address.
 */

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your e-mail address.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address, like name@example.com.';
export const NAME_REQUIRED_MESSAGE = 'Please enter your name.';
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_TOO_SHORT_MESSAGE = `Please write a message of at least ${MESSAGE_MIN_LENGTH} characters.`;

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

export function contactDraft(fields: ContactFields, shopName: string): { subject: string; body: string } {
  const name = fields.name.trim();
  return {
    subject: `Message from ${name} via the ${shopName} website`,
    body: `${fields.message.trim()}\n\n${name}\n${fields.email.trim()}`,
  };
}

export function newsletterDraft(email: string, shopName: string): { subject: string; body: string } {
  return {
    subject: `Subscribe to the ${shopName} newsletter`,
    body: `Please add ${email.trim()} to the ${shopName} newsletter.`,
  };
}
