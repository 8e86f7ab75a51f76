import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { amountForQuantity, BY_THE_UNIT, fitQuantity, type SaleRule, saleRuleOf } from './sale-quantity.ts';
import { atMostQuantity, quantityProblem, stepQuantity } from './sale-steps.ts';

const tomatoes: SaleRule = { soldBy: 'weight', unit: 'kg', quantityStep: 0.25, minQuantity: 0.5, maxQuantity: 5 };

describe('amountForQuantity', () => {
  it('rounds price × quantity half up to the minor unit, exactly for decimal weights', () => {
    expect(amountForQuantity(449, 1.5)).toBe(674); // 673.5
    expect(amountForQuantity(449, 1.25)).toBe(561); // 561.25
    expect(amountForQuantity(333, 0.1)).toBe(33); // 33.3
    expect(amountForQuantity(105, 0.3)).toBe(32); // 31.5, where 105 × 0.3 in floats is 31.499999…
    expect(amountForQuantity(1299, 3)).toBe(3897);
  });
});

describe('quantityProblem', () => {
  it('takes whole items from 1 for a product sold by the unit', () => {
    expect(quantityProblem(BY_THE_UNIT, 3)).toBeNull();
    expect(quantityProblem(BY_THE_UNIT, 1.5)).toBe('whole');
    expect(quantityProblem(BY_THE_UNIT, MAX_LINE_QUANTITY + 1)).toBe('max');
  });

  it('takes weights on the steps, within the least and the most', () => {
    expect(quantityProblem(tomatoes, 1.5)).toBeNull();
    expect(quantityProblem(tomatoes, 0.5)).toBeNull();
    expect(quantityProblem(tomatoes, 5)).toBeNull();
    expect(quantityProblem(tomatoes, 1.3)).toBe('step');
    expect(quantityProblem(tomatoes, 1.2505)).toBe('step');
    expect(quantityProblem(tomatoes, 0.25)).toBe('min');
    expect(quantityProblem(tomatoes, 5.25)).toBe('max');
    expect(quantityProblem({ ...tomatoes, quantityStep: 0.1, minQuantity: 0.1 }, 0.3)).toBeNull();
  });
});

describe('steppers', () => {
  it('fits a typed or stored quantity to the nearest step within the rule', () => {
    expect(fitQuantity(tomatoes, 1.3)).toBe(1.25);
    expect(fitQuantity(tomatoes, 0.1)).toBe(0.5);
    expect(fitQuantity(tomatoes, 80)).toBe(5);
    expect(fitQuantity(BY_THE_UNIT, 2.7)).toBe(3);
    expect(fitQuantity(BY_THE_UNIT, 0)).toBe(1);
    expect(fitQuantity(BY_THE_UNIT, Number.NaN)).toBe(1);
  });

  it('steps up and down, and stays at either end', () => {
    expect(stepQuantity(tomatoes, 1.5, 1)).toBe(1.75);
    expect(stepQuantity(tomatoes, 0.5, -1)).toBe(0.5);
    expect(stepQuantity(tomatoes, 5, 1)).toBe(5);
    expect(stepQuantity({ ...tomatoes, quantityStep: 0.1, minQuantity: 0.1 }, 0.2, 1)).toBe(0.3);
    expect(atMostQuantity(tomatoes, 5)).toBe(true);
    expect(atMostQuantity(tomatoes, 4.75)).toBe(false);
    expect(atMostQuantity(tomatoes, 1.5, 1.6)).toBe(true);
  });
});

describe('saleRuleOf', () => {
  it('reads the stored thousandths, and answers a product sold by the unit without a weight unit', () => {
    expect(saleRuleOf({ soldBy: 'weight', unit: 'lb', quantityStepMilli: 250, minQuantityMilli: 500, maxQuantityMilli: null })).toEqual({
      soldBy: 'weight',
      unit: 'lb',
      quantityStep: 0.25,
      minQuantity: 0.5,
      maxQuantity: null,
    });
    expect(saleRuleOf({ soldBy: 'unit', unit: 'kg', quantityStepMilli: 1000, minQuantityMilli: 1000, maxQuantityMilli: null })).toEqual(
      BY_THE_UNIT,
    );
  });
});
