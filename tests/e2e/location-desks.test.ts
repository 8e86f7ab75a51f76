import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Location } from '../../domain/contracts/locations.ts';
import { translator } from '../../domain/i18n/tables.ts';
import type { Food } from '../../domain/food.ts';
import type { Order } from '../../domain/order.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { ADDRESS, type ApiSession, orderArticle, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServer, visitorAddress } from './support/server.ts';

const session = useBrowser();
const arabic = translator('ar');

/** A JSON call to the test's own server, as one visitor with one session. */
async function send(baseURL: string, method: string, path: string, body: unknown, who: ApiSession): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: who.cookie, 'X-Forwarded-For': visitorAddress() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function data<T>(response: Response, what: string, status = 200): Promise<T> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

function deskCard(page: Page, order: Order): Locator {
  return page.locator(`article[data-order-id="${order._id}"]`);
}

describe("a chain's team, desks and orders", () => {
  it('gives a member of staff one location on Team; their desk and Manage Orders show only its orders; the owner filters by location', async () => {
    // Its own server over a copy of the shared database: a second location makes every order
    // name its location, which the other files' checkouts do not.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-locations-'));
    const file = join(dir, 'locations.db');
    const live = createClient({ url: inject('databaseURL') });
    try {
      await live.execute({ sql: 'VACUUM INTO ?', args: [file] });
    } finally {
      live.close();
    }
    const server = await startServer(`file:${file}`, { ORDER_LIMIT_PER_CUSTOMER: '1000' });
    const base = server.baseURL;
    const adminContext = await session.freshContext({ baseURL: base });
    const staffContext = await session.freshContext({ baseURL: base });
    try {
      const admin = await signInAdmin(base);
      const riverside = await data<Location>(
        await send(
          base,
          'POST',
          '/api/locations',
          { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
          admin,
        ),
        'POST /api/locations',
        201,
      );
      const first = (await data<Location[]>(await fetch(`${base}/api/locations`), 'GET /api/locations')).find(
        (location) => location.id !== riverside.id,
      )!;
      const cook = await signUpCustomer(base, 'Riverside Cook');
      await data(await send(base, 'PUT', `/api/admin/users/${cook.userId}`, { role: 'staff' }, admin), 'make staff');
      const customer = await signUpCustomer(base, 'Chain Eater');
      const placeAt = (locationId: number) =>
        send(
          base,
          'POST',
          '/api/orders',
          {
            products: [{ productId: 'margherita-pizza', quantity: 1 }],
            deliveryAddress: ADDRESS,
            phone: '(217) 555-0100',
            paymentMethod: 'cash',
            locationId,
          },
          customer,
        ).then((response) => data<Order>(response, `POST /api/orders at ${locationId}`, 201));
      const atFirst = await placeAt(first.id);
      const atRiverside = await placeAt(riverside.id);

      // Team: the owner sees where each member works, and gives the cook Riverside only.
      await signInBrowser(adminContext, base, admin);
      const team = await adminContext.newPage();
      await team.goto('/admin/team');
      const table = team.getByRole('table', { name: "The shop's team" });
      await table.getByRole('columnheader', { name: 'Locations' }).waitFor();
      const cookRow = table.getByRole('row').filter({ hasText: cook.user.email });
      await expect.poll(() => cookRow.getByRole('cell').nth(2).textContent(), POLL).toBe('All locations');
      await expectNoAxeViolations(team);
      const change = cookRow.getByRole('button', { name: `Change locations of ${cook.user.name}` });
      await waitForHydration(change);
      await change.click();
      const dialog = team.getByRole('dialog', { name: `Where does ${cook.user.name} work?` });
      await dialog.waitFor();
      // The first box has the focus: the keyboard ticks it with Space.
      expect(await dialog.getByRole('checkbox', { name: first.name }).evaluate((box) => box === document.activeElement)).toBe(true);
      await dialog.getByRole('group', { name: 'Works at' }).waitFor();
      await expectNoAxeViolations(team);
      await team.keyboard.press('Tab');
      await team.keyboard.press('Space');
      expect(await dialog.getByRole('checkbox', { name: 'Riverside' }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: first.name }).isChecked()).toBe(false);
      await dialog.getByRole('button', { name: 'Save locations' }).click();
      await toastWith(team, `${cook.user.name} works at: Riverside.`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => cookRow.getByRole('cell').nth(2).textContent(), POLL).toBe('Riverside');

      // The cook's desk: Riverside's orders only, live, and never the other location's.
      await signInBrowser(staffContext, base, cook);
      const desk = await staffContext.newPage();
      await desk.goto('/admin/desk');
      await expect.poll(() => desk.getByText('Live', { exact: true }).isVisible(), POLL).toBe(true);
      await expect.poll(() => deskCard(desk, atRiverside).isVisible(), POLL).toBe(true);
      expect(await deskCard(desk, atRiverside).textContent()).toContain('At Riverside');
      expect(await deskCard(desk, atFirst).count()).toBe(0);
      const elsewhere = await placeAt(first.id);
      const here = await placeAt(riverside.id);
      // Told after the other location's order: by the time it shows, that one would have too.
      await expect.poll(() => deskCard(desk, here).isVisible(), POLL).toBe(true);
      expect(await deskCard(desk, elsewhere).count()).toBe(0);
      await expectNoAxeViolations(desk);

      // Asking for the other location's desk is refused, in the server's words, and the board stays.
      session.allow(new RegExp(`/api/desk\\?location=${first.id}\\b`));
      const switcher = desk.getByLabel('Location', { exact: true });
      await switcher.selectOption({ label: first.name });
      await desk.getByRole('alert').filter({ hasText: 'You do not work at that location.' }).waitFor();
      expect(await switcher.inputValue()).toBe('');
      expect(await deskCard(desk, here).isVisible()).toBe(true);
      await expectNoAxeViolations(desk);
      await switcher.selectOption({ label: 'Riverside' });
      await expect.poll(() => desk.getByRole('alert').filter({ hasText: 'You do not work at that location.' }).count(), POLL).toBe(0);
      // One location in view: the cards need not say it.
      await expect.poll(async () => (await deskCard(desk, here).textContent())?.includes('At Riverside'), POLL).toBe(false);

      // Its pause stops Riverside, and says so.
      await desk.getByLabel('Pause new orders at Riverside for').selectOption({ label: '15 minutes' });
      await desk.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect.poll(() => desk.getByText(/^Riverside paused until .+: no new orders$/).isVisible(), POLL).toBe(true);
      const paused = await data<Location[]>(await fetch(`${base}/api/locations`), 'GET /api/locations');
      expect(paused.map((location) => [location.id, location.paused])).toEqual([
        [first.id, false],
        [riverside.id, true],
      ]);
      await desk.getByRole('button', { name: 'Resume orders at Riverside' }).click();
      await desk.getByLabel('Pause new orders at Riverside for').waitFor();

      // Its one tap sells out a dish at Riverside alone, and puts it back.
      const availableAt = async (locationId: number) => {
        const menu = (await (await fetch(`${base}/api/foods?location=${locationId}`)).json()) as Food[];
        return menu.find((dish) => dish.id === 'margherita-pizza')?.isAvailable;
      };
      // The demo menu has dishes sold out already: the summary counts one more, then as many again.
      const soldOutSummary = desk.locator('summary').filter({ hasText: /^Sold out at Riverside: / });
      const soldOutCount = async () => Number((await soldOutSummary.textContent())?.match(/(\d+) dish/)?.[1] ?? 0);
      await soldOutSummary.waitFor();
      const before = await soldOutCount();
      await soldOutSummary.click();
      await desk.getByLabel('Find a dish').fill('margh');
      await desk.getByRole('button', { name: 'Mark Margherita Pizza sold out' }).click();
      await toastWith(desk, 'Margherita Pizza is marked sold out at Riverside').waitFor();
      await expect.poll(soldOutCount, POLL).toBe(before + 1);
      expect(await availableAt(riverside.id)).toBe(false);
      expect(await availableAt(first.id)).toBe(true);
      await expectNoAxeViolations(desk);
      await desk.getByRole('button', { name: 'Put Margherita Pizza back on sale' }).click();
      await toastWith(desk, 'Margherita Pizza is back on sale at Riverside').waitFor();
      await expect.poll(soldOutCount, POLL).toBe(before);
      expect(await availableAt(riverside.id)).toBe(true);

      // This device's desk opens on the location it showed last, until another is chosen.
      await desk.reload();
      await expect.poll(() => desk.getByLabel('Location', { exact: true }).inputValue(), POLL).toBe(String(riverside.id));
      await desk.getByLabel('Location', { exact: true }).selectOption({ label: 'All my locations' });
      await expect.poll(async () => (await deskCard(desk, here).textContent())?.includes('At Riverside'), POLL).toBe(true);

      // The cook's Manage Orders: Riverside's, each named.
      const orders = await staffContext.newPage();
      await orders.goto('/admin/orders');
      await orderArticle(orders, here).waitFor();
      await orderArticle(orders, atRiverside).waitFor();
      expect(await orders.getByRole('article').count()).toBe(2);
      expect(await orderArticle(orders, atFirst).count()).toBe(0);
      expect(await orderArticle(orders, elsewhere).count()).toBe(0);
      expect(await orderArticle(orders, here).textContent()).toContain('LocationRiverside');
      await expectNoAxeViolations(orders);

      // The same desk in Arabic, right to left (last: the page's language sticks to the person): its switcher and the cards' location in its words.
      const arabicDesk = await staffContext.newPage();
      await arabicDesk.goto('/ar/admin/desk');
      await arabicDesk.getByLabel(arabic('admin-desk.location'), { exact: true }).waitFor();
      expect(await arabicDesk.locator('html').getAttribute('dir')).toBe('rtl');
      await expect
        .poll(() => deskCard(arabicDesk, here).textContent(), POLL)
        .toContain(arabic('admin-desk.cardLocation', { location: 'Riverside' }));
      await expectNoAxeViolations(arabicDesk);

      // The owner's Manage Orders: every location, narrowed to one with the filter.
      const all = await adminContext.newPage();
      await all.goto('/admin/orders');
      await orderArticle(all, elsewhere).waitFor();
      await orderArticle(all, here).waitFor();
      const filter = all.getByLabel('Location', { exact: true });
      await waitForHydration(filter);
      await filter.selectOption({ label: 'Riverside' });
      await all.waitForURL((url) => url.searchParams.get('location') === String(riverside.id));
      await expect.poll(() => all.getByRole('article').count(), POLL).toBe(2);
      await orderArticle(all, here).waitFor();
      expect(await orderArticle(all, elsewhere).count()).toBe(0);
      await expectNoAxeViolations(all);
      await filter.selectOption({ label: first.name });
      await orderArticle(all, elsewhere).waitFor();
      expect(await orderArticle(all, here).count()).toBe(0);
      expect(await orderArticle(all, elsewhere).textContent()).toContain(`Location${first.name}`);

      // The owner's Reports: the whole shop's day, then Riverside's alone.
      const books = await adminContext.newPage();
      await books.goto('/admin/reports');
      const ordersFigure = books.getByRole('region', { name: 'Orders', exact: true }).locator('p').first();
      await ordersFigure.waitFor();
      const shopOrders = Number(await ordersFigure.textContent());
      const bookFilter = books.getByLabel('Location', { exact: true });
      await waitForHydration(bookFilter);
      await bookFilter.selectOption({ label: 'Riverside' });
      await expect.poll(async () => Number(await ordersFigure.textContent()), POLL).toBeLessThan(shopOrders);
      expect(await books.getByRole('link', { name: 'Download orders (CSV)' }).getAttribute('href')).toContain(`location=${riverside.id}`);
      await expectNoAxeViolations(books);

      // The owner's Dashboard: today's orders of the whole shop, then of Riverside.
      const dashboard = await adminContext.newPage();
      await dashboard.goto('/admin');
      const today = dashboard.getByRole('region', { name: 'Orders today', exact: true }).locator('p').first();
      await today.waitFor();
      const shopToday = Number(await today.textContent());
      const dashboardFilter = dashboard.getByLabel('Location', { exact: true });
      await waitForHydration(dashboardFilter);
      await dashboardFilter.selectOption({ label: 'Riverside' });
      await expect.poll(async () => Number(await today.textContent()), POLL).toBeLessThan(shopToday);
      await expectNoAxeViolations(dashboard);
    } finally {
      await adminContext.close();
      await staffContext.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
