import { ContentAmount, FOOD_FORM_ERRORS } from '../../../../../domain/food-form.ts';
import { localeNumberText } from '../../../../../domain/locale-number.ts';
import { displayCurrency } from '../../../../../domain/money.ts';
import { numberInput } from '../../../../../domain/number-input.ts';
import { CONTENT_UNITS, type Content, type ContentUnit } from '../../../../../domain/unit-price.ts';

/**
 * The dish form's "Pack holds" amount and unit, for the price per kg, litre or item customers see
 * (domain/unit-price.ts). Both blank: no unit price. The amount is read in the shop's locale and
 * checked by the server's rule.
 */
export interface ContentFormValues {
  amount: string;
  /** '': none chosen. */
  unit: ContentUnit | '';
}

const Amount = numberInput(ContentAmount, '');

export function contentFormValues(content: Content | null | undefined): ContentFormValues {
  return content ? { amount: localeNumberText(content.amount, displayCurrency().locale), unit: content.unit } : { amount: '', unit: '' };
}

/** What the dish's POST/PUT sends as `content`, or the message for the field that is wrong. */
export function contentOfForm(
  values: ContentFormValues,
): { ok: true; content: Content | null } | { ok: false; field: 'amount' | 'unit'; message: string } {
  if (values.amount.trim() === '' && values.unit === '') return { ok: true, content: null };
  const amount = Amount.safeParse(values.amount);
  if (!amount.success) return { ok: false, field: 'amount', message: amount.error.issues[0]?.message ?? FOOD_FORM_ERRORS.contentAmount };
  if (!(CONTENT_UNITS as readonly string[]).includes(values.unit))
    return { ok: false, field: 'unit', message: FOOD_FORM_ERRORS.contentUnit };
  return { ok: true, content: { amount: amount.data as number, unit: values.unit as ContentUnit } };
}
