import { afterEach, describe, expect, it } from 'vitest';
import { FOOD_FORM_ERRORS } from '../../../../../domain/food-form.ts';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../../../../../domain/money.ts';
import { contentFormValues, contentOfForm } from './food-content-form.ts';

afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

describe("the dish form's pack content", () => {
  it('sends none when both fields are blank, and the content otherwise', () => {
    expect(contentOfForm({ amount: ' ', unit: '' })).toEqual({ ok: true, content: null });
    expect(contentOfForm({ amount: '500', unit: 'g' })).toEqual({ ok: true, content: { amount: 500, unit: 'g' } });
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    expect(contentOfForm({ amount: '0,75', unit: 'l' })).toEqual({ ok: true, content: { amount: 0.75, unit: 'l' } });
  });

  it('names the field that is missing or wrong', () => {
    expect(contentOfForm({ amount: '500', unit: '' })).toEqual({ ok: false, field: 'unit', message: FOOD_FORM_ERRORS.contentUnit });
    expect(contentOfForm({ amount: '', unit: 'g' })).toMatchObject({ ok: false, field: 'amount' });
    expect(contentOfForm({ amount: '0', unit: 'g' })).toEqual({ ok: false, field: 'amount', message: FOOD_FORM_ERRORS.contentAmount });
    expect(contentOfForm({ amount: '1.2345', unit: 'kg' })).toMatchObject({ ok: false, field: 'amount' });
  });

  it('opens with the dish’s content, or blank', () => {
    expect(contentFormValues({ amount: 500, unit: 'g' })).toEqual({ amount: '500', unit: 'g' });
    expect(contentFormValues(null)).toEqual({ amount: '', unit: '' });
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    expect(contentFormValues({ amount: 0.75, unit: 'l' })).toEqual({ amount: '0,75', unit: 'l' });
  });
});
