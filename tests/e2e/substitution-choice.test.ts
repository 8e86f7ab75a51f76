import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fillAddress, openWithCart, placeOrderButton } from './support/checkout.ts';
import { waitForHydration } from './support/menu.ts';
import { type ApiSession, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();

const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

async function send(baseURL: string, method: string, path: string, body: unknown, who: ApiSession): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: who.cookie, 'X-Forwarded-For': visitorAddress() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function addCountedProduct(baseURL: string, admin: ApiSession, name: string, price: number): Promise<Food> {
  const created = await send(
    baseURL,
    'POST',
    '/api/foods',
    {
      name,
      category: 'pizza',
      price,
      description: 'A grocer’s product whose stock is counted.',
      stock: { tracked: true, quantity: 10, lowAt: 0 },
    },
    admin,
  );
  expect(created.status, await created.clone().text()).toBe(201);
  return ((await created.json()) as { data: Food }).data;
}

describe('the customer’s choice of replacement', () => {
  it('is set on a cart line from the suggestions, said at checkout, kept on the order and shown on the desk', async () => {
    // Its own server over a copy: the products and the order are this test's.
    const server = await startServerOverCopy('substitution');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const basmati = await addCountedProduct(base, admin, 'Basmati Rice 1 kg', 3.29);
      const jasmine = await addCountedProduct(base, admin, 'Jasmine Rice 1 kg', 3.79);

      const customer = await signUpCustomer(base, 'Rice Shopper');
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, customer);
      const page = await context.newPage();
      const main = page.getByRole('main');

      // The cart: the counted product's line says what happens if it is out, and changes it by keyboard.
      const line = { _id: basmati._id, name: basmati.name, description: '', image: basmati.image, priceCents: 329, quantity: 2, left: 10 };
      await openWithCart(page, [line], '/cart');
      const change = main.getByRole('button', { name: 'Change what may replace Basmati Rice 1 kg' });
      await waitForHydration(change);
      await main.getByText('If out: Don’t replace — refund it', { exact: true }).waitFor();
      await change.focus();
      await page.keyboard.press('Enter');
      const modes = main.getByRole('group', { name: 'If Basmati Rice 1 kg is out' });
      await modes.getByRole('radio', { name: 'Don’t replace — refund it' }).waitFor();
      await modes.getByRole('radio', { name: 'This product instead' }).check();
      const suggestions = main.getByRole('group', { name: 'Send instead of Basmati Rice 1 kg' });
      const pick = suggestions.getByRole('radio', { name: /^Jasmine Rice 1 kg/ });
      await pick.waitFor();
      expect(await suggestions.getByRole('radio', { name: /^Basmati Rice/ }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await pick.focus();
      await page.keyboard.press('Space');
      await main.getByText('If out: Jasmine Rice 1 kg', { exact: true }).waitFor();
      await main.getByRole('button', { name: 'Done' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), POLL)
        .toBe('Change what may replace Basmati Rice 1 kg');

      // The checkout: the total is an estimate, and how the final amount is settled is one click away.
      await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL(isPath('/checkout'));
      await main.getByText(customer.user.email, { exact: true }).waitFor();
      await main.getByText(/This total is an estimate/).waitFor();
      await main.getByText('How the final amount is settled', { exact: true }).click();
      await main.getByText(/This product instead: we send the product you named/).waitFor();
      await expectNoAxeViolations(page);
      await fillAddress(page);
      await placeOrderButton(page).click();
      await page.waitForURL(isPath('/myorders'));
      await toastWith(page, 'Order placed successfully!').waitFor();
      const mine = (await (await send(base, 'GET', `/api/orders/user/${customer.userId}`, undefined, customer)).json()) as {
        data: Order[];
      };
      const order = mine.data[0]!;
      expect(order.products[0]!.substitution).toEqual({ mode: 'specific', productId: jasmine._id, name: 'Jasmine Rice 1 kg' });

      // The desk reads the choice on the order's card.
      const deskContext = await session.freshContext({ baseURL: base });
      await signInBrowser(deskContext, base, admin);
      const desk = await deskContext.newPage();
      await desk.goto('/admin/desk');
      const deskCard = desk.locator(`article[data-order-id="${order._id}"]`);
      await expect.poll(() => deskCard.textContent(), POLL).toContain('If out: Jasmine Rice 1 kg');
      await expectNoAxeViolations(desk);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
