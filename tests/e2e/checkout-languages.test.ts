import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { translator } from '../../domain/i18n/tables.ts';
import { createAccount, newUser } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { availableDishes } from './support/checkout.ts';
import { clickWhenHydrated, fetchFoods, waitForHydration } from './support/menu.ts';

const session = useBrowser();
const arabic = translator('ar');

const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

describe('the cart and checkout in Arabic', () => {
  it('takes an order from /ar/menu through /ar/cart and /ar/checkout, right to left, in Arabic', async () => {
    const [dish] = availableDishes(await fetchFoods(session.baseURL), 1) as [Food];
    const page = await session.newPage();
    const customer = newUser('Arabic');
    await createAccount(session.baseURL, customer);

    // The menu's own words are another area's; the dish is added as on any menu page.
    await page.goto('/ar/menu');
    const card = page.getByRole('article', { name: dish.name, exact: true }).first();
    await clickWhenHydrated(card.getByRole('button').last());
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length), POLL).toBe(1);

    await page.goto('/ar/cart');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: arabic('cart.heading'), level: 1 }).waitFor();
    await main.getByRole('heading', { name: arabic('cart.summaryHeading') }).waitFor();
    await main.getByRole('button', { name: arabic('cart.removeDish', { dish: dish.name }) }).waitFor();
    await main.getByText(arabic('cart.itemCount', { count: 1 }), { exact: true }).waitFor();
    await main.getByText(arabic('cart.total'), { exact: true }).waitFor();
    await clickWhenHydrated(main.getByRole('link', { name: arabic('cart.proceed') }));
    await page.waitForURL(isPath('/ar/checkout'));

    await page.getByRole('heading', { name: arabic('checkout.heading'), level: 1 }).waitFor();
    await main.getByRole('heading', { name: arabic('checkout.yourDetails') }).waitFor();
    // The checkout's button opens the sign-in dialog, in Arabic too.
    await clickWhenHydrated(main.getByRole('button', { name: arabic('checkout.logIn') }));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(arabic('auth.email'), { exact: true }).fill(customer.email);
    await dialog.getByLabel(arabic('auth.password'), { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: arabic('auth.logInSubmit'), exact: true }).click();
    await main.getByText(customer.email, { exact: true }).waitFor();
    await main.getByRole('heading', { name: arabic('checkout-payment.heading') }).waitFor();
    const cash = main.getByRole('radio', { name: arabic('checkout-payment.method', { method: 'cash' }) });
    await waitForHydration(cash);
    expect(await cash.isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // The address fields are rebuilt per country elsewhere; they are filled by their ids here.
    await main.locator('#checkout-street').fill('12 Curry Lane');
    await main.locator('#checkout-city').fill('Springfield');
    await main.locator('#checkout-state').fill('Illinois');
    await main.locator('#checkout-zipCode').fill('62704');
    // A rule's refusal is said in Arabic too: delivery needs a phone number.
    await main.getByRole('button', { name: arabic('checkout.placeOrder') }).click();
    await main.getByText(arabic('checkout-rules.phoneMissing'), { exact: true }).first().waitFor();
    await main.getByLabel(arabic('checkout.phone'), { exact: true }).fill('(217) 555-0199');
    await main.getByRole('button', { name: arabic('checkout.placeOrder') }).click();

    await page.waitForURL(isPath('/ar/myorders'));
    await page.getByText(arabic('checkout.placed'), { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
