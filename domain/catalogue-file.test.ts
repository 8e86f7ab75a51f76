import { describe, expect, it } from 'vitest';
import { CATALOGUE_ERRORS, checkRow, headerProblems, rowOfProduct } from './catalogue-file.ts';
import { FOOD_FORM_ERRORS } from './food-form.ts';
import type { Food } from './food.ts';

const stored: Food = {
  _id: 'passata',
  id: 'passata',
  name: 'Passata 500 g',
  category: 'Pantry',
  categoryId: 'pantry',
  price: 1.99,
  image: '',
  description: 'Sieved tomatoes.',
  isAvailable: true,
  stock: { tracked: true, quantity: 12, lowAt: 3 },
  sku: 'PAS-500',
  barcode: '4006381333931',
  content: { amount: 500, unit: 'g' },
  unitPrice: { amount: 3.98, per: 'kg' },
  soldBy: 'unit',
  unit: null,
  quantityStep: 1,
  minQuantity: 1,
  maxQuantity: null,
  allergens: [],
  dietary: ['vegan'],
  optionGroups: [],
  taxRate: 0,
  rating: null,
};

describe('the catalogue file', () => {
  it('names the header’s unknown and repeated columns, and a missing sku column', () => {
    expect(headerProblems(['sku', 'name', 'price'])).toEqual([]);
    expect(headerProblems(['name', 'colour', 'name']).map((problem) => problem.message)).toEqual([
      CATALOGUE_ERRORS.unknownColumn('colour'),
      CATALOGUE_ERRORS.repeatedColumn('name'),
      CATALOGUE_ERRORS.skuColumn,
    ]);
  });

  it('reads a new product’s row by the food form’s rules', () => {
    const checked = checkRow(
      {
        sku: 'RICE-1',
        name: 'Rice 1 kg',
        category: 'Pantry',
        price: '2.49',
        track_stock: 'yes',
        stock: '40',
        allergens: '',
        dietary: 'vegan|halal',
      },
      undefined,
      2,
    );
    expect(checked).toMatchObject({
      ok: true,
      product: {
        name: 'Rice 1 kg',
        category: 'Pantry',
        price: 2.49,
        sku: 'RICE-1',
        dietary: ['halal', 'vegan'],
        stock: { tracked: true, quantity: 40, lowAt: 0 },
      },
    });
  });

  it('changes only the columns a row has, over the stored product', () => {
    const checked = checkRow({ sku: 'PAS-500', price: '2.15' }, stored, 3);
    expect(checked).toMatchObject({
      ok: true,
      product: { name: 'Passata 500 g', categoryId: 'pantry', price: 2.15, barcode: '4006381333931' },
    });
  });

  it('says what is wrong with each cell, at its line and column, in the file’s order', () => {
    const checked = checkRow({ sku: '', name: '', price: 'cheap', available: 'maybe', barcode: '123', stock: '1.5' }, undefined, 7);
    expect(checked).toEqual({
      ok: false,
      problems: [
        { line: 7, field: 'sku', message: CATALOGUE_ERRORS.skuRequired },
        { line: 7, field: 'name', message: FOOD_FORM_ERRORS.nameRequired },
        { line: 7, field: 'category', message: FOOD_FORM_ERRORS.categoryRequired },
        { line: 7, field: 'price', message: CATALOGUE_ERRORS.number },
        { line: 7, field: 'available', message: CATALOGUE_ERRORS.yesOrNo },
        { line: 7, field: 'barcode', message: FOOD_FORM_ERRORS.barcodeInvalid },
        { line: 7, field: 'stock', message: CATALOGUE_ERRORS.wholeNumber },
      ],
    });
  });

  it('writes a product as a row the import reads back unchanged', () => {
    const row = rowOfProduct(stored);
    expect(row).toMatchObject({
      sku: 'PAS-500',
      price: '1.99',
      available: 'yes',
      track_stock: 'yes',
      stock: '12',
      low_stock_at: '3',
      dietary: 'vegan',
    });
    const again = checkRow(row, stored, 2);
    expect(again).toMatchObject({
      ok: true,
      product: { name: stored.name, category: 'Pantry', price: 1.99, stock: { tracked: true, quantity: 12, lowAt: 3 } },
    });
  });
});
