import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { type ApiSession, orderArticle, placeOrder, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();

const ESTIMATED = 'Estimated total: the final price is set when your order is weighed.';
const ESTIMATED_ADMIN = 'Estimated total: the final price is set when the order is weighed.';

async function addWeighedProduct(baseURL: string, admin: ApiSession): Promise<Food> {
  const response = await fetch(`${baseURL}/api/foods`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: admin.cookie, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({
      name: 'Vine Tomatoes',
      category: 'pizza',
      price: 4.49,
      description: 'Ripe on the vine, sold by the kilo.',
      soldBy: 'weight',
      unit: 'kg',
      quantityStep: 0.25,
      minQuantity: 0.5,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

async function signedInPage(context: BrowserContext, baseURL: string, who: ApiSession): Promise<Page> {
  await signInBrowser(context, baseURL, who);
  return context.newPage();
}

describe('an order with a line sold by weight', () => {
  it('reads "1.5 kg" with its amount and an estimated total on My Orders, the desk, Manage Orders and the slips, and refunds whole', async () => {
    // Its own server over a copy of the shared database: the product and its order stay out of the other files' menus and desks.
    const server = await startServerOverCopy('weighed');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const tomatoes = await addWeighedProduct(base, admin);
      const customer = await signUpCustomer(base, 'Weighed');
      const order = await placeOrder(base, customer, [{ productId: tomatoes._id, quantity: 1.5 }], { method: 'cash' });
      expect(order.estimated).toBe(true);
      expect(order.products[0]).toMatchObject({ quantity: 1.5, unit: 'kg', price: 4.49, amount: 6.74 });

      // The customer's My Orders: the weight, the price per kg, the line's own amount and the note by the total.
      const shopper = await signedInPage(await session.freshContext({ baseURL: base }), base, customer);
      await shopper.goto('/myorders');
      const card = orderArticle(shopper, order);
      await card.waitFor();
      const items = card.getByRole('list', { name: 'Items' });
      await expect.poll(() => items.textContent(), POLL).toContain('1.5 kg · $4.49/kg');
      expect(await items.textContent()).toContain('$6.74');
      expect(await items.textContent()).not.toContain('1.5 ×');
      await card.getByText(ESTIMATED, { exact: true }).waitFor();
      await expectNoAxeViolations(shopper);

      // Its notification, and My Orders in German: the weight as the language writes it.
      await shopper.goto('/notification');
      const notice = orderArticle(shopper, order);
      await expect.poll(() => notice.getByRole('list', { name: 'Items' }).textContent(), POLL).toContain('1.5 kg');
      await notice.getByText(ESTIMATED, { exact: true }).waitFor();
      await expectNoAxeViolations(shopper);
      await shopper.goto('/de/myorders');
      const german = shopper.getByRole('main');
      await expect.poll(() => german.textContent(), POLL).toContain('1,5 kg · $4.49/kg');
      expect(await german.textContent()).toContain('Geschätzte Summe');
      await expectNoAxeViolations(shopper);

      // The order desk names the line by its weight.
      const desk = await signedInPage(await session.freshContext({ baseURL: base }), base, admin);
      await desk.goto('/admin/desk');
      const deskCard = desk.locator(`article[data-order-id="${order._id}"]`);
      await expect.poll(() => deskCard.textContent(), POLL).toContain('1.5 kg Vine Tomatoes');
      await expectNoAxeViolations(desk);

      // Manage Orders, and its slips printed (window.print does nothing: a headless browser has no dialog).
      await desk.context().addInitScript(() => {
        window.print = () => undefined;
      });
      await desk.goto('/admin/orders');
      const adminCard = orderArticle(desk, order);
      await adminCard.waitFor();
      await expect.poll(() => adminCard.textContent(), POLL).toContain('1.5 kg · $4.49/kg');
      await adminCard.getByText(ESTIMATED_ADMIN, { exact: true }).waitFor();
      await expectNoAxeViolations(desk);

      const reference = orderReference(order._id);
      await adminCard.getByRole('button', { name: `Print ticket for order #${reference}`, exact: true }).click();
      const ticket = desk.locator('#order-slip [data-slip="ticket"]');
      await expect.poll(() => ticket.locator('li').first().textContent(), POLL).toBe('1.5 kg Vine Tomatoes');
      await adminCard.getByRole('button', { name: `Print receipt for order #${reference}`, exact: true }).click();
      const receipt = desk.locator('#order-slip [data-slip="receipt"]');
      await receipt.waitFor({ state: 'attached' });
      const line = (await receipt.locator('li').first().textContent()) ?? '';
      expect(line).toBe('1.5 kg Vine Tomatoes$6.74$4.49/kg');
      expect(await receipt.textContent()).toContain('Estimated total: set when weighed');
      // On screen, with the slip laid in the page (printing shows it alone, a page without landmarks by design).
      await expectNoAxeViolations(desk);

      // A refund of chosen items gives the weighed line back whole, named by its weight.
      await adminCard.getByRole('button', { name: 'Record refund' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Record refund' });
      await dialog.getByRole('radio', { name: 'Chosen items' }).check();
      const weighedLine = dialog.getByLabel(/^Vine Tomatoes/);
      expect(await dialog.locator('label', { hasText: 'Vine Tomatoes' }).textContent()).toBe('Vine Tomatoes · 1.5 kg · $6.74');
      await weighedLine.check();
      await dialog.getByText('Comes to $6.74', { exact: false }).waitFor();
      await expectNoAxeViolations(desk);
      await dialog.getByRole('button', { name: 'Record refund' }).click();
      await toastWith(desk, 'Refund recorded').waitFor();
      await adminCard.getByText('-$6.74').waitFor();
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
