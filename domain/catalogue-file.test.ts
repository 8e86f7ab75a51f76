import { describe, expect, it } from 'vitest';
import { CATALOGUE_ERRORS, checkRow, headerProblems, isUnchanged, rowOfProduct } from './catalogue-file.ts';
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

  const tomatoes: Food = {
    ...stored,
    _id: 'vine-tomatoes',
    id: 'vine-tomatoes',
    name: 'Vine Tomatoes',
    sku: 'TOM-KG',
    barcode: null,
    content: null,
    unitPrice: { amount: 4.49, per: 'kg' },
    price: 4.49,
    stock: { tracked: true, quantity: 10.5, lowAt: 1.25 },
    soldBy: 'weight',
    unit: 'kg',
    quantityStep: 0.25,
    minQuantity: 0.5,
    maxQuantity: 5,
  };

  it('writes a product sold by weight with its rule and its stock in decimals, and reads it back unchanged', () => {
    const row = rowOfProduct(tomatoes);
    expect(row).toMatchObject({
      sold_by: 'weight',
      unit: 'kg',
      quantity_step: '0.25',
      min_quantity: '0.5',
      max_quantity: '5',
      stock: '10.5',
      low_stock_at: '1.25',
    });
    const again = checkRow(row, tomatoes, 2);
    expect(again).toMatchObject({ ok: true, product: { soldBy: 'weight', unit: 'kg', stock: { quantity: 10.5, lowAt: 1.25 } } });
    if (again.ok) expect(isUnchanged(tomatoes, again.product)).toBe(true);
    expect(rowOfProduct(stored)).toMatchObject({ sold_by: 'unit', unit: '', quantity_step: '1', min_quantity: '1', max_quantity: '' });
  });

  it('reads a new product sold by weight, its rule checked by the food form’s', () => {
    const checked = checkRow(
      {
        sku: 'PEAR-KG',
        name: 'Pears',
        category: 'Fruit',
        price: '3.20',
        sold_by: 'weight',
        unit: 'LB',
        quantity_step: '0.5',
        stock: '7.25',
      },
      undefined,
      4,
    );
    expect(checked).toMatchObject({
      ok: true,
      product: { soldBy: 'weight', unit: 'lb', quantityStep: 0.5, stock: { tracked: false, quantity: 7.25 } },
    });
  });

  it('names the rule’s cells that are wrong, at their columns', () => {
    const wrongStep = checkRow({ sku: 'TOM-KG', quantity_step: '0' }, tomatoes, 5);
    expect(wrongStep).toEqual({ ok: false, problems: [{ line: 5, field: 'quantity_step', message: FOOD_FORM_ERRORS.quantityStep }] });
    const offStep = checkRow({ sku: 'TOM-KG', min_quantity: '0.6', max_quantity: 'lots' }, tomatoes, 6);
    expect(offStep).toEqual({
      ok: false,
      problems: [
        { line: 6, field: 'min_quantity', message: FOOD_FORM_ERRORS.minQuantity },
        { line: 6, field: 'max_quantity', message: CATALOGUE_ERRORS.number },
      ],
    });
    expect(checkRow({ sku: 'TOM-KG', sold_by: 'grams' }, tomatoes, 7)).toMatchObject({
      ok: false,
      problems: [{ field: 'sold_by', message: FOOD_FORM_ERRORS.soldBy }],
    });
    expect(checkRow({ sku: 'TOM-KG', unit: '' }, tomatoes, 8)).toMatchObject({
      ok: false,
      problems: [{ field: 'unit', message: FOOD_FORM_ERRORS.weightUnit }],
    });
    expect(checkRow({ sku: 'PAS-500', stock: '2.5' }, stored, 9)).toMatchObject({
      ok: false,
      problems: [{ field: 'stock', message: CATALOGUE_ERRORS.wholeNumber }],
    });
  });

  it('starts a product that changes kind from the new kind’s quantities', () => {
    expect(checkRow({ sku: 'TOM-KG', sold_by: 'unit', low_stock_at: '2' }, tomatoes, 2)).toMatchObject({
      ok: true,
      product: { soldBy: 'unit', unit: null },
    });
    // Its low mark in kilograms does not fit whole items: the row must give one.
    expect(checkRow({ sku: 'TOM-KG', sold_by: 'unit' }, tomatoes, 2)).toEqual({
      ok: false,
      problems: [{ line: 2, field: 'low_stock_at', message: FOOD_FORM_ERRORS.wholeStock }],
    });
    expect(checkRow({ sku: 'PAS-500', sold_by: 'weight', unit: 'kg' }, stored, 3)).toMatchObject({
      ok: true,
      product: { soldBy: 'weight' },
    });
  });
});
