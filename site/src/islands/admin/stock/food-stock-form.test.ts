import { describe, expect, it } from 'vitest';
import { FOOD_FORM_ERRORS, FoodInput } from '../../../../../domain/food-form.ts';
import { STOCK_ERRORS } from '../../../../../domain/stock.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';
import { StockFormFields, foodStockBody, stockFormValues, stockServerErrors, wholeStockErrors } from './food-stock-form.ts';

const TRACKED = { tracked: true, quantity: 12, lowAt: 3 };
const UNTRACKED = { tracked: false, quantity: null, lowAt: null };

describe('the dish form’s stock fields', () => {
  it('open on the saved stock, or on 0 and 0 to start tracking', () => {
    expect(stockFormValues(TRACKED)).toEqual({ quantity: '12', lowAt: '3' });
    expect(stockFormValues(UNTRACKED)).toEqual({ quantity: '0', lowAt: '0' });
    expect(stockFormValues(undefined)).toEqual({ quantity: '0', lowAt: '0' });
  });

  it('send a new product’s starting stock and its low mark', () => {
    expect(foodStockBody(true, { quantity: '5', lowAt: '2' }, undefined)).toEqual({ tracked: true, quantity: 5, lowAt: 2 });
  });

  it('send no quantity when an edit leaves it as it was, so orders taken meanwhile stand', () => {
    expect(foodStockBody(true, { quantity: '12', lowAt: '4' }, TRACKED)).toEqual({ tracked: true, lowAt: 4 });
    expect(foodStockBody(true, { quantity: '012', lowAt: '3' }, TRACKED)).toEqual({ tracked: true, lowAt: 3 });
  });

  it('send the quantity the owner changed, and the one shown when tracking is turned on', () => {
    expect(foodStockBody(true, { quantity: '9', lowAt: '3' }, TRACKED)).toEqual({ tracked: true, quantity: 9, lowAt: 3 });
    expect(foodStockBody(true, { quantity: '0', lowAt: '0' }, UNTRACKED)).toEqual({ tracked: true, quantity: 0, lowAt: 0 });
  });

  it('send only “not tracked” when the box is cleared, whatever the fields say', () => {
    expect(foodStockBody(false, { quantity: 'lots', lowAt: '' }, TRACKED)).toEqual({ tracked: false });
  });

  it('refuse what the server refuses, with its messages at the fields', () => {
    expect(foodStockBody(true, { quantity: '-1', lowAt: '2' }, undefined)).toBeNull();
    const read = StockFormFields.safeParse({ quantity: '2.1234', lowAt: '' });
    expect(read.success).toBe(false);
    expect(fieldErrors(read.error!)).toEqual({ quantity: STOCK_ERRORS.decimals, lowAt: STOCK_ERRORS.lowAt });
  });

  it('keep whole items for a product sold by the unit, and a weight to the gram for one sold by weight', () => {
    expect(wholeStockErrors({ quantity: '2.5', lowAt: '1' }, 'unit')).toEqual({ quantity: FOOD_FORM_ERRORS.wholeStock });
    expect(wholeStockErrors({ quantity: '12', lowAt: '0.5' }, 'unit')).toEqual({ lowAt: FOOD_FORM_ERRORS.wholeStock });
    expect(wholeStockErrors({ quantity: '10.5', lowAt: '1.25' }, 'weight')).toEqual({});
    expect(foodStockBody(true, { quantity: '10.5', lowAt: '1.25' }, undefined)).toEqual({ tracked: true, quantity: 10.5, lowAt: 1.25 });
    expect(stockFormValues({ tracked: true, quantity: 10.5, lowAt: 1.25 })).toEqual({ quantity: '10.5', lowAt: '1.25' });
  });

  it('make a body the dish’s schema takes', () => {
    const stock = foodStockBody(true, { quantity: '5', lowAt: '2' }, undefined);
    const dish = { name: 'Eggs', category: 'Dairy', price: '3', image: '', description: '', isAvailable: true, stock };
    expect(FoodInput.parse(dish).stock).toEqual({ tracked: true, quantity: 5, lowAt: 2 });
  });

  it('place the server’s messages at their fields', () => {
    expect(stockServerErrors({ 'stock.quantity': STOCK_ERRORS.quantity, name: 'x' })).toEqual({ quantity: STOCK_ERRORS.quantity });
  });
});
