import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastDays, type Analytics } from '../../domain/analytics.ts';
import { dollarsToCents, formatDollars } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { longDate } from '../../site/src/islands/admin/figure-format.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { placeOrder, setOrderStatus, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';

const session = useBrowser();

let customer: ApiSession;
let admin: ApiSession;
/** Placed today through the API: two kept, one cancelled. */
let kept: Order[];
let cancelled: Order;

const CHARTS = ['Revenue per day', 'Orders per day', 'Orders by status', 'Top dishes'] as const;

beforeAll(async () => {
  customer = await signUpCustomer(session.baseURL, 'Analytics');
  admin = await signInAdmin(session.baseURL);
  kept = [
    await placeOrder(session.baseURL, customer, [{ productId: 'chicken-wings', quantity: 4 }], { method: 'cash' }),
    await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], {
      method: 'card',
      cardHolderName: 'Ann Lee',
    }),
  ];
  cancelled = await placeOrder(session.baseURL, customer, [{ productId: 'dragon-roll', quantity: 2 }], { method: 'cash' });
  await setOrderStatus(session.baseURL, admin, cancelled._id, 'cancelled');
});

async function openAnalytics(): Promise<Page> {
  const context = await session.context();
  await signInBrowser(context, session.baseURL, admin);
  const page = await context.newPage();
  await page.goto('/admin/analytics');
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
  return page;
}

/** The browser's UTC offset and today's date in it, as the screen counts days. */
async function browserDay(page: Page): Promise<{ tz: number; today: string }> {
  const tz = await page.evaluate(() => -new Date().getTimezoneOffset() || 0);
  return { tz, today: lastDays(1, Date.now(), tz).to };
}

async function analyticsFor(query: string): Promise<Analytics> {
  const response = await fetch(`${session.baseURL}/api/admin/analytics?${query}`, { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Analytics }).data;
}

const chart = (page: Page, name: (typeof CHARTS)[number]) => page.getByRole('region', { name, exact: true });
const cardValue = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).locator('p').first();

/** True once Chart.js has painted something on the canvas (some pixel is not transparent). */
async function painted(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    if (canvas.width === 0 || canvas.height === 0) return false;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
    return false;
  });
}

/** The cells of a data table's row whose header is `label`. */
async function rowCells(region: Locator, label: string): Promise<string[]> {
  const row = region.getByRole('row', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

/** The GET /api/admin/analytics requests the page makes from now on (their query strings). */
function recordRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/admin/analytics') seen.push(url.searchParams);
  });
  return seen;
}

describe('Analytics', () => {
  it("draws the four charts with the server's figures, today's orders included, with tables to read them", async () => {
    const page = await openAnalytics();
    for (const name of CHARTS) {
      const canvas = chart(page, name).getByRole('img');
      await canvas.waitFor();
      expect(await canvas.getAttribute('aria-label'), name).toMatch(/chart of/);
      await expect.poll(() => painted(canvas), POLL).toBe(true);
    }

    const { tz, today } = await browserDay(page);
    const last30 = lastDays(30, Date.now(), tz);
    const data = await analyticsFor(`from=${last30.from}&to=${last30.to}&tz=${tz}`);
    const todays = data.days.find((day) => day.date === today)!;
    // The database is shared by every test file: today holds at least what this file placed.
    const keptCents = kept.reduce((sum, order) => sum + dollarsToCents(order.totalAmount), 0);
    expect(todays.orders).toBeGreaterThanOrEqual(3);
    expect(dollarsToCents(todays.revenue)).toBeGreaterThanOrEqual(keptCents);
    expect(data.byStatus.find((row) => row.status === 'cancelled')!.orders).toBeGreaterThanOrEqual(1);

    expect(await cardValue(page, 'Orders').textContent()).toBe(String(data.totals.orders));
    expect(await cardValue(page, 'Revenue').textContent()).toBe(formatDollars(data.totals.revenue));
    expect(await cardValue(page, 'Average order value').textContent()).toBe(formatDollars(data.totals.averageOrderValue));
    await page.getByText('Cancelled orders not counted').first().waitFor();

    const perDay = chart(page, 'Orders per day');
    const table = perDay.getByRole('table', { name: 'Orders per day' });
    expect(await table.isVisible()).toBe(false);
    await perDay.getByRole('button', { name: 'Show data' }).click();
    await table.waitFor();
    expect(await perDay.getByRole('button', { name: 'Hide data' }).getAttribute('aria-expanded')).toBe('true');
    expect(await table.getByRole('row').count()).toBe(31); // a header and 30 days
    const [ordersToday] = await rowCells(perDay, longDate(today));
    expect(Number(ordersToday)).toBe(todays.orders);

    const revenue = chart(page, 'Revenue per day');
    await revenue.getByRole('button', { name: 'Show data' }).click();
    expect(await rowCells(revenue, longDate(today))).toEqual([formatDollars(todays.revenue)]);

    const statuses = chart(page, 'Orders by status');
    await statuses.getByRole('button', { name: 'Show data' }).click();
    // In words, with delivered and collected orders together.
    const words = (status: string) => (status === 'delivered' ? 'Delivered or collected' : orderStatusLabel(status));
    for (const row of data.byStatus) expect(await rowCells(statuses, words(row.status))).toEqual([String(row.orders)]);

    const dishes = chart(page, 'Top dishes');
    await dishes.getByRole('button', { name: 'Show data' }).click();
    const dishRows = dishes.getByRole('table', { name: 'Top dishes' }).getByRole('row');
    expect(await dishRows.count()).toBe(data.topDishes.length + 1);
    const top = data.topDishes[0]!;
    expect(await rowCells(dishes, top.name)).toEqual([String(top.quantity), formatDollars(top.revenue)]);

    await expectNoAxeViolations(page);
  });

  it('asks again for a quick range and for dates typed in the form, and refuses a start after the end', async () => {
    const page = await openAnalytics();
    const requests = recordRequests(page);
    await chart(page, 'Orders per day').getByRole('img').waitFor();
    const { tz, today } = await browserDay(page);
    const last30 = page.getByRole('button', { name: 'Last 30 days' });
    expect(await last30.getAttribute('aria-pressed')).toBe('true');

    const last7 = page.getByRole('button', { name: 'Last 7 days' });
    await last7.click();
    const week = lastDays(7, Date.now(), tz);
    await expect
      .poll(() => requests.map((query) => `${query.get('from')}..${query.get('to')}`), POLL)
      .toContain(`${week.from}..${week.to}`);
    expect(requests.at(-1)!.get('tz')).toBe(String(tz));
    await expect.poll(() => last7.getAttribute('aria-pressed'), POLL).toBe('true');
    expect(await last30.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(week.from);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(week.to);
    const perDay = chart(page, 'Orders per day');
    await perDay.getByRole('button', { name: 'Show data' }).click();
    await expect.poll(() => perDay.getByRole('row').count(), POLL).toBe(8);
    await expect.poll(() => painted(perDay.getByRole('img')), POLL).toBe(true);

    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await expect.poll(() => perDay.getByRole('row').count(), POLL).toBe(91);

    // One day typed in: today only.
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => perDay.getByRole('row').count(), POLL).toBe(2);
    expect(requests.at(-1)!.get('from')).toBe(today);
    const [ordersToday] = await rowCells(perDay, longDate(today));
    expect(Number(ordersToday)).toBeGreaterThanOrEqual(3);

    // A start after the end is refused on the page, without asking the server.
    const before = requests.length;
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date.' }).waitFor();
    expect(await page.getByLabel('From', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(requests.length).toBe(before);
    await expectNoAxeViolations(page);
  });

  it('loads the chart library on this screen only', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin');
    await page.getByRole('region', { name: 'Orders today' }).waitFor();
    expect(scripts.filter((path) => path.includes('analytics-charts'))).toEqual([]);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
    await chart(page, 'Top dishes').getByRole('img').waitFor();
    await expect.poll(() => scripts.filter((path) => path.includes('analytics-charts')).length, POLL).toBe(1);
  });

  it("says 'No orders in this period.' for a period without orders", async () => {
    const page = await openAnalytics();
    await chart(page, 'Orders per day').getByRole('img').waitFor();
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No orders in this period.').waitFor();
    expect(await cardValue(page, 'Orders').textContent()).toBe('0');
    expect(await cardValue(page, 'Revenue').textContent()).toBe('$0.00');
    expect(await page.getByRole('img').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("says when the figures could not load, and 'Try again' loads them", async () => {
    session.allow(/\[http 500\] GET .*\/api\/admin\/analytics/, /status of 500/);
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await page.route('**/api/admin/analytics*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Something went wrong on our side.', code: 'internal_error' }),
      }),
    );
    await page.goto('/admin/analytics');
    await page.getByText('Error: Something went wrong on our side.').waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/admin/analytics*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await chart(page, 'Revenue per day').getByRole('img').waitFor();
    expect(Number(await cardValue(page, 'Orders').textContent())).toBeGreaterThanOrEqual(3);
  });

  it('keeps a customer out: no Analytics screen and no figures asked for', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, customer);
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'You do not have access to the admin panel.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Analytics' }).count()).toBe(0);
    expect(requests).toEqual([]);
    const response = await fetch(`${session.baseURL}/api/admin/analytics`, { headers: { Cookie: customer.cookie } });
    expect(response.status).toBe(403);
  });
});
