import { z } from 'zod';
import { readLocaleNumber } from './locale-number.ts';
import { displayCurrency } from './money.ts';

/**
 * How every shared schema reads a number field (docs/product/forms.md). The forms pass the text
 * as it was typed; the schema reads it in the shop's locale (`displayCurrency()`: the page's in
 * the browser, the settings' on a server), so "22,5" is 22.5 in it-IT and "1.234,56" is 1234.56
 * in de-DE, and a misreadable text ("22.5" in it-IT) gets a message at its field that shows how
 * to write it. JSON numbers, which the API takes, pass untouched.
 *
 * One place for this, not a conversion in each form: a form that forgot it would send "22,5"
 * as nothing, or as 225.
 */
export function readNumberField(blank: unknown = undefined) {
  return (value: unknown, context: z.RefinementCtx): unknown => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return blank;
    // Letters and signs other than digits and separators: the field's own message says what it takes.
    if (!LOOKS_NUMERIC.test(value)) return value;
    const read = readLocaleNumber(value, displayCurrency().locale);
    if (read.ok) return read.value;
    context.addIssue({ code: 'custom', message: read.message, input: value });
    return z.NEVER;
  };
}

const LOOKS_NUMERIC = /^[\s\u00a0\u202f\u2007\u2009'’]*[-−–]?[\s\d.,'’\u00a0\u202f\u2007\u2009]*\d[\s\d.,'’\u00a0\u202f\u2007\u2009]*$/;

/** `schema` fed with numbers read from form text in the shop's locale; blank text becomes `blank`. */
export function numberInput<Schema extends z.ZodType>(schema: Schema, blank: unknown = undefined) {
  return z.preprocess(readNumberField(blank), schema);
}
