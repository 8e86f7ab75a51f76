import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { cartLinesOf, fillAddress, openWithCart } from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';
import { signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { startServer, visitorAddress } from './support/server.ts';

/**
 * A customer of a chain of two: finds the location that delivers to their postcode, sees its
 * menu and prices, keeps the cart when changing location (what the new one does not sell is
 * flagged), and orders from it. A shop of its own: the shared one keeps a single location.
 */
const session = useBrowser();

async function api(baseURL: string, who: ApiSession, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: who.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('ordering from one of several locations', () => {
  it('chooses Riverside by postcode, sees its prices, is told what it does not sell, and orders there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-locations-'));
    const server = await startServer(`file:${join(dir, 'locations.db')}`);
    try {
      const { baseURL } = server;
      const admin = await signInAdmin(baseURL);
      expect((await api(baseURL, admin, 'PUT', '/api/settings', { fulfilment: alwaysOpen() })).status).toBe(200);
      const riverside = {
        name: 'Riverside',
        address: { street: '9 River Road', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'US' },
        phone: '(217) 555-0199',
        fulfilment: {
          ...alwaysOpen(),
          zones: [{ name: 'Riverside streets', postcodes: ['62702'], fee: 2, minimumOrder: 0, freeAbove: null }],
        },
      };
      expect((await api(baseURL, admin, 'POST', '/api/locations', riverside)).status).toBe(201);
      const [pizza, roll] = ['margherita-pizza', 'dragon-roll'];
      expect((await api(baseURL, admin, 'PUT', `/api/locations/2/menu/${pizza}`, { isAvailable: true, price: 10.5 })).status).toBe(200);
      expect((await api(baseURL, admin, 'PUT', `/api/locations/2/menu/${roll}`, { isAvailable: false })).status).toBe(200);
      const foods = await fetchFoods(baseURL);
      const dragonRoll = foods.find((food) => food._id === roll)!;

      const customer = await signUpCustomer(baseURL, 'Chain');
      const context = await session.freshContext({ baseURL });
      await signInBrowser(context, baseURL, customer);
      const page = await context.newPage();

      // A cart filled before choosing: a dragon roll.
      await openWithCart(page, cartLinesOf([dragonRoll], [1]), '/');
      const header = page.getByRole('banner');
      const link = header.getByRole('link', { name: 'Choose a location' });
      await link.waitFor();
      await link.click();
      await page.waitForURL((url) => url.pathname === '/locations');
      const main = page.getByRole('main');
      const postcode = main.getByLabel('Your postcode');
      await waitForHydration(postcode);
      await expectNoAxeViolations(page);

      // Riverside names the postcode in a zone; the first location delivers anywhere.
      await postcode.fill('62702');
      await main.getByRole('button', { name: 'Find' }).click();
      const found = main.getByRole('status');
      await found.getByText('These locations deliver to 62702:').waitFor();
      expect(await found.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Riverside', 'Doorstep']);
      await found.getByRole('button', { name: 'Order from Riverside' }).click();
      await page.waitForURL((url) => url.pathname === '/menu');
      await page.getByRole('banner').getByRole('link', { name: 'Ordering from Riverside. Change location' }).waitFor();

      // The menu at Riverside: its price for the pizza, the dragon roll sold out there.
      const pizzaCard = page.getByRole('main').getByRole('article', { name: 'Margherita Pizza' }).first();
      await expect.poll(() => pizzaCard.textContent(), POLL).toContain('$10.50');

      // The cart keeps the dragon roll and says Riverside does not sell it.
      await page.goto('/cart');
      await page.getByText('Not available at Riverside').waitFor();
      await page.getByText('Ordering from Riverside').waitFor();
      await expectNoAxeViolations(page);

      // Ordered from Riverside: the pizza at its price there.
      const pizzaDish = foods.find((food) => food._id === pizza)!;
      await openWithCart(page, cartLinesOf([{ ...pizzaDish, price: 10.5 }], [1]), '/checkout');
      const checkout = page.getByRole('main');
      await checkout.getByText('Ordering from Riverside').waitFor();
      await fillAddress(page);
      await checkout.getByLabel('ZIP code', { exact: true }).fill('62702');
      await checkout.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL((url) => url.pathname === '/myorders');
      const mine = (await (await api(baseURL, customer, 'GET', `/api/orders/user/${customer.userId}`)).json()) as { data: Order[] };
      expect(mine.data[0]).toMatchObject({ locationId: 2, locationName: 'Riverside' });
      expect(mine.data[0]?.products[0]?.price).toBe(10.5);
      await page.getByRole('main').getByText('From Riverside').first().waitFor();
    } finally {
      await session.closeContexts();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
