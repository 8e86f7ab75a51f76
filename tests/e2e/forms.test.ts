import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { localeNumberText } from '../../domain/locale-number.ts';
import type { PublicStoreSettings } from '../../domain/store-details.ts';
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
import { waitForHydration } from './support/menu.ts';
import { orderArticle, placeOrder, signInBrowser, signUpCustomer } from './support/orders.ts';
import { formatOrderDate } from '../../domain/order-status.ts';

// Luigi's Pizzeria: euros, it-IT, prices including VAT. The owner types amounts the Italian way
// and every form says what is wrong beside the field. The shared E2E database gets its settings
// back afterwards.
const session = useBrowser();
const PREFIX = 'E2E Forms Dish';
let original: PublicStoreSettings;

const adminFetch = (path: string, method: string, body: unknown) => adminRequest(session.baseURL, path, method, body);

beforeAll(async () => {
  original = ((await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: PublicStoreSettings }).data;
});
afterEach(async () => {
  await deleteDishesNamed(session.baseURL, PREFIX);
});
afterAll(async () => {
  if (original) expect((await adminFetch('/api/settings', 'PUT', { ...original, confirmCurrencyChange: true })).status).toBe(200);
});

describe("Luigi's Pizzeria: amounts typed the Italian way", () => {
  it('shows euros at once after the switch, and a dish price typed "22,5" saves as 22,50 €', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/admin/settings');
    const money = page.getByRole('form', { name: 'Currency, tax and tips' });
    const save = money.getByRole('button', { name: 'Save currency, tax and tips' });
    await waitForHydration(save);
    await money.getByLabel('Currency').selectOption('EUR');
    await money.getByLabel(/^Locale/).fill('it-IT');
    await money.getByRole('radio', { name: 'Prices include tax (VAT, GST)' }).check();
    await money.getByLabel('Tax rate on the delivery fee (%)').fill('10');
    // Only a shop with orders in another currency is asked to confirm (the shared E2E shop has
    // them when other files ran first); one without saves at once.
    session.allow(/\[http 409\] PUT .*\/api\/settings/, /status of 409/);
    await save.click();
    const confirm = money.getByRole('checkbox', { name: /Change the currency/ });
    const saved = toastWith(page, 'Currency, tax and tips saved');
    await saved.or(confirm).first().waitFor();
    if (await confirm.count()) {
      expect(await confirm.getAttribute('aria-invalid')).toBe('true');
      await confirm.check();
      await save.click();
    }
    await saved.waitFor();

    // No reload: the store details' fee speaks euros, written the Italian way.
    const details = page.getByRole('form', { name: 'Store details' });
    const fee = details.getByLabel('Delivery fee (€)', { exact: true });
    await fee.waitFor();
    expect(await fee.inputValue()).toBe(localeNumberText(original.deliveryFee, 'it-IT', 2));

    await openManageFoods(page);
    await page.getByRole('button', { name: 'Add Food' }).click();
    const dialog = foodDialog(page);
    await dialog.getByRole('heading', { name: 'Add Food' }).waitFor();
    const name = testDishName(PREFIX);
    await fillFoodForm(dialog, { name, category: 'pizza', price: '22.5', image: '/images/dishes/margherita-pizza.svg' });
    // A new category is a choice of its own, with its name asked for; never made by a typo.
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await category.selectOption({ label: 'New category…' });
    // "22.5" could be 22,5 or a slipped 225: said beside the field, and what was typed stays.
    await dialog.getByRole('button', { name: 'Save' }).click();
    const newName = dialog.getByLabel('New category name');
    await expect.poll(() => newName.getAttribute('aria-invalid'), POLL).toBe('true');
    await dialog.getByText('Category is required.').waitFor();
    await category.selectOption({ label: 'pizza' });
    expect(await newName.count()).toBe(0);
    const price = dialog.getByLabel('Price (€)', { exact: true });
    await dialog.getByText('Write it as 22,5: decimals after ",", thousands with "." or nothing.').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.inputValue()).toBe('22.5');
    await expectNoAxeViolations(page);

    await price.fill('22,5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Food added successfully').waitFor();
    await foodRow(page, name).getByText('22,50 €').waitFor();
    const foods = (await (await fetch(`${session.baseURL}/api/foods`)).json()) as Food[];
    expect(foods.find((food) => food.name === name)?.price).toBe(22.5);

    // Editing shows it back the Italian way.
    await foodRow(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect.poll(() => dialog.getByLabel('Price (€)', { exact: true }).inputValue(), POLL).toBe('22,50');
  });

  it('says every wrong field of the hours form at once, beside each, keeping what was typed', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/admin/settings');
    const form = page.getByRole('form', { name: 'Hours, delivery and pickup' });
    const save = form.getByRole('button', { name: 'Save hours, delivery and pickup' });
    await waitForHydration(save);
    const before = await fulfilmentNow();

    // Monday twice 10:00–22:00, a zone without a name whose fee is written the American way, no lead time.
    await form.getByRole('button', { name: 'Add hours on Monday' }).click();
    await form.getByRole('button', { name: 'Add hours on Monday' }).click();
    await form.getByRole('button', { name: 'Add a zone' }).click();
    const zones = await form.getByLabel(/^Zone \d+ name$/).count();
    await form.getByLabel(`Zone ${zones} postcodes or prefixes`).fill('20121');
    const zoneFee = form.getByLabel(`Zone ${zones} fee (€)`);
    await zoneFee.fill('2.50');
    const lead = form.getByLabel('Delivery lead time (minutes)');
    await lead.fill('');
    await save.click();

    const monday = form.getByLabel('Monday opens').last();
    const expected: [typeof monday, RegExp | string][] = [
      [monday, /^Monday(’s|'s| lists)/],
      [lead, 'Lead time must be a whole number of minutes from 0 to 1440.'],
      [form.getByLabel(`Zone ${zones} name`), 'Give each delivery zone a name (at most 60 characters).'],
      [zoneFee, 'Write it as 2,50: decimals after ",", thousands with "." or nothing.'],
    ];
    await expect.poll(() => monday.getAttribute('aria-invalid'), POLL).toBe('true');
    for (const [field, message] of expected) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(
        await field.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent),
      ).toMatch(message);
    }
    await form.getByText('Please correct the 4 fields marked above.').waitFor();
    // Focus goes to the first field marked: Monday's first time.
    expect(
      await form
        .getByLabel('Monday opens')
        .first()
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await zoneFee.inputValue()).toBe('2.50');
    expect(await fulfilmentNow()).toEqual(before);
    await expectNoAxeViolations(page);
  });
});

describe("Luigi's Pizzeria: times on the shop's clock", () => {
  it("shows a customer abroad the order's time in Rome, on the 24-hour clock", async () => {
    const zone = await adminFetch('/api/settings', 'PUT', {
      currency: 'EUR',
      locale: 'it-IT',
      confirmCurrencyChange: true,
      fulfilment: { ...(original as PublicStoreSettings & { fulfilment: object }).fulfilment, timeZone: 'Europe/Rome' },
    });
    expect(zone.status).toBe(200);
    const customer = await signUpCustomer(session.baseURL, 'Roma');
    const order = await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    // The customer's phone is in New York and set to a 12-hour clock; the shop's day and clock win.
    const context = await session.freshContext({ timezoneId: 'America/New_York', locale: 'en-US' });
    await signInBrowser(context, session.baseURL, customer);
    const page = await context.newPage();
    await page.goto('/myorders');
    const placed = formatOrderDate(order.createdAt, 'Europe/Rome', 'it-IT');
    expect(placed).toMatch(/, \d\d:\d\d$/);
    await orderArticle(page, order).getByText(placed, { exact: true }).waitFor(POLL);
  });
});

async function fulfilmentNow(): Promise<unknown> {
  return ((await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: { fulfilment: unknown } }).data.fulfilment;
}
