import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '../../domain/categories.ts';
import { CATALOGUE_ERRORS } from '../../domain/catalogue-file.ts';
import { CATEGORY_TREE_MESSAGES } from '../../domain/category-tree.ts';
import type { CatalogueImportAnswer, CatalogueReport } from '../../domain/contracts/catalogue.ts';
import type { Food } from '../../domain/food.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

// A grocer's file names a product's category by its path: "Fruit & Veg > Fruit".
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const importFile = async (csv: string, dryRun = false) =>
  answer<CatalogueImportAnswer & { data: CatalogueReport }>(
    await call(t, `/api/admin/catalogue/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
      token: admin.token,
    }),
  );
const categories = async () => (await answer<CategoryWithCount[]>(await call(t, '/api/categories'))).body;
const bySku = async (sku: string) =>
  (await answer<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }))).body.find((food) => food.sku === sku);

describe('category paths in the catalogue file', () => {
  it('adds the main category first and the subcategory inside it, and matches them by name under it after', async () => {
    const csv = [
      'sku,name,category,price',
      'APL-1,Apples,Fruit & Veg > Fruit,2.5',
      'PEA-1,Pears,Fruit & Veg › Fruit,2.9',
      'LEK-1,Leeks,Fruit & Veg,1.2',
      'LOAF-1,Sourdough,Bakery>Bread,4',
    ].join('\n');
    expect((await importFile(csv)).body.data).toMatchObject({ created: 4, errors: [] });
    const shop = await categories();
    const named = (name: string) => shop.find((category) => category.name === name);
    expect(named('Fruit & Veg')).toMatchObject({ parentId: null, dishCount: 1 });
    expect(named('Fruit')).toMatchObject({ parentId: named('Fruit & Veg')!.id, dishCount: 2 });
    expect(named('Bread')).toMatchObject({ parentId: named('Bakery')!.id });
    expect(named('Fruit & Veg')!.position).toBeLessThan(named('Fruit')!.position);
    expect(await bySku('PEA-1')).toMatchObject({ category: 'Fruit', categoryId: named('Fruit')!.id });
  });

  it('exports the path, which imports back unchanged', async () => {
    const csv = await (await call(t, '/api/admin/catalogue/export.csv', { token: admin.token })).text();
    expect(csv).toContain(',Apples,Fruit & Veg > Fruit,');
    expect(csv).toContain(',Leeks,Fruit & Veg,');
    const again = await importFile(csv, true);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, errors: [] });
  });

  it('moves a product to another subcategory by its path, and refuses paths the two levels forbid', async () => {
    expect((await importFile(['sku,category', 'APL-1,Bakery > Bread'].join('\n'))).body.data).toMatchObject({ updated: 1 });
    expect(await bySku('APL-1')).toMatchObject({ category: 'Bread' });
    const wrong = [
      'sku,name,category,price',
      'X-1,One,Fruit > Apples,1',
      'X-2,Two,Bakery > Fruit,1',
      'X-3,Three,A > B > C,1',
      'X-4,Four,Pantry > Pantry,1',
    ].join('\n');
    expect((await importFile(wrong, true)).body.data.errors).toEqual([
      { line: 2, field: 'category', message: CATEGORY_TREE_MESSAGES.parentIsSubcategory },
      { line: 3, field: 'category', message: 'There is already a category named Fruit.' },
      { line: 4, field: 'category', message: CATALOGUE_ERRORS.categoryPath },
      { line: 5, field: 'category', message: CATEGORY_TREE_MESSAGES.parentItself },
    ]);
  });
});
