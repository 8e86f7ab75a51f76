import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { FOOD_FORM_ERRORS } from '../../domain/food-form.ts';
import { STOCK_MESSAGES } from '../../domain/stock.ts';
import { chooseCategory, foodDialog, foodRow, openManageFoods } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { orderArticle, placeOrder, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { historyLines, openAdjustStock } from './support/stock.ts';

const session = useBrowser();
const NAME = 'Vine Tomatoes';

describe('the owner sells by weight', () => {
  it('makes Vine Tomatoes sold by weight, keeps its stock in kg, and gives a weighed line back whole', async () => {
    // Its own server over a copy of the shared database: the product and its order stay there.
    const server = await startServerOverCopy('weight', { ORDER_LIMIT_PER_CUSTOMER: '1000' });
    const base = server.baseURL;
    try {
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, await signInAdmin(base));
      const page = await context.newPage();
      await openManageFoods(page);

      // The form: by weight, its price per kg, a step of 0 refused at its field first.
      await page.getByRole('button', { name: 'Add Food' }).click();
      const form = foodDialog(page);
      await form.getByRole('heading', { name: 'Add Food' }).waitFor();
      await form.getByLabel('Name', { exact: true }).fill(NAME);
      await chooseCategory(form, 'Fruit & Veg');
      await form.getByRole('radio', { name: 'By weight' }).check();
      await form.getByLabel(/^Price per kg \(/).fill('4.49');
      expect(await form.getByLabel('Price per', { exact: true }).inputValue()).toBe('kg');
      await form.getByLabel('Step', { exact: true }).fill('0');
      await form.getByLabel('Least', { exact: true }).fill('0.5');
      await form.getByRole('checkbox', { name: 'Track stock' }).check();
      await form.getByLabel('In stock', { exact: true }).fill('10.5');
      await form.getByLabel('Low stock at', { exact: true }).fill('1');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(FOOD_FORM_ERRORS.quantityStep).waitFor();
      expect(await form.getByLabel('Step', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('Least', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      await expectNoAxeViolations(page);

      await form.getByLabel('Step', { exact: true }).fill('0.25');
      await form.getByText('Customers order 0.5 kg, 0.75 kg, …').waitFor();
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });

      // Manage Foods: its price per kg and its stock in kg.
      const row = foodRow(page, NAME);
      await row.getByText('$4.49 / kg', { exact: true }).waitFor(POLL);
      await row.getByText('10.5 kg in stock', { exact: true }).waitFor(POLL);
      await expectNoAxeViolations(page);
      const listed = ((await (await fetch(`${base}/api/foods`)).json()) as Food[]).find((food) => food.name === NAME)!;
      expect(listed).toMatchObject({
        soldBy: 'weight',
        unit: 'kg',
        quantityStep: 0.25,
        minQuantity: 0.5,
        maxQuantity: null,
        price: 4.49,
        stock: { tracked: true, quantity: 10.5, lowAt: 1 },
      });

      // Waste of 0.75 kg: 9.75 kg left, in the history with its unit.
      let dialog = await openAdjustStock(page, NAME);
      await dialog.getByLabel('Reason').selectOption({ label: 'Waste' });
      await dialog.getByLabel('Wasted', { exact: true }).fill('0.75');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastWith(page, STOCK_MESSAGES.adjusted).waitFor(POLL);
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('9.75 kg in stock', { exact: true }).waitFor(POLL);
      dialog = await openAdjustStock(page, NAME);
      expect(await historyLines(dialog)).toEqual([
        ['-0.75 kg', '9.75 kg', 'Waste', ''],
        ['+10.5 kg', '10.5 kg', 'Count', ''],
      ]);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // An edit opens on its rule and keeps it.
      await row.getByRole('button', { name: `Edit ${NAME}` }).click();
      await form.getByRole('heading', { name: 'Edit Food' }).waitFor();
      expect(await form.getByRole('radio', { name: 'By weight' }).isChecked()).toBe(true);
      expect(await form.getByLabel('Step', { exact: true }).inputValue()).toBe('0.25');
      expect(await form.getByLabel('In stock', { exact: true }).inputValue()).toBe('9.75');
      const put = page.waitForRequest((request) => request.method() === 'PUT');
      await form.getByRole('button', { name: 'Save' }).click();
      expect((await put).postDataJSON()).toMatchObject({
        soldBy: 'weight',
        unit: 'kg',
        quantityStep: 0.25,
        minQuantity: 0.5,
        maxQuantity: null,
      });
      await form.waitFor({ state: 'detached' });

      // A customer's 1.5 kg (6.74), given back whole as a chosen item.
      const customer = await signUpCustomer(base, 'Weight Shopper');
      const placed = await placeOrder(base, customer, [{ productId: listed.id, quantity: 1.5 }], { method: 'cash' });
      await page.goto('/admin/orders');
      const card = orderArticle(page.getByRole('main'), placed);
      const open = card.getByRole('button', { name: 'Record refund' });
      await waitForHydration(open);
      await open.click();
      const refund = page.getByRole('dialog', { name: 'Record refund' });
      await refund.getByRole('radio', { name: 'Chosen items' }).check();
      const line = refund.getByRole('checkbox', { name: `${NAME} · 1.5 kg · $6.74` });
      await line.check();
      await refund.getByText('Comes to $6.74.').waitFor();
      await expectNoAxeViolations(page);
      const post = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/refunds'));
      await refund.getByRole('button', { name: 'Record refund' }).click();
      expect((await post).postDataJSON()).toMatchObject({ lines: [{ position: 0, quantity: 1.5 }] });
      await toastWith(page, 'Refund recorded').waitFor();
      await card.getByText('-$6.74').waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await server.stop();
    }
  });
});
