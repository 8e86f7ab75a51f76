/**
 * Text that must stay on one line: names, addresses, the shop's details. A line break in a name
 * ends up in mail headers' neighbourhood and in the mails' own lines ("Ann\nYour order was
 * refunded"), a tab or other control character hides what a field says, and a bidirectional
 * override makes a name read backwards. Refused with the field's message; multi-line fields
 * (the customer's notes) do not use this.
 */

/** C0 and C1 controls (line breaks, tabs…), the Unicode line and paragraph separators, and bidirectional overrides and isolates. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export function isSingleLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** The message for a field that must be one line: 'Name must be one line, without tabs or control characters.' */
export const oneLineMessage = (field: string) => `${field} must be one line, without tabs or control characters.`;
