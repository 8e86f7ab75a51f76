import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Location } from '../../domain/contracts/locations.ts';
import { translator } from '../../domain/i18n/tables.ts';
import { STOCK_ERRORS, STOCK_MESSAGES } from '../../domain/stock.ts';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import type { Food } from '../../domain/food.ts';
import {
  adminRequest,
  deleteDishesNamed,
  fillFoodForm,
  foodDialog,
  foodRow,
  logInAsAdminThroughPage,
  openManageFoods,
  testDishName,
} from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { copyOfLiveDatabase } from './support/live-database.ts';
import { signInAdmin, signInBrowser } from './support/orders.ts';
import { startServer } from './support/server.ts';
import { historyLines, openAdjustStock } from './support/stock.ts';

const session = useBrowser();
const english = translator('en');
const arabic = translator('ar');

/** Every product these tests add starts with this; afterEach deletes them (the server is shared). */
const PREFIX = 'E2E Stock Item';

afterEach(async () => {
  await deleteDishesNamed(session.baseURL, PREFIX);
});

const product = { category: 'pizza', image: '/images/dishes/margherita-pizza.svg', description: 'Counted by the stock E2E test.' };

/** A product tracking its stock, added through the API (the form's own journey is the first test's). */
async function addTrackedProduct(baseURL: string, name: string, stock: { quantity: number; lowAt: number }): Promise<void> {
  const body = { name, price: 3, ...product, isAvailable: true, stock: { tracked: true, ...stock } };
  const created = await adminRequest(baseURL, '/api/foods', 'POST', body);
  expect(created.status, await created.clone().text()).toBe(201);
}

/** Records one change through the dialog and waits for the server's message and the list's new figure. */
async function recordChange(page: Page, name: string, reason: string, label: string, amount: string, figure: string): Promise<void> {
  const dialog = await openAdjustStock(page, name);
  await dialog.getByLabel('Reason').selectOption({ label: reason });
  await dialog.getByLabel(label, { exact: true }).fill(amount);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastWith(page, STOCK_MESSAGES.adjusted).waitFor(POLL);
  await dialog.waitFor({ state: 'detached' });
  await foodRow(page, name).getByText(figure, { exact: true }).waitFor(POLL);
}

describe('the owner keeps a product’s stock', () => {
  it('starts it on the form, records a delivery and waste, refuses going below 0, and the Dashboard lists it as low', async () => {
    session.allow(/\[http 409\] POST .*\/api\/foods\/[^/]+\/stock/, /status of 409/);
    const page = await session.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/stock')) posts.push(request.url());
    });
    await logInAsAdminThroughPage(page);
    await openManageFoods(page);

    // A new product tracking its stock: 5, low at 2; the rule is checked at its field first.
    const name = testDishName(PREFIX);
    await page.getByRole('button', { name: 'Add Food' }).click();
    const form = foodDialog(page);
    await form.getByRole('heading', { name: 'Add Food' }).waitFor();
    await fillFoodForm(form, { name, price: '2.5', ...product, available: true });
    await form.getByRole('checkbox', { name: 'Track stock' }).check();
    await form.getByLabel('In stock', { exact: true }).fill('-1');
    await form.getByLabel('Low stock at', { exact: true }).fill('2');
    // A pack of 500 g, its unit forgotten at first.
    await form.getByLabel('Pack holds', { exact: true }).fill('500');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(STOCK_ERRORS.quantity).waitFor();
    expect(await form.getByLabel('In stock', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByText(FOOD_FORM_ERRORS.contentUnit).waitFor();
    expect(await form.getByLabel('Unit', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await form.getByLabel('Unit', { exact: true }).selectOption({ label: 'grams (g)' });
    await form.getByLabel('In stock', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const row = foodRow(page, name);
    await row.getByText('5 in stock', { exact: true }).waitFor(POLL);
    await expectNoAxeViolations(page);

    // An edit that leaves the stock alone sends no quantity: orders placed meanwhile stand.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await form.getByRole('heading', { name: 'Edit Food' }).waitFor();
    expect(await form.getByLabel('In stock', { exact: true }).inputValue()).toBe('5');
    // Its pack gives the price per kg customers see: 2.50 for 500 g.
    expect(await form.getByLabel('Pack holds', { exact: true }).inputValue()).toBe('500');
    const saved = (await (await page.request.get('/api/foods')).json()) as Food[];
    expect(saved.find((food) => food.name === name)).toMatchObject({
      content: { amount: 500, unit: 'g' },
      unitPrice: { amount: 5, per: 'kg' },
    });
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(((await put).postDataJSON() as { stock: unknown }).stock).toEqual({ tracked: true, lowAt: 2 });
    await form.waitFor({ state: 'detached' });

    // A delivery of 3, then waste of 7: low, with 1 left.
    await recordChange(page, name, 'Delivery', 'Received', '3', '8 in stock');
    await recordChange(page, name, 'Waste', 'Wasted', '7', 'Low: 1 left');

    const dialog = await openAdjustStock(page, name);
    expect(await historyLines(dialog)).toEqual([
      ['-7', '1', 'Waste', ''],
      ['+3', '8', 'Delivery', ''],
      ['+5', '5', 'Count', ''],
    ]);
    await expectNoAxeViolations(page);

    // A count below 0 is stopped in the browser; waste of more than there is, by the server.
    await dialog.getByLabel('Reason').selectOption({ label: 'Count' });
    await dialog.getByLabel('Counted', { exact: true }).fill('-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(STOCK_ERRORS.set).waitFor();
    expect(posts).toHaveLength(2);
    await dialog.getByLabel('Reason').selectOption({ label: 'Waste' });
    await dialog.getByLabel('Wasted', { exact: true }).fill('5');
    await dialog.getByLabel('Note (optional)').fill('Dropped crate');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: english('answers-stock.belowZero', { name, left: 1 }) })
      .waitFor(POLL);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Low: 1 left', { exact: true }).waitFor();
    expect((await historyLines(await openAdjustStock(page, name))).length).toBe(3);
    await foodDialog(page).getByRole('button', { name: 'Cancel' }).click();

    // The Dashboard lists it under Low stock, with the way to Manage Foods.
    await page.goto('/admin');
    const lowStock = page.getByRole('region', { name: 'Low stock' });
    const line = lowStock.getByRole('listitem').filter({ hasText: name });
    await line.waitFor();
    expect(await line.textContent()).toBe(`${name}1 left (low at 2)`);
    expect(await lowStock.getByRole('link', { name: 'Restock in Manage Foods' }).getAttribute('href')).toBe('/admin/foods');
    await expectNoAxeViolations(page);

    // Deleted through its row: the shared server keeps no trace of it.
    await openManageFoods(page);
    page.once('dialog', (confirm) => void confirm.accept());
    await foodRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await foodRow(page, name).waitFor({ state: 'detached' });
  });

  it('reads right to left in Arabic, every word of the dialog in it', async () => {
    const name = testDishName(PREFIX);
    await addTrackedProduct(session.baseURL, name, { quantity: 4, lowAt: 1 });

    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/ar/admin/foods');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const row = page
      .getByRole('table', { name: arabic('admin-foods.caption') })
      .getByRole('row')
      .filter({ hasText: name });
    await row.getByText(arabic('admin-foods.stockIn', { count: 4 }), { exact: true }).waitFor();
    await row.getByRole('button', { name: arabic('admin-foods.adjustStockLabel', { name }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: arabic('admin-foods.adjustStock') }).waitFor();
    await dialog.getByLabel(arabic('admin-foods.stockReceived'), { exact: true }).waitFor();
    await dialog
      .getByRole('table', { name: arabic('admin-foods.stockHistory') })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('in a chain, changes the stock of the location chosen, each with its own history', async () => {
    // Its own server over a copy of the shared database: a second location changes every screen.
    const copy = await copyOfLiveDatabase('stock');
    const server = await startServer(copy.url);
    const base = server.baseURL;
    const context = await session.freshContext({ baseURL: base });
    try {
      const admin = await signInAdmin(base);
      const riverside = await adminRequest(base, '/api/locations', 'POST', {
        name: 'Riverside',
        address: { street: '9 River Road', city: 'Springfield', country: 'US' },
        phone: '217 555 0199',
      });
      expect(riverside.status, await riverside.clone().text()).toBe(201);
      const { id: riversideId } = ((await riverside.json()) as { data: Location }).data;
      const name = testDishName(PREFIX);
      await addTrackedProduct(base, name, { quantity: 6, lowAt: 1 });

      await signInBrowser(context, base, admin);
      const page = await context.newPage();
      await openManageFoods(page);
      const dialog = await openAdjustStock(page, name);
      await dialog.getByLabel('Location').selectOption({ label: 'Riverside' });
      await dialog.getByText('No changes by hand yet.').waitFor(POLL);
      await dialog.getByLabel('Received', { exact: true }).fill('4');
      const post = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/stock'));
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect((await post).postDataJSON()).toEqual({ adjust: 4, reason: 'delivery', note: '', locationId: riversideId });
      await toastWith(page, STOCK_MESSAGES.adjusted).waitFor(POLL);
      await dialog.waitFor({ state: 'detached' });
      // The list shows the first location's stock, which the delivery to Riverside left alone.
      await foodRow(page, name).getByText('6 in stock', { exact: true }).waitFor(POLL);

      const again = await openAdjustStock(page, name);
      expect(await historyLines(again)).toEqual([['+6', '6', 'Count', '']]);
      await again.getByLabel('Location').selectOption({ label: 'Riverside' });
      await expect.poll(() => historyLines(again), POLL).toEqual([['+4', '4', 'Delivery', '']]);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
      await server.stop();
      copy.remove();
    }
  });
});
