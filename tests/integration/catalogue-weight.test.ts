import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ERRORS } from '../../domain/catalogue-file.ts';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { importCatalogue, productWithSku } from '../factories/catalogue.ts';

// A grocer's file sells tomatoes by weight: its rule's columns are checked by the food form's
// rules, its stock is a weight, and an export imported back changes nothing.
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const importFile = (csv: string, dryRun = false) => importCatalogue(t, admin.token, csv, dryRun);
const bySku = (sku: string) => productWithSku(t, admin.token, sku);

const HEADER = 'sku,name,category,price,sold_by,unit,quantity_step,min_quantity,max_quantity,track_stock,stock,low_stock_at';

describe('the catalogue file’s products sold by weight', () => {
  it('reports a rule that does not hold by line and column on a dry run', async () => {
    const csv = [
      HEADER,
      'TOM-KG,Vine Tomatoes,Fruit & Veg,4.49,weight,kg,0,,,yes,10.5,1',
      'PEAR-KG,Pears,Fruit & Veg,3.2,weight,,0.5,0.75,,no,,',
      'EGG-6,Eggs,Dairy,2.9,unit,,1,1,,yes,2.5,1',
    ].join('\n');
    const checked = await importFile(csv, true);
    expect(checked.body.data.errors).toEqual([
      { line: 2, field: 'quantity_step', message: FOOD_FORM_ERRORS.quantityStep },
      { line: 3, field: 'unit', message: FOOD_FORM_ERRORS.weightUnit },
      { line: 3, field: 'min_quantity', message: FOOD_FORM_ERRORS.minQuantity },
      { line: 4, field: 'stock', message: CATALOGUE_ERRORS.wholeNumber },
    ]);
    expect(await bySku('TOM-KG')).toBeUndefined();
  });

  it('imports a product sold by weight with its rule and its stock in kilograms', async () => {
    const csv = [
      HEADER,
      'TOM-KG,Vine Tomatoes,Fruit & Veg,4.49,weight,kg,0.25,0.5,5,yes,10.5,1.25',
      'EGG-6,Eggs,Dairy,2.9,unit,,1,1,,yes,24,6',
      'RICE-1,Rice,Pantry,3.99,,,,,,no,,',
    ].join('\n');
    expect((await importFile(csv)).body.data).toMatchObject({ created: 3, errors: [] });
    expect(await bySku('TOM-KG')).toMatchObject({
      soldBy: 'weight',
      unit: 'kg',
      quantityStep: 0.25,
      minQuantity: 0.5,
      maxQuantity: 5,
      price: 4.49,
      unitPrice: { amount: 4.49, per: 'kg' },
      stock: { tracked: true, quantity: 10.5, lowAt: 1.25 },
    });
    expect(await bySku('EGG-6')).toMatchObject({ soldBy: 'unit', unit: null, quantityStep: 1, stock: { quantity: 24 } });
    expect(await bySku('RICE-1')).toMatchObject({ soldBy: 'unit', unit: null, quantityStep: 1, minQuantity: 1, maxQuantity: null });
  });

  it('exports the rule’s columns, and an export imported back changes nothing', async () => {
    const csv = await (await call(t, '/api/admin/catalogue/export.csv', { token: admin.token })).text();
    const tomatoes = csv.split('\r\n').find((row) => row.startsWith('TOM-KG,'));
    expect(tomatoes).toContain(',weight,kg,0.25,0.5,5,yes,10.5,1.25,');
    const again = await importFile(csv);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, errors: [] });
    expect(await bySku('TOM-KG')).toMatchObject({ soldBy: 'weight', maxQuantity: 5, stock: { quantity: 10.5, lowAt: 1.25 } });
  });

  it('changes a product’s rule from its columns alone', async () => {
    const csv = ['sku,max_quantity,stock', 'TOM-KG,,9.75'].join('\n');
    expect((await importFile(csv)).body.data).toMatchObject({ updated: 1, errors: [] });
    expect(await bySku('TOM-KG')).toMatchObject({ soldBy: 'weight', quantityStep: 0.25, maxQuantity: null, stock: { quantity: 9.75 } });
  });
});
