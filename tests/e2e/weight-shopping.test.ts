import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fillAddress, placeOrderButton, storedCart } from './support/checkout.ts';
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

describe('a product sold by weight, as a customer buys it', () => {
  it('is chosen by weight on its page, stepped by weight in the cart within its stock, priced half up and ordered as an estimate', async () => {
    // Its own server over a copy: the product and the order are this test's.
    const server = await startServerOverCopy('weight');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const created = await send(
        base,
        'POST',
        '/api/foods',
        {
          name: 'Loose Tomatoes',
          category: 'pizza',
          price: 4.49,
          description: 'Picked this morning; we weigh what you choose.',
          soldBy: 'weight',
          unit: 'kg',
          quantityStep: 0.25,
          minQuantity: 0.5,
          maxQuantity: 3,
          stock: { tracked: true, quantity: 1.25, lowAt: 0 },
        },
        admin,
      );
      expect(created.status, await created.clone().text()).toBe(201);
      const tomatoes = ((await created.json()) as { data: Food }).data;

      const customer = await signUpCustomer(base, 'Weight Shopper');
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, customer);
      const page = await context.newPage();
      const main = page.getByRole('main');

      // Its page: a weight from its least, in its steps; the button says what that weight costs.
      await page.goto(`/dish/${tomatoes._id}`);
      const stepper = main.getByRole('group', { name: 'Weight of Loose Tomatoes' });
      const more = stepper.getByRole('button', { name: 'More Loose Tomatoes' });
      await waitForHydration(more);
      await stepper.getByText('0.5 kg', { exact: true }).waitFor();
      await main.getByText('$4.49 per kg', { exact: true }).waitFor();
      expect(await stepper.getByRole('button', { name: 'Less Loose Tomatoes' }).getAttribute('aria-disabled')).toBe('true');
      await more.click();
      await more.click();
      await stepper.getByText('1 kg', { exact: true }).waitFor();
      const add = main.getByRole('button', { name: 'Add to Cart · $4.49', exact: true });
      await add.click();
      await expect.poll(async () => (await storedCart(page))[0]?.quantity, POLL).toBe(1);
      await main.getByText('1 kg in your cart', { exact: false }).waitFor();
      await expectNoAxeViolations(page);

      // The cart: the line's weight steps by 0.25 kg; 1.25 kg at 4.49 is 5.6125, so 5.61.
      await page.goto('/cart');
      const increase = main.getByRole('button', { name: 'Increase quantity of Loose Tomatoes' });
      await waitForHydration(increase);
      await main.getByText('$4.49 per kg', { exact: true }).waitFor();
      await increase.click();
      await main.getByText('Weight 1.25 kg', { exact: true }).waitFor();
      await expect.poll(async () => (await storedCart(page))[0]?.quantity, POLL).toBe(1.25);
      await main.getByText('$5.61', { exact: true }).first().waitFor();
      // 1.25 kg is all there is: the "+" stops there and says why, with the weight's unit.
      await expect.poll(() => increase.getAttribute('aria-disabled'), POLL).toBe('true');
      const reasonId = await increase.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe('Only 1.25 kg left');
      await main.getByText(/the final price is set when your order is weighed/).waitFor();
      await expectNoAxeViolations(page);

      // The checkout places it for that weight; the order is marked estimated.
      await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL(isPath('/checkout'));
      await main.getByText(customer.user.email, { exact: true }).waitFor();
      await main.getByText('1.25 kg at $4.49 per kg', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await fillAddress(page);
      await placeOrderButton(page).click();
      await page.waitForURL(isPath('/myorders'));
      await toastWith(page, 'Order placed successfully!').waitFor();
      const mine = (await (await send(base, 'GET', `/api/orders/user/${customer.userId}`, undefined, customer)).json()) as {
        data: Order[];
      };
      const order = mine.data[0]!;
      expect(order.estimated).toBe(true);
      expect(order.products[0]).toMatchObject({ productId: tomatoes._id, quantity: 1.25, unit: 'kg', price: 4.49, amount: 5.61 });
      // It took the weight from the stock: none left.
      const after = (await (await fetch(`${base}/api/foods/${tomatoes._id}`)).json()) as Food;
      expect(after.stock.quantity).toBe(0);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
