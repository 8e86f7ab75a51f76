import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { availableDishes, cartLinesOf, openWithCart, ordersOfSignedInUser } from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';
import { orderArticle, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();

/** The labels of the delivery address's inputs, in the order the page has them. */
async function addressLabels(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Indirizzo di consegna' });
  const ids = await section.locator('input').evaluateAll((inputs) => inputs.map((input) => input.id));
  return Promise.all(ids.map(async (id) => ((await section.locator(`label[for="${id}"]`).textContent()) ?? '').trim()));
}

describe('addresses the local way', () => {
  it('the owner sets the country to Italy; a customer gives CAP and Provincia, and the receipt writes the Italian address', async () => {
    // A shop of its own: the shared one stays in the United States for the other journeys.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-addresses-'));
    const server = await startServer(`file:${join(dir, 'addresses.db')}`);
    try {
      const ownerContext = await session.freshContext({ baseURL: server.baseURL });
      const owner = await ownerContext.newPage();
      await logInAsAdminThroughPage(owner, '/admin/settings');
      const details = owner.getByRole('main').getByRole('form', { name: 'Store details' });
      const country = details.getByLabel('Country', { exact: true });
      await waitForHydration(country);
      // Named in the page's language, kept as a code.
      expect(await country.inputValue()).toBe('US');
      expect(await country.locator('option:checked').textContent()).toBe('United States');
      await country.selectOption({ label: 'Italy' });
      await details.getByRole('button', { name: 'Save settings' }).click();
      await toastWith(owner, 'Settings saved').waitFor();
      const settings = (await (await fetch(`${server.baseURL}/api/settings`)).json()) as { data: { countryCode: string; country: string } };
      expect(settings.data).toMatchObject({ countryCode: 'IT', country: 'Italy' });

      // A customer on the Italian checkout: the fields of an Italian address, in its order.
      const customer = await signUpCustomer(server.baseURL, 'Rome');
      const customerContext = await session.freshContext({ baseURL: server.baseURL });
      await signInBrowser(customerContext, server.baseURL, customer);
      const page = await customerContext.newPage();
      const [dish] = availableDishes(await fetchFoods(server.baseURL), 1);
      await openWithCart(page, cartLinesOf([dish!], [2]), '/it/checkout');
      const main = page.getByRole('main');
      const street = main.getByLabel('Via e numero civico', { exact: true });
      await waitForHydration(street);
      await expect.poll(() => addressLabels(page), POLL).toEqual(['Via e numero civico', 'CAP', 'Città', 'Provincia']);
      expect(await main.getByLabel('ZIP code').count()).toBe(0);
      expect(await main.getByLabel('State').count()).toBe(0);

      await street.fill('Via del Corso 12');
      await main.getByLabel('CAP', { exact: true }).fill('1234');
      await main.getByLabel('Città', { exact: true }).fill('Roma');
      await main.getByLabel('Provincia', { exact: true }).fill('RM');
      await main.getByLabel('Telefono', { exact: true }).fill('06 1234 5678');
      const placeOrder = main.getByRole('button', { name: 'Effettua l’ordine' });
      await placeOrder.click();
      // The CAP is refused where it is typed, in Italian, and nothing is sent.
      await main.getByText('CAP: usa il formato di 00144.').waitFor();
      expect(await main.getByLabel('CAP', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);
      expect(await ordersOfSignedInUser(page)).toEqual([]);

      await main.getByLabel('CAP', { exact: true }).fill('00186');
      await placeOrder.click();
      await page.waitForURL((url) => url.pathname === '/it/myorders');
      const [order] = await ordersOfSignedInUser(page);
      expect(order?.deliveryAddress).toEqual({ street: 'Via del Corso 12', city: 'Roma', state: 'RM', zipCode: '00186', country: 'IT' });

      // The owner's receipt writes the address as the Italian post does: CAP, town, province.
      await printedReceipt(owner, order!);
    } finally {
      await session.closeContexts();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Its own server to start, two people and a print: longer than one page's journey.
  }, 120_000);
});

/** Manage Orders with window.print() stubbed (a headless browser has no dialog); the receipt's text. */
async function printedReceipt(owner: Page, order: Order): Promise<void> {
  await owner.addInitScript(() => {
    window.print = () => undefined;
  });
  await owner.goto('/admin/orders');
  const card = orderArticle(owner, order);
  await card.waitFor();
  await expect.poll(() => card.textContent(), POLL).toContain('00186 Roma RM');
  await card.getByRole('button', { name: `Print receipt for order #${orderReference(order._id)}`, exact: true }).click();
  const receipt = owner.locator('#order-slip [data-slip="receipt"]');
  await receipt.waitFor({ state: 'attached' });
  const text = (await receipt.locator('address p').allTextContents()).join('|');
  expect(text).toBe('Via del Corso 12|00186 Roma RM');
}
