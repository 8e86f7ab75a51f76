/**
 * Numbers as a person types them in the shop's locale (docs/product/forms.md): "22,5" in it-IT is
 * 22.5, "1.234,56" in de-DE is 1234.56, "1,234.56" in en-US is 1234.56. The API takes JSON
 * numbers; the forms read what was typed with this, so nobody's "5,50" becomes 550 or nothing.
 *
 * Strict where a misreading would cost money: grouping must be in threes, and a separator that
 * the locale uses for grouping, followed by other than three digits ("22.5" in it-IT, "5,50" in
 * en-US), is refused with a message that shows how to write it, never guessed.
 */

export interface LocaleSeparators {
  decimal: string;
  group: string;
}

const separatorsByLocale = new Map<string, LocaleSeparators>();

/** The locale's decimal and grouping signs, as Intl writes them ('.' and ',' in en-US). */
export function localeSeparators(locale: string): LocaleSeparators {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
    } catch {
      parts = new Intl.NumberFormat('en-US', { useGrouping: true }).formatToParts(12345.6);
    }
    separators = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

export type LocaleNumberReading = { ok: true; value: number } | { ok: false; message: string };

/** Spaces of every width people and locales use between digit groups (fr-FR writes a narrow no-break space). */
const SPACES = /[\s\u00a0\u202f\u2007\u2009'’]/g;

/**
 * `text` read as a number in `locale`, or a message saying how to write it. Empty text is not a
 * number (the form says the field is needed). A leading minus is read; whether a field takes
 * negative numbers is the field's own rule.
 */
export function readLocaleNumber(text: string, locale: string): LocaleNumberReading {
  const { decimal, group } = localeSeparators(locale);
  let body = text.trim().replace(/^[−–]/, '-');
  const negative = body.startsWith('-');
  if (negative) body = body.slice(1).trim();
  // Spaces (and Swiss apostrophes) between groups are read as grouping whatever the locale.
  body = body.replace(SPACES, '');
  const example = (value: string) => ({
    ok: false as const,
    message: `Write it as ${value}: decimals after "${decimal}"${group.trim() ? `, thousands with "${group}" or nothing` : ''}.`,
  });

  if (!/^[0-9.,]+$/.test(body) || !/[0-9]/.test(body)) return { ok: false, message: 'Enter a number.' };
  const decimalSign = decimal === ',' ? ',' : '.';
  const groupSign = decimalSign === ',' ? '.' : ',';
  const decimalAt = body.lastIndexOf(decimalSign);
  const whole = decimalAt === -1 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : body.slice(decimalAt + 1);
  if (decimalAt !== -1 && (fraction === '' || fraction.includes(groupSign) || whole.includes(decimalSign)))
    return example(suggestion(body, decimalSign));
  if (whole.includes(groupSign)) {
    const groups = whole.split(groupSign);
    // Threes, and the twos of Indian grouping (12,34,567) before the last three.
    const wellGrouped =
      groups[0]!.length >= 1 &&
      groups[0]!.length <= 3 &&
      groups.at(-1)!.length === 3 &&
      groups.slice(1, -1).every((part) => part.length === 2 || part.length === 3);
    // "22.5" in it-IT, "5,50" in en-US: a decimal written with the other sign. Said, not guessed.
    if (!wellGrouped) return example(suggestion(body, decimalSign));
  }
  if (whole === '' && fraction === '') return { ok: false, message: 'Enter a number.' };
  const value = Number(`${whole.split(groupSign).join('') || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, message: 'Enter a number.' };
  return { ok: true, value: negative ? -value : value };
}

/** What the text most likely meant, written the locale's way: its last sign as the decimal one. */
function suggestion(body: string, decimalSign: string): string {
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  const whole = body.slice(0, last).replace(/[.,]/g, '');
  const fraction = body.slice(last + 1);
  return fraction === '' ? whole || '0' : `${whole || '0'}${decimalSign}${fraction}`;
}

/** A number as a field shows it in `locale`, without grouping: 22.5 → "22,5" in it-IT. */
export function localeNumberText(value: number, locale: string, fractionDigits?: number): string {
  const text = fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits);
  return text.replace('.', localeSeparators(locale).decimal);
}
