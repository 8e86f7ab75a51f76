import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FoodInput } from './food-form.ts';
import { setDisplayCurrency, DEFAULT_CURRENCY } from './money.ts';
import { numberInput } from './number-input.ts';
import { StoreSettingsUpdate } from './store-settings.ts';
import { CouponInput } from './coupon-form.ts';
import { MoneySettingsInput } from './money-settings-input.ts';

const euroShop = () => setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
const dish = { name: 'Margherita', category: 'pizza', image: '/images/placeholder.svg' };

describe('number fields read as the shop writes numbers', () => {
  afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

  it('reads "22,5" as 22.5 in an it-IT shop, and "1.234,56" as 1234.56 in a de-DE one', () => {
    euroShop();
    expect(FoodInput.parse({ ...dish, price: '22,5' }).price).toBe(22.5);
    setDisplayCurrency({ code: 'EUR', locale: 'de-DE' });
    expect(CouponInput.parse({ code: 'hallo', discountPercent: 10, minOrder: '1.234,56' }).minOrder).toBe(1234.56);
    expect(StoreSettingsUpdate.parse({ deliveryFee: '3,5' }).deliveryFee).toBe(3.5);
  });

  it("refuses ambiguous text at its field with how to write it, and keeps the field's own message for other text", () => {
    euroShop();
    const ambiguous = FoodInput.safeParse({ ...dish, price: '22.5' });
    expect(ambiguous.error?.issues).toEqual([
      expect.objectContaining({ path: ['price'], message: 'Write it as 22,5: decimals after ",", thousands with "." or nothing.' }),
    ]);
    const words = FoodInput.safeParse({ ...dish, price: 'cheap' });
    expect(words.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['price'], 'Price must be a number of at least 0.']]);
  });

  it('takes JSON numbers as before, whatever the locale', () => {
    euroShop();
    expect(FoodInput.parse({ ...dish, price: 22.5 }).price).toBe(22.5);
    expect(CouponInput.parse({ code: 'ciao', discountPercent: 10, minOrder: 15.5 }).minOrder).toBe(15.5);
  });

  it('reads percents, minimums and option prices the same way', () => {
    euroShop();
    expect(CouponInput.parse({ code: 'ciao', discountPercent: '10', minOrder: '1.500,50' }).minOrder).toBe(1500.5);
    const money = MoneySettingsInput.parse({
      currency: 'EUR',
      locale: 'it-IT',
      taxMode: 'inclusive',
      deliveryTaxRate: '22,5',
      tips: { enabled: false, presets: [] },
    });
    expect(money.deliveryTaxRate).toBe(22.5);
    const withOption = FoodInput.parse({
      ...dish,
      price: '8',
      optionGroups: [{ name: 'Extra', options: [{ name: 'Bufala', price: '2,5' }] }],
    });
    expect(withOption.optionGroups[0]!.options[0]!.price).toBe(2.5);
  });

  it('turns blank text into the value the field gives it', () => {
    const rate = numberInput(z.number(), 0);
    expect(rate.parse('  ')).toBe(0);
    expect(numberInput(z.number().optional()).parse('')).toBeUndefined();
  });
});
