import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportAnswer, CatalogueReport } from '../../domain/contracts/catalogue.ts';
import type { StockHistoryAnswer } from '../../domain/contracts/stock.ts';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// A grocer types products in a spreadsheet: the file is checked row by row against the food
// form's rules, a dry run writes nothing, and an import writes every row or none.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const importFile = async (csv: string, dryRun = false, token = admin.token, type = 'text/csv') =>
  answer<CatalogueImportAnswer & { data: CatalogueReport; code?: string }>(
    await call(t, `/api/admin/catalogue/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      body: csv,
      headers: { 'Content-Type': type },
      token,
    }),
  );
const menu = async () => (await answer<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }))).body;
const bySku = async (sku: string) => (await menu()).find((food) => food.sku === sku);

const GOOD = [
  'sku,name,category,price,description,available,barcode,content_amount,content_unit,track_stock,stock,low_stock_at,dietary',
  'TOM-500,Vine tomatoes 500 g,Fruit & Veg,2.49,"Ripened on the vine, picked ripe.",yes,4006381333931,500,g,yes,40,5,vegan|halal',
  'RICE-1,Basmati rice 1 kg,Pantry,3.99,,yes,,,,no,,,vegan',
  'OIL-1,Olive oil 1 l,Pantry,8.5,"Cold pressed.\nFrom Puglia.",no,036000291452,0.75,l,yes,12,2,',
].join('\n');

describe('the catalogue file', () => {
  it('is checked by a dry run that writes nothing', async () => {
    const before = (await menu()).length;
    expect(await importFile(GOOD, true)).toMatchObject({
      status: 200,
      body: { message: 'File checked: nothing was written.', data: { created: 3, updated: 0, unchanged: 0, errors: [] } },
    });
    expect((await menu()).length).toBe(before);
  });

  it('adds every row, new categories and their stock with it', async () => {
    expect(await importFile(GOOD)).toMatchObject({
      status: 200,
      body: { message: 'Catalogue imported', data: { created: 3, errors: [] } },
    });
    expect(await bySku('TOM-500')).toMatchObject({
      name: 'Vine tomatoes 500 g',
      category: 'Fruit & Veg',
      price: 2.49,
      description: 'Ripened on the vine, picked ripe.',
      barcode: '4006381333931',
      content: { amount: 500, unit: 'g' },
      unitPrice: { amount: 4.98, per: 'kg' },
      stock: { tracked: true, quantity: 40, lowAt: 5 },
      dietary: ['halal', 'vegan'],
    });
    expect(await bySku('OIL-1')).toMatchObject({ isAvailable: false, description: 'Cold pressed.\nFrom Puglia.', stock: { quantity: 12 } });
    expect(await bySku('RICE-1')).toMatchObject({ stock: { tracked: false } });
    const oil = await bySku('OIL-1');
    const history = await answer<StockHistoryAnswer>(await call(t, `/api/foods/${oil!.id}/stock`, { token: admin.token }));
    expect(history.body.data.adjustments[0]).toMatchObject({ change: 12, reason: 'count', byName: 'Olive Owner' });
  });

  it('changes only the columns a file has, and counts what it leaves as it is', async () => {
    const csv = ['sku,price', 'TOM-500,2.79', 'RICE-1,3.99'].join('\r\n');
    expect((await importFile(csv)).body.data).toEqual({ created: 0, updated: 1, unchanged: 1, errors: [], picturesQueued: 0 });
    expect(await bySku('TOM-500')).toMatchObject({ price: 2.79, name: 'Vine tomatoes 500 g', stock: { quantity: 40 } });
  });

  it('reports every mistake by line and column, and writes none of the file', async () => {
    const csv = [
      'sku,name,category,price,barcode,stock',
      'NEW-1,Good new product,Pantry,1.00,,',
      ',No code,Pantry,1.00,,',
      'NEW-2,,Pantry,cheap,4006381333932,',
      'NEW-1,Twice,Pantry,1.00,,1.5',
    ].join('\n');
    const before = (await menu()).length;
    const refused = await importFile(csv);
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'catalogue_invalid', message: 'Nothing was imported: the file has mistakes, listed by line.' },
    });
    expect(refused.body.data).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      picturesQueued: 0,
      errors: [
        { line: 3, field: 'sku', message: 'Give each row its SKU.' },
        { line: 4, field: 'name', message: 'Name is required.' },
        { line: 4, field: 'price', message: 'Write a number with a point for decimals (4.99).' },
        { line: 4, field: 'barcode', message: 'A barcode is a GTIN of 8, 12, 13 or 14 digits whose last digit checks the others.' },
        { line: 5, field: 'stock', message: 'Write a whole number (12).' },
        { line: 5, field: 'sku', message: 'This SKU is on line 2 too.' },
      ],
    });
    expect((await menu()).length).toBe(before);
    // The same file, checked: the same report, with success.
    expect((await importFile(csv, true)).body.data.errors).toHaveLength(6);
  });

  it('refuses a header it does not know, and a body that is not CSV', async () => {
    const header = await importFile('sku,colour\nA,red', true);
    expect(header.body.data.errors).toEqual([
      { line: 1, field: 'colour', message: expect.stringContaining('Unknown column “colour”: use sku, id, name') },
    ]);
    expect((await importFile('sku,name', false, admin.token, 'text/plain')).status).toBe(415);
    expect((await importFile(GOOD, true, customer.token)).status).toBe(403);
  });

  it('exports every product in columns the import reads back unchanged', async () => {
    const response = await call(t, '/api/admin/catalogue/export.csv', { token: admin.token });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe(
      'sku,id,name,category,price,description,image,available,barcode,content_amount,content_unit,sold_by,unit,quantity_step,min_quantity,max_quantity,track_stock,stock,low_stock_at,allergens,dietary',
    );
    const again = await importFile(csv);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, errors: [] });
    expect(again.body.data.unchanged).toBe((await menu()).length);
  });

  it('offers a template the import takes', async () => {
    const template = await (await call(t, '/api/admin/catalogue/template.csv', { token: admin.token })).text();
    expect((await importFile(template, true)).body.data).toMatchObject({ errors: [] });
  });
});
