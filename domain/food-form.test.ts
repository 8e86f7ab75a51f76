import { describe, expect, it } from 'vitest';
import { FOOD_FORM_ERRORS, FoodInput, isImageUrl, OPTION_FORM_ERRORS, slugify } from './food-form.ts';
import { fieldErrors } from './validation.ts';

const valid = { name: ' Paneer Tikka ', category: 'thali', price: 12.5, image: '/images/dishes/paneer.svg', isAvailable: false };

function errorsOf(input: unknown): Record<string, string> {
  const result = FoodInput.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('FoodInput', () => {
  it('accepts a dish, trimming text and defaulting the optional fields', () => {
    expect(FoodInput.parse(valid)).toEqual({
      ...valid,
      name: 'Paneer Tikka',
      description: '',
      allergens: [],
      dietary: [],
      optionGroups: [],
    });
    expect(FoodInput.parse({ ...valid, isAvailable: undefined, description: '  Smoky. ' })).toMatchObject({
      isAvailable: true,
      description: 'Smoky.',
    });
  });

  it('takes option groups: defaults, prices read from text, and every broken rule named', () => {
    const size = { name: ' Size ', minSelect: '1', maxSelect: 1, options: [{ name: 'Small' }, { name: 'Large', price: '2.50' }] };
    expect(FoodInput.parse({ ...valid, optionGroups: [size] }).optionGroups).toEqual([
      {
        name: 'Size',
        minSelect: 1,
        maxSelect: 1,
        options: [
          { name: 'Small', price: 0, isAvailable: true },
          { name: 'Large', price: 2.5, isAvailable: true },
        ],
      },
    ]);
    const refused = (group: unknown) => Object.values(errorsOf({ ...valid, optionGroups: [group] }))[0];
    expect(refused({ ...size, options: [] })).toBe(OPTION_FORM_ERRORS.noOptions('Size'));
    expect(refused({ ...size, minSelect: 2, maxSelect: 1 })).toBe(OPTION_FORM_ERRORS.maxBelowMin('Size'));
    expect(refused({ ...size, minSelect: 3, maxSelect: 3 })).toBe(OPTION_FORM_ERRORS.minAboveOptions('Size'));
    expect(refused({ ...size, options: [{ name: 'Small' }, { name: 'small ' }] })).toBe(OPTION_FORM_ERRORS.repeatedOption('Size', 'small'));
    expect(refused({ ...size, options: [{ name: 'Large', price: -1 }] })).toBe(OPTION_FORM_ERRORS.optionPriceInvalid);
    expect(refused({ ...size, name: ' ' })).toBe(OPTION_FORM_ERRORS.groupNameRequired);
    expect(Object.values(errorsOf({ ...valid, optionGroups: [size, size] }))[0]).toBe(OPTION_FORM_ERRORS.repeatedGroup('Size'));
  });

  it('takes a dish without a picture, blank or left out', () => {
    expect(FoodInput.parse({ ...valid, image: '  ' }).image).toBe('');
    const { image: _left, ...withoutImage } = valid;
    expect(FoodInput.parse(withoutImage).image).toBe('');
  });

  it('reads the form’s price text as a number', () => {
    expect(FoodInput.parse({ ...valid, price: '9.99' }).price).toBe(9.99);
    expect(FoodInput.parse({ ...valid, price: '0' }).price).toBe(0);
  });

  it('names each missing required field with its own message', () => {
    expect(errorsOf({ name: '', category: '  ', price: '', image: '' })).toEqual({
      name: FOOD_FORM_ERRORS.nameRequired,
      category: FOOD_FORM_ERRORS.categoryRequired,
      price: FOOD_FORM_ERRORS.priceInvalid,
    });
    expect(errorsOf({})).toMatchObject({ name: 'Name is required.', price: 'Price must be a number of at least 0.' });
  });

  it.each([['abc'], [-1], ['-0.5'], [Number.NaN], [null], [true]])('refuses the price %s', (price) => {
    expect(errorsOf({ ...valid, price })).toEqual({ price: FOOD_FORM_ERRORS.priceInvalid });
  });

  it('refuses fractions of a cent and absurd prices', () => {
    expect(errorsOf({ ...valid, price: 1.005 })).toEqual({ price: FOOD_FORM_ERRORS.priceCents });
    expect(errorsOf({ ...valid, price: 0.1 + 0.2 })).toEqual({});
    expect(errorsOf({ ...valid, price: 1e9 })).toEqual({ price: FOOD_FORM_ERRORS.priceTooHigh });
  });

  it('takes only site paths and http(s) URLs as images', () => {
    for (const ok of ['/images/x.svg', 'https://cdn.example.com/a.png', 'http://example.com/b.jpg']) expect(isImageUrl(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', '/\\evil', 'data:image/png;base64,AA', 'images/x.svg', 'ftp://x/y']) {
      expect(isImageUrl(bad)).toBe(false);
    }
    expect(errorsOf({ ...valid, image: 'javascript:alert(1)' })).toEqual({ image: FOOD_FORM_ERRORS.imageInvalid });
  });

  it('refuses a non-boolean availability', () => {
    expect(errorsOf({ ...valid, isAvailable: 'yes' })).toEqual({ isAvailable: FOOD_FORM_ERRORS.availableInvalid });
  });
});

describe('slugify', () => {
  it('makes a readable id from a dish name', () => {
    expect(slugify('Paneer Tikka!')).toBe('paneer-tikka');
    expect(slugify('  Crème Brûlée  ')).toBe('creme-brulee');
    expect(slugify('Fish & Chips (Large)')).toBe('fish-chips-large');
    expect(slugify('寿司')).toBe('dish');
    expect(slugify('x'.repeat(80))).toHaveLength(60);
  });
});
