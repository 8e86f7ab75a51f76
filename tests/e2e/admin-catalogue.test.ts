import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMN_NAMES, CATALOGUE_ERRORS, CATALOGUE_MESSAGES } from '../../domain/catalogue-file.ts';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import { translator } from '../../domain/i18n/tables.ts';
import { foodDialog, foodRow, foodsTable, logInAsAdminThroughPage, openManageFoods } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { signInAdmin, signInBrowser } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();
const arabic = translator('ar');

/** Two mistakes: a price that is no number (line 2) and a barcode whose check digit is wrong (line 3). */
const TWO_MISTAKES = [
  'sku,name,category,price,barcode',
  'E2E-BAD-1,E2E Catalogue Bad Price,E2E Pantry,abc,',
  'E2E-BAD-2,E2E Catalogue Bad Barcode,E2E Pantry,1.50,4006381333932',
].join('\n');

const PRODUCTS = [
  { sku: 'E2E-OATS-1', name: 'E2E Catalogue Oats', price: '2.40', barcode: '4006381333931' },
  { sku: 'E2E-BEANS-1', name: 'E2E Catalogue Beans', price: '1.10', barcode: '036000291452' },
  { sku: 'E2E-SALT-1', name: 'E2E Catalogue Salt', price: '0.90', barcode: '96385074' },
] as const;
const THREE_PRODUCTS = [
  'sku,name,category,price,barcode,track_stock,stock,low_stock_at',
  ...PRODUCTS.map((product) => `${product.sku},${product.name},E2E Pantry,${product.price},${product.barcode},yes,20,3`),
].join('\n');

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The section of Manage Foods that moves the catalogue in and out as a file. */
const catalogueSection = (page: Page, name = 'Import or export') => page.getByRole('region', { name });

/** Clicks a download link and reads the file it gives, without its byte-order mark. */
async function downloaded(page: Page, link: Locator): Promise<string> {
  const download = page.waitForEvent('download');
  await link.click();
  return (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
}

/** The problems table's rows as read: line, column, problem. */
async function problemLines(section: Locator, caption = 'Problems in the file'): Promise<string[][]> {
  const rows = section.getByRole('table', { name: caption }).getByRole('row');
  await rows.nth(1).waitFor();
  const lines: string[][] = [];
  for (const row of (await rows.all()).slice(1)) lines.push(await row.getByRole('cell').allTextContents());
  return lines;
}

/** Chooses the file and asks for its check (nothing is written). */
async function checkFile(section: Locator, file: ReturnType<typeof csvFile>): Promise<void> {
  await section.getByLabel('Choose a CSV file').setInputFiles(file);
  await section.getByRole('button', { name: 'Check the file' }).click();
}

describe('the owner’s catalogue as a file', () => {
  it('downloads the template, checks a file, imports it, finds a product by its barcode and exports the catalogue', async () => {
    // Its own server over a copy of the shared database: the import adds products every menu would show.
    const server = await startServerOverCopy('catalogue');
    const base = server.baseURL;
    try {
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, await signInAdmin(base));
      const page = await context.newPage();
      await openManageFoods(page);
      const section = catalogueSection(page);
      await section.getByRole('heading', { name: 'Import or export', level: 2 }).waitFor();
      await expectNoAxeViolations(page);

      // The template's first line names the columns the import reads.
      const template = await downloaded(page, section.getByRole('link', { name: 'Download the template' }));
      expect(template.split(/\r?\n/)[0]).toBe(CATALOGUE_COLUMN_NAMES.join(','));

      // A file with two mistakes: both listed by line and column, and no way to import it.
      await checkFile(section, csvFile('mistakes.csv', TWO_MISTAKES));
      await section.getByRole('heading', { name: '2 problems to fix', level: 3 }).waitFor(POLL);
      expect(await problemLines(section)).toEqual([
        ['2', 'price', CATALOGUE_ERRORS.number],
        ['3', 'barcode', FOOD_FORM_ERRORS.barcodeInvalid],
      ]);
      expect(await section.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page);

      // A good file of 3 products: the counts, then the import, and the list shows them.
      await checkFile(section, csvFile('products.csv', THREE_PRODUCTS));
      const report = section.getByRole('status');
      await report.getByText('3 to add, 0 to change, 0 unchanged', { exact: true }).waitFor(POLL);
      await report.getByText('No problems: the file can be imported.', { exact: true }).waitFor();
      expect(await section.getByRole('table').count()).toBe(0);
      await expectNoAxeViolations(page);
      await section.getByRole('button', { name: 'Import', exact: true }).click();
      await toastWith(page, CATALOGUE_MESSAGES.imported).waitFor(POLL);
      for (const product of PRODUCTS) await foodRow(page, product.name).getByText(`SKU: ${product.sku}`).waitFor(POLL);
      await expectNoAxeViolations(page);

      // A scanner types the beans' barcode and presses Enter: their Edit button takes focus.
      const beans = PRODUCTS[1];
      const search = page.getByLabel('Find a product: name, SKU or barcode');
      await search.fill(beans.barcode);
      expect(await foodsTable(page).getByRole('row').count()).toBe(2);
      await search.press('Enter');
      const edit = foodRow(page, beans.name).getByRole('button', { name: `Edit ${beans.name}` });
      await expect.poll(() => edit.evaluate((button) => button === document.activeElement), POLL).toBe(true);
      await page.getByRole('status').getByText(`${beans.name} has this code: its Edit button has focus.`).waitFor();
      await expectNoAxeViolations(page);

      // The form shows its SKU and barcode; a wrong barcode is said at its field.
      await edit.press('Enter');
      const form = foodDialog(page);
      await form.getByRole('heading', { name: 'Edit Food' }).waitFor();
      expect(await form.getByLabel('SKU', { exact: true }).inputValue()).toBe(beans.sku);
      const barcode = form.getByLabel('Barcode', { exact: true });
      expect(await barcode.inputValue()).toBe(beans.barcode);
      expect(await barcode.getAttribute('inputmode')).toBe('numeric');
      await barcode.fill('036000291453');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(FOOD_FORM_ERRORS.barcodeInvalid).waitFor();
      expect(await barcode.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);

      // Another product's SKU is refused by the server (409), said at the SKU field.
      session.allow(/\[http 409\] PUT .*\/api\/foods\//, /status of 409/);
      await barcode.fill(beans.barcode);
      await form.getByLabel('SKU', { exact: true }).fill(PRODUCTS[0].sku);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(FOOD_FORM_ERRORS.skuTaken).waitFor(POLL);
      expect(await form.getByLabel('SKU', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });

      // The export holds the 3 products, each with its SKU and barcode.
      const exported = await downloaded(page, section.getByRole('link', { name: 'Export all products' }));
      const lines = exported.split(/\r?\n/);
      expect(lines[0]).toBe(CATALOGUE_COLUMN_NAMES.join(','));
      for (const product of PRODUCTS) {
        const line = lines.find((each) => each.startsWith(`${product.sku},`));
        expect(line, product.sku).toContain(`,${product.name},E2E Pantry,${Number(product.price)}`);
        expect(line, product.sku).toContain(`,${product.barcode},`);
      }
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });

  it('reads right to left in Arabic, the file’s problems in it', async () => {
    // A check writes nothing: the shared server will do.
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/ar/admin/foods');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const section = catalogueSection(page, arabic('admin-foods.catalogueHeading'));
    await section.getByLabel(arabic('admin-foods.chooseCsv')).setInputFiles(csvFile('mistakes.csv', TWO_MISTAKES));
    await section.getByRole('button', { name: arabic('admin-foods.checkFile') }).click();
    await section.getByRole('heading', { name: arabic('admin-foods.problemsHeading', { count: 2 }) }).waitFor(POLL);
    const lines = await problemLines(section, arabic('admin-foods.problemsCaption'));
    expect(lines.map(([line, column]) => [line, column])).toEqual([
      ['2', 'price'],
      ['3', 'barcode'],
    ]);
    expect(lines[1]?.[2]).toBe(arabic('answers-menu.foodFormBarcodeInvalid'));
    await expectNoAxeViolations(page);
  });
});
