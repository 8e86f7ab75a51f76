import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fillAddress, placeOrderButton, storedCart } from './support/checkout.ts';
import { dishCard, waitForHydration, waitForMenuIsland } from './support/menu.ts';
import { type ApiSession, placeOrder, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();

const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

async function send(baseURL: string, method: string, path: string, body: unknown, who: ApiSession): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: who.cookie, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify(body),
  });
}

describe('a product whose stock is tracked, as customers see it', () => {
  it('says "Only 3 left" on its card and page, keeps the cart within it, and fits the cart to what is left when an order is refused', async () => {
    // Its own server over a copy of the shared database: the product's stock goes down with
    // every order, which the other files' menus must not see.
    const server = await startServerOverCopy('stock', { ORDER_LIMIT_PER_CUSTOMER: '1000' });
    const base = server.baseURL;
    // The refused order is the test's own doing.
    session.allow(/\[http 409\] POST .*\/api\/orders$/, /status of 409 \(Conflict\) \(.*\/api\/orders\)$/);
    try {
      const admin = await signInAdmin(base);
      const created = await send(
        base,
        'POST',
        '/api/foods',
        {
          name: 'Heirloom Tomatoes',
          category: 'pizza',
          price: 4.5,
          description: 'A box from the farm, while they last.',
          stock: { tracked: true, quantity: 3, lowAt: 5 },
        },
        admin,
      );
      expect(created.status, await created.clone().text()).toBe(201);
      const tomatoes = ((await created.json()) as { data: Food }).data;
      expect(tomatoes.stock).toEqual({ tracked: true, quantity: 3, lowAt: 5 });

      const customer = await signUpCustomer(base, 'Stock Shopper');
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, customer);
      const page = await context.newPage();
      const main = page.getByRole('main');

      // The menu and the product's page as served, before any island: the same words.
      for (const path of ['/menu', `/dish/${tomatoes._id}`]) {
        const served = await (await fetch(`${base}${path}`)).text();
        expect(served, path).toContain('<p class="low-stock">Only 3 left</p>');
      }

      // The menu: the island's card that takes the served one's place says it too.
      await page.goto('/menu');
      const card = dishCard(page, tomatoes.name);
      await expect.poll(() => card.getByText('Only 3 left', { exact: true }).count(), POLL).toBe(1);
      await waitForMenuIsland(page);
      await card.getByText('Only 3 left', { exact: true }).waitFor();
      await expectNoAxeViolations(page);

      // Its page, served and then drawn by the island.
      await page.goto(`/dish/${tomatoes._id}`);
      const add = main.getByRole('button', { name: 'Add to Cart', exact: true });
      await main.getByText('Only 3 left', { exact: true }).waitFor();
      await waitForHydration(add);
      await main.getByText('Only 3 left', { exact: true }).waitFor();
      await add.click();
      await expect.poll(async () => (await storedCart(page))[0]?.quantity, POLL).toBe(1);
      await expectNoAxeViolations(page);

      // The cart's "+" stops at 3, and says why.
      await page.goto('/cart');
      const more = main.getByRole('button', { name: `Increase quantity of ${tomatoes.name}` });
      await waitForHydration(more);
      await more.click();
      await more.click();
      await main.getByText('Quantity 3', { exact: true }).waitFor();
      await expect.poll(() => more.getAttribute('aria-disabled'), POLL).toBe('true');
      const reasonId = await more.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe('Only 3 left');
      // Still focusable, so the press that got there keeps its place; a press now adds nothing.
      await more.press('Enter');
      await main.getByText('Quantity 3', { exact: true }).waitFor();
      expect((await storedCart(page))[0]?.quantity).toBe(3);
      await expectNoAxeViolations(page);

      // Meanwhile another customer buys 2.
      const other = await signUpCustomer(base, 'Quicker Shopper');
      await placeOrder(base, other, [{ productId: tomatoes._id, quantity: 2 }], { method: 'cash' });

      // The checkout is refused for 3, says how many are left, and the line offers to fit.
      await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL(isPath('/checkout'));
      await main.getByText(customer.user.email, { exact: true }).waitFor();
      await fillAddress(page);
      await placeOrderButton(page).click();
      await toastWith(page, `Only 1 left of ${tomatoes.name}.`).waitFor();
      const items = main.getByRole('region', { name: 'Items in your order' });
      await items.getByText('Only 1 left', { exact: true }).waitFor();
      const change = items.getByRole('button', { name: 'Change to 1', exact: true });
      await expect.poll(() => change.evaluate((button) => button === document.activeElement), POLL).toBe(true);
      await expectNoAxeViolations(page);
      await change.click();
      await expect.poll(async () => (await storedCart(page))[0]?.quantity, POLL).toBe(1);
      expect(await change.count()).toBe(0);

      await placeOrderButton(page).click();
      await page.waitForURL(isPath('/myorders'));
      await toastWith(page, 'Order placed successfully!').waitFor();
      const after = (await (await fetch(`${base}/api/foods/${tomatoes._id}`)).json()) as Food;
      expect(after.stock.quantity).toBe(0);
      expect(after.isAvailable).toBe(false);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
