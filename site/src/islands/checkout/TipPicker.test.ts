import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-messages.ts';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../../../../domain/money.ts';
import { readCustomTip } from './TipPicker.tsx';

const basket = { subtotalCents: 2000, discountCents: 0 };

describe("a tip of the customer's own", () => {
  afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

  it('is read the way the shop writes numbers: "2,50" in it-IT', () => {
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    expect(readCustomTip('2,50', basket)).toEqual({ ok: true, cents: 250 });
    expect(readCustomTip('2.50', basket)).toEqual({
      ok: false,
      message: 'Write it as 2,50: decimals after ",", thousands with "." or nothing.',
    });
  });

  it('is refused when negative, not a number, or more than the dishes', () => {
    expect(readCustomTip('2.50', basket)).toEqual({ ok: true, cents: 250 });
    expect(readCustomTip('-2', basket)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.tipInvalid });
    expect(readCustomTip('lots', basket)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.tipInvalid });
    expect(readCustomTip('25', basket)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.tipTooLarge });
  });
});
