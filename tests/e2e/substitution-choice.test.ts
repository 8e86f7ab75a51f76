import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fillAddress, openWithCart, placeOrderButton } from './support/checkout.ts';
import { waitForHydration } from './support/menu.ts';
import {
  addProduct,
  type ApiSession,
  fetchUserOrders,
  orderArticle,
  signInAdmin,
  signInBrowser,
  signUpCustomer,
} from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();

const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

/** A grocer's product whose stock is counted, so the cart offers its replacement. */
function addCountedProduct(baseURL: string, admin: ApiSession, name: string, price: number): Promise<Food> {
  const counted = { name, category: 'pizza', price, description: 'A grocer’s product whose stock is counted.' };
  return addProduct(baseURL, admin, { ...counted, stock: { tracked: true, quantity: 10, lowAt: 0 } });
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
      // Paying by card, the notice says what the card is held for: a product named may cost more, so the margin too.
      await main.getByRole('radio', { name: 'Credit/Debit Card' }).check();
      await main
        .getByText(
          /^Your card is held for up to \$\d+\.\d\d \(the estimate and 10%\) and charged the final amount once your order is picked\.$/,
        )
        .waitFor();
      await main.getByText(/^Paying by card: we hold the estimate on your card/).waitFor();
      await expectNoAxeViolations(page);
      await main.getByRole('radio', { name: /^Cash/ }).check();
      await expect.poll(() => main.locator('[data-card-hold]').count(), POLL).toBe(0);
      await fillAddress(page);
      await placeOrderButton(page).click();
      await page.waitForURL(isPath('/myorders'));
      await toastWith(page, 'Order placed successfully!').waitFor();
      const order = (await fetchUserOrders(base, customer, customer.userId)).orders[0]!;
      expect(order.products[0]!.substitution).toEqual({ mode: 'specific', productId: jasmine._id, name: 'Jasmine Rice 1 kg' });

      // The desk reads the choice on the order's card.
      const deskContext = await session.freshContext({ baseURL: base });
      await signInBrowser(deskContext, base, admin);
      const desk = await deskContext.newPage();
      await desk.goto('/admin/desk');
      const deskCard = desk.locator(`article[data-order-id="${order._id}"]`);
      await expect.poll(() => deskCard.textContent(), POLL).toContain('If out: Jasmine Rice 1 kg');
      await expectNoAxeViolations(desk);

      // Manage Orders' detail and its kitchen ticket say it too (window.print does nothing headless).
      await deskContext.addInitScript(() => {
        window.print = () => undefined;
      });
      await desk.goto('/admin/orders');
      const adminCard = orderArticle(desk, order);
      await expect.poll(() => adminCard.textContent(), POLL).toContain('If out: Jasmine Rice 1 kg');
      await expectNoAxeViolations(desk);
      await adminCard.getByRole('button', { name: `Print ticket for order #${orderReference(order._id)}`, exact: true }).click();
      const ticket = desk.locator('#order-slip [data-slip="ticket"]');
      await expect.poll(() => ticket.textContent(), POLL).toContain('If out: Jasmine Rice 1 kg');
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
