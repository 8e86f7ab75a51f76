import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { type ApiSession, ADDRESS, send, signInAdmin, signInBrowser } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { TRACK_REFRESH_MS } from '../../site/src/islands/orders/track-order.ts';

const session = useBrowser();

/** A rice product of the test's own, sold by the unit. */
async function addRice(baseURL: string, admin: ApiSession, name: string, price: number): Promise<Food> {
  const response = await send(
    baseURL,
    'POST',
    '/api/foods',
    { name, category: 'pizza', price, description: 'A kilo of long-grain rice.' },
    admin.cookie,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

/** A staff call on the order as the admin; its answer's order. */
async function asStaff(baseURL: string, admin: ApiSession, path: string, body?: unknown): Promise<Order> {
  const response = await send(baseURL, 'POST', path, body, admin.cookie);
  expect(response.status, `POST ${path} ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

/** Tabs from the top of the page until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.locator('body').focus();
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the control is not reached with Tab');
}

describe('customers approve replacements', () => {
  it('asks on the tracking page, takes the answer from the keyboard, tells the desk, and says what changed once picked', async () => {
    // Its own server over a copy of the shared database: the setting, the products and the order stay out of the other files.
    const server = await startServerOverCopy('replacement-approval');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const basmati = await addRice(base, admin, 'Basmati Rice 1 kg', 3.29);
      const jasmine = await addRice(base, admin, 'Jasmine Rice 1 kg', 3.79);

      // The owner turns it on in Settings.
      const owner = await session.freshContext({ baseURL: base });
      await signInBrowser(owner, base, admin);
      const settings = await owner.newPage();
      await settings.goto('/admin/settings');
      const section = settings.getByRole('form', { name: 'Replacements' });
      await waitForHydration(section.getByRole('button', { name: 'Save replacement settings' }));
      await section.getByRole('checkbox', { name: 'Customers approve replacements' }).check();
      await section.getByLabel('Time to answer (minutes, 1 to 120)').fill('10');
      await section.getByRole('button', { name: 'Save replacement settings' }).click();
      await toastWith(settings, 'Replacement settings saved').waitFor();
      await expectNoAxeViolations(settings);

      // A guest orders 2 basmati, "best match" if it is out; the shop accepts the order and picks it.
      const placed = await send(base, 'POST', '/api/orders', {
        products: [{ productId: basmati._id, quantity: 2, substitution: { mode: 'best_match' } }],
        guest: { name: 'Gus Guest', email: 'gus@replacement.test', phone: '(217) 555-0199' },
        deliveryAddress: ADDRESS,
        phone: '(217) 555-0199',
        paymentMethod: 'cash',
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      const { data: order, trackingUrl } = (await placed.json()) as { data: Order; trackingUrl: string };
      await asStaff(base, admin, `/api/orders/${order._id}/accept`, { prepMinutes: 15 });
      const guest = await (await session.freshContext({ baseURL: base })).newPage();
      await guest.goto(new URL(trackingUrl).pathname);
      await guest.getByRole('article', { name: /^Order #/ }).waitFor();
      const recorded = await asStaff(base, admin, `/api/orders/${order._id}/pick`, {
        lines: [{ index: 0, status: 'replaced', productId: jasmine._id }],
      });
      expect(recorded.products[0]!.picked?.approval?.status).toBe('waiting');

      // The guest's tracking page, left open, asks: what was ordered, what is offered and for how much, the time left.
      const offers = guest.getByRole('region', { name: 'A replacement for you to approve' });
      await offers.waitFor({ timeout: TRACK_REFRESH_MS + 5_000 });
      await offers.getByText('You ordered 2 × Basmati Rice 1 kg.', { exact: true }).waitFor();
      await offers
        .getByText('Instead: 2 × Jasmine Rice 1 kg, our best match, for $6.58, no more than Basmati Rice 1 kg would have cost.', {
          exact: true,
        })
        .waitFor();
      await offers.getByText('10 minutes left to answer', { exact: true }).waitFor();
      await expectNoAxeViolations(guest);

      // Accepted with the keyboard: the answer is announced, and the focus stays on the line.
      const accept = offers.getByRole('button', { name: 'Accept 2 × Jasmine Rice 1 kg in place of Basmati Rice 1 kg' });
      await waitForHydration(accept);
      await tabTo(guest, accept);
      await guest.keyboard.press('Enter');
      await expect.poll(() => offers.getByRole('status').textContent(), POLL).toBe('Replacement accepted: we will send it.');
      const outcome = offers.getByText('You accepted 2 × Jasmine Rice 1 kg in place of Basmati Rice 1 kg.', { exact: true });
      await outcome.waitFor();
      await expect.poll(() => outcome.evaluate((element) => element === document.activeElement), POLL).toBe(true);
      await expectNoAxeViolations(guest);

      // The desk hears of it.
      const desk = await owner.newPage();
      await desk.goto('/admin/desk');
      const card = desk.locator(`article[data-order-id="${order._id}"]`);
      await expect.poll(() => card.locator('[data-replacement-wait]').textContent(), POLL).toBe('1 replacement accepted');
      await expectNoAxeViolations(desk);
      // So does the Picking screen, on the line.
      await desk.goto(`/admin/pick?order=${order._id}`);
      const line = desk.getByRole('listitem', { name: 'Basmati Rice 1 kg', exact: true });
      await expect.poll(() => line.textContent(), POLL).toContain('The customer accepted it');
      await expectNoAxeViolations(desk);

      // Completed, the tracking page says what changed, line by line, and both totals.
      await asStaff(base, admin, `/api/orders/${order._id}/pick/complete`);
      await guest.reload();
      const changes = guest.getByRole('region', { name: 'What changed when we picked your order' });
      await changes.waitFor();
      await changes.getByText('One line of your order changed when it was picked.', { exact: true }).waitFor();
      await changes
        .getByText(
          'Basmati Rice 1 kg was out: we sent 2 × Jasmine Rice 1 kg instead, our best match, at no more than Basmati Rice 1 kg would have cost.',
          { exact: true },
        )
        .waitFor();
      expect(await changes.textContent()).toMatch(/Estimated total \$[\d.]+; final total \$[\d.]+\./);
      expect(await guest.getByRole('region', { name: 'A replacement for you to approve' }).count()).toBe(0);
      await expectNoAxeViolations(guest);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
    // A server of its own, and a wait for the page's next look at the order.
  }, 120_000);
});
