import type { CatalogueImportAnswer, CatalogueReport } from '../../domain/contracts/catalogue.ts';
import type { Food } from '../../domain/food.ts';
import type { TestApp } from './app.ts';
import { call } from './auth.ts';
import { answer } from './orders.ts';

/** POST /api/admin/catalogue/import of a CSV text as `token`'s admin; `dryRun`: checked, nothing written. */
export async function importCatalogue(t: TestApp, token: string, csv: string, dryRun = false) {
  return answer<CatalogueImportAnswer & { data: CatalogueReport }>(
    await call(t, `/api/admin/catalogue/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
      token,
    }),
  );
}

/** The product with this SKU, hidden categories' too, as the admin reads it. */
export async function productWithSku(t: TestApp, token: string, sku: string): Promise<Food | undefined> {
  return (await answer<Food[]>(await call(t, '/api/foods?include=hidden', { token }))).body.find((food) => food.sku === sku);
}
