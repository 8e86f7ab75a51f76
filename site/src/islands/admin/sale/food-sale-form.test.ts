import { afterEach, describe, expect, it } from 'vitest';
import { FOOD_FORM_ERRORS, FoodInput } from '../../../../../domain/food-form.ts';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../../../../../domain/money.ts';
import { BY_THE_UNIT } from '../../../../../domain/sale-quantity.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';
import { firstQuantities, saleBody, saleFormValues } from './food-sale-form.ts';

afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

const tomatoes = { soldBy: 'weight', unit: 'kg', quantityStep: 0.25, minQuantity: 0.5, maxQuantity: null } as const;
const byWeight = { soldBy: 'weight', unit: 'kg', quantityStep: '0.25', minQuantity: '0.5', maxQuantity: '' } as const;
const checked = (sale: ReturnType<typeof saleBody>) =>
  FoodInput.safeParse({ name: 'Vine Tomatoes', category: 'Veg', price: 4.49, ...sale });

describe('the food form’s “Sold” fields', () => {
  it('open on a weighed product’s rule in the shop’s way of writing numbers, or on the starting quantities', () => {
    expect(saleFormValues(tomatoes)).toEqual(byWeight);
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    expect(saleFormValues({ ...tomatoes, maxQuantity: 2.5 })).toEqual({
      ...byWeight,
      quantityStep: '0,25',
      minQuantity: '0,5',
      maxQuantity: '2,5',
    });
    expect(saleFormValues(null)).toEqual({ soldBy: 'unit', unit: 'kg', quantityStep: '0,25', minQuantity: '0,25', maxQuantity: '' });
  });

  it('send the whole rule: by weight as typed, by the unit the product’s own or whole items', () => {
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    const weighed = checked(saleBody({ ...byWeight, quantityStep: '0,25', minQuantity: '0,5' }, undefined));
    expect(weighed.success && weighed.data).toMatchObject({
      soldBy: 'weight',
      unit: 'kg',
      quantityStep: 0.25,
      minQuantity: 0.5,
      maxQuantity: null,
    });
    const limited = { ...BY_THE_UNIT, maxQuantity: 6 };
    expect(saleBody({ ...byWeight, soldBy: 'unit' }, limited)).toEqual({
      soldBy: 'unit',
      unit: null,
      quantityStep: 1,
      minQuantity: 1,
      maxQuantity: 6,
    });
    expect(saleBody({ ...byWeight, soldBy: 'unit' }, tomatoes)).toEqual({
      soldBy: 'unit',
      unit: null,
      quantityStep: 1,
      minQuantity: 1,
      maxQuantity: null,
    });
  });

  it('get the rule’s message at each field that is wrong, and only there', () => {
    const zeroStep = checked(saleBody({ ...byWeight, quantityStep: '0' }, undefined));
    expect(zeroStep.success ? {} : fieldErrors(zeroStep.error)).toEqual({ quantityStep: FOOD_FORM_ERRORS.quantityStep });
    const offStep = checked(saleBody({ ...byWeight, minQuantity: '0.3', maxQuantity: '0.25' }, undefined));
    expect(offStep.success ? {} : fieldErrors(offStep.error)).toEqual({
      minQuantity: FOOD_FORM_ERRORS.minQuantity,
      maxQuantity: FOOD_FORM_ERRORS.maxQuantity,
    });
  });

  it('hint at the first two quantities customers order, none while the rule is wrong or allows one', () => {
    expect(firstQuantities(byWeight)).toEqual([0.5, 0.75]);
    expect(firstQuantities({ ...byWeight, quantityStep: '0.1', minQuantity: '0.2' })).toEqual([0.2, 0.3]);
    expect(firstQuantities({ ...byWeight, quantityStep: '0' })).toBeNull();
    expect(firstQuantities({ ...byWeight, minQuantity: '0.3' })).toBeNull();
    expect(firstQuantities({ ...byWeight, maxQuantity: '0.5' })).toBeNull();
  });
});
