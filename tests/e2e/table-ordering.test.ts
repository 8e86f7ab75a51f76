import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { fillCard } from './support/checkout.ts';
import { waitForHydration } from './support/menu.ts';
import { send, signInAdmin } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();
const PHONE = { width: 390, height: 844 } as const;

/** What a table's page says the table owes, read from its figures line. */
async function tableFigures(page: Page): Promise<string> {
  return (await page.locator('[data-table-figures]').textContent()) ?? '';
}

async function sendRound(page: Page, add: (page: Page) => Promise<void>): Promise<void> {
  await add(page);
  await page.getByRole('button', { name: 'Send to the kitchen' }).click();
  await page.getByRole('status').filter({ hasText: 'Sent to the kitchen' }).waitFor();
}

describe('a table ordering rounds from two phones, paid at the end', () => {
  it('switches dine-in on, takes two rounds from two phones on one tab, and closes it with cash, split in two', async () => {
    // Its own server: dine-in and a table would show on the other files' screens.
    const server = await startServerOverCopy('tables', { ORDER_LIMIT_PER_CUSTOMER: '1000' });
    const base = server.baseURL;
    const owner = await session.freshContext({ baseURL: base });
    const phones = [
      await session.freshContext({ baseURL: base, viewport: PHONE }),
      await session.freshContext({ baseURL: base, viewport: PHONE }),
    ];
    try {
      // The owner switches dine-in on, paid at the end, on Settings.
      const settings = await owner.newPage();
      await logInAsAdminThroughPage(settings, '/admin/settings');
      const dineIn = settings.getByRole('group', { name: 'Dine-in (tables order from their QR code)' });
      await waitForHydration(dineIn.getByLabel('Take orders from the tables'));
      await dineIn.getByLabel('Take orders from the tables').check();
      await dineIn.getByLabel('Tables pay at the end (an open tab the team closes)').check();
      await expectNoAxeViolations(settings);
      await settings.getByRole('button', { name: 'Save hours, delivery and pickup' }).click();
      await toastWith(settings, 'Hours, delivery and pickup saved').waitFor();

      const admin = await signInAdmin(base);
      const added = await send(base, 'POST', '/api/tables', { name: 'Table 7', seats: 4 }, admin.cookie);
      expect(added.status, await added.clone().text()).toBe(201);
      const table = ((await added.json()) as { data: { id: number; token: string } }).data;

      // Two guests at Table 7, each on their own phone.
      const [ann, ben] = await Promise.all(phones.map((phone) => phone.newPage()));
      for (const guest of [ann!, ben!]) {
        await guest.goto(`/table/${table.token}`);
        await guest.getByRole('heading', { level: 2, name: 'Ordering at Table 7' }).waitFor();
      }
      await expect
        .poll(() => ann!.getByText('Order as many rounds as you like: you pay for them all at the end.').isVisible(), POLL)
        .toBe(true);
      await expectNoAxeViolations(ann!);

      // Ann: a Margherita with olives; the choices open in place.
      await sendRound(ann!, async (page) => {
        await page.getByRole('button', { name: 'Add Margherita Pizza' }).click();
        const choices = page.getByRole('region', { name: 'Choose for Margherita Pizza' });
        await choices.getByLabel(/Olives/).check();
        await expectNoAxeViolations(page);
        await choices.getByRole('button', { name: 'Add to the round' }).click();
        await page.getByRole('button', { name: 'One more Margherita Pizza' }).waitFor();
      });
      // Ben: two Dragon Rolls, one more after a first.
      await sendRound(ben!, async (page) => {
        await page.getByRole('button', { name: 'Add Dragon Roll' }).click();
        await page.getByRole('button', { name: 'One more Dragon Roll' }).click();
      });
      // Both phones show both rounds on the one tab.
      await ann!.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => ann!.getByText(/^Ordered at /).count(), POLL).toBe(2);
      const annSees = await tableFigures(ann!);
      expect(annSees).toMatch(/^Total \$[\d.]+ · paid \$0\.00 · to pay \$[\d.]+$/);
      await expect.poll(() => tableFigures(ben!), POLL).toBe(annSees);

      // The waiter closes the tab: cash, split evenly between the two.
      const tabs = await owner.newPage();
      await tabs.goto('/admin/tabs');
      const due = /to pay (\$[\d.]+)/.exec(annSees)![1]!;
      await tabs.getByRole('button', { name: 'Open Table 7’s tab' }).click();
      await tabs.getByRole('heading', { level: 1, name: 'Table 7’s tab' }).waitFor();
      await tabs.getByLabel('Cash').check();
      await tabs.getByLabel('Evenly').check();
      await expect.poll(() => tabs.getByText(/^Guest [12]: \$/).count(), POLL).toBe(2);
      await expectNoAxeViolations(tabs);
      await tabs.getByRole('button', { name: `Close the tab: ${due} paid` }).click();
      await tabs
        .getByRole('status')
        .filter({ hasText: `Table 7’s tab is closed: ${due} paid.` })
        .waitFor();

      // The guests' next look: nothing left to pay; a new round would open a new tab.
      await ben!.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => tableFigures(ben!), POLL).toBe('Total $0.00 · paid $0.00 · to pay $0.00');
      const orders = await send(base, 'GET', '/api/orders?limit=5', undefined, admin.cookie);
      const placed = ((await orders.json()) as { data: { channel: string; paymentStatus: string; paymentMethod: string }[] }).data.filter(
        (order) => order.channel === 'table',
      );
      expect(placed).toHaveLength(2);
      for (const order of placed) expect(order).toMatchObject({ paymentStatus: 'completed', paymentMethod: 'cash' });

      // The owner has tables pay with each order instead: Ben pays his next round by card as he sends it.
      await settings.bringToFront();
      await dineIn.getByLabel('Tables pay at the end (an open tab the team closes)').uncheck();
      await settings.getByRole('button', { name: 'Save hours, delivery and pickup' }).click();
      await toastWith(settings, 'Hours, delivery and pickup saved').waitFor();
      await ben!.reload();
      await ben!.getByText('Each round is paid when it is served: our staff bring the bill.').waitFor();
      await ben!.getByRole('button', { name: 'Add Dragon Roll' }).click();
      await ben!.getByLabel('Pay now by card').check();
      await fillCard(ben!, '4242 4242 4242 4242');
      await expectNoAxeViolations(ben!);
      await ben!.getByRole('button', { name: 'Send and pay by card' }).click();
      await ben!.getByRole('status').filter({ hasText: 'Paid and sent to the kitchen' }).waitFor();
      const paidRound = ((await (await send(base, 'GET', '/api/orders?limit=1', undefined, admin.cookie)).json()) as { data: Order[] })
        .data[0]!;
      expect(paidRound).toMatchObject({
        channel: 'table',
        paymentMethod: 'card',
        paymentStatus: 'completed',
        table: { name: 'Table 7', tabId: null },
      });
    } finally {
      await Promise.all([owner.close(), ...phones.map((phone) => phone.close())]);
      await server.stop();
    }
  });
});
