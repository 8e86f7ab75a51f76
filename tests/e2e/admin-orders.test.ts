import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../domain/dashboard-stats.ts';
import { dollarsToCents, formatDollars, formatMoney } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { formatOrderDate, orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { visitorAddress } from './support/server.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import {
  ADDRESS,
  badgeOf,
  fetchUserOrders,
  orderArticle,
  orderArticleNames,
  placeOrder,
  signInAdmin,
  signInBrowser,
  signUpCustomer,
  type ApiSession,
} from './support/orders.ts';

const session = useBrowser();

let customer: ApiSession;
let admin: ApiSession;
/** Cash, two lines; followed through its statuses. */
let cashOrder: Order;
/** UPI, one line; stays pending. */
let upiOrder: Order;

beforeAll(async () => {
  customer = await signUpCustomer(session.baseURL, 'Orders');
  admin = await signInAdmin(session.baseURL);
  cashOrder = await placeOrder(
    session.baseURL,
    customer,
    [
      { productId: 'margherita-pizza', quantity: 2 },
      { productId: 'dragon-roll', quantity: 1 },
    ],
    { method: 'cash' },
  );
  upiOrder = await placeOrder(session.baseURL, customer, [{ productId: 'veg-thali', quantity: 3 }], {
    method: 'upi',
    upiId: 'orders@okbank',
    transactionId: 'TXN-E2E-42',
  });
});

/** A page of the admin panel in a browser signed in as the E2E admin. */
async function adminPage(path: string): Promise<Page> {
  const context = await session.context();
  await signInBrowser(context, session.baseURL, admin);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function openManageOrders(path = '/admin/orders'): Promise<Page> {
  const page = await adminPage(path);
  await page.getByRole('heading', { name: 'Manage Orders', level: 1 }).waitFor();
  await page.getByRole('article').first().or(page.getByText('No orders found')).waitFor();
  return page;
}

/** Picks a status in the open dialog and presses Update. */
async function updateInDialog(page: Page, label: 'Order status' | 'Payment status', status: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label).selectOption(status);
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
}

/** The GET /api/orders requests the page makes from now on (their query strings). */
function recordOrderLists(page: Page): string[] {
  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/orders') lists.push(url.search);
  });
  return lists;
}

function lineText(article: Locator, name: string): Locator {
  return article.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: name });
}

describe('Manage Orders', () => {
  it('shows each order with its customer, address, lines, payment, statuses and total', async () => {
    const page = await openManageOrders();
    const cash = orderArticle(page, cashOrder);
    await cash.waitFor();
    await expect.poll(() => cash.textContent(), POLL).toContain(formatOrderDate(cashOrder.createdAt));
    const text = (await cash.textContent()) ?? '';
    expect(text).toContain(customer.user.name);
    expect(text).toContain(customer.user.email);
    expect(text).toContain(ADDRESS.street);
    // The state as the post writes it: Oregon by its code.
    expect(text).toContain(`${ADDRESS.city}, OR ${ADDRESS.zipCode}`);
    expect(text).toContain('Cash on Delivery');
    expect(text).toContain(formatDollars(cashOrder.totalAmount));
    expect(await lineText(cash, 'Margherita Pizza').textContent()).toContain(`Qty: 2 × $12.99${formatMoney(2 * 1299)}`);
    expect(await lineText(cash, 'Dragon Roll').textContent()).toContain('$13.99');
    expect(await lineText(cash, 'Margherita Pizza').getByRole('img').count()).toBe(0); // decorative, alt=""
    expect(await lineText(cash, 'Margherita Pizza').locator('img').getAttribute('src')).toBe('/images/dishes/margherita-pizza.avif');
    expect(await badgeOf(cash, 'order')).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
    expect(await badgeOf(cash, 'payment')).toEqual({ text: 'Not paid yet', tone: 'yellow' });
    // The payment method's icon is decorative: its label says it all.
    expect(await cash.locator('svg:not([aria-hidden="true"])').count()).toBe(0);

    const upi = orderArticle(page, upiOrder);
    const upiText = (await upi.textContent()) ?? '';
    expect(upiText).toContain('UPI Payment');
    expect(upiText).toContain('UPI ID: orders@okbank');
    expect(upiText).toContain('Transaction ID: TXN-E2E-42');
    expect(await lineText(upi, 'Veg Thali').textContent()).toContain(formatMoney(dollarsToCents(11.49) * 3));
    expect(upiText).toContain(formatDollars(upiOrder.totalAmount));

    // Newest first: the UPI order was placed after the cash one.
    const names = await orderArticleNames(page);
    expect(names.indexOf(`Order #${orderReference(upiOrder._id)}`)).toBeLessThan(names.indexOf(`Order #${orderReference(cashOrder._id)}`));
    await expectNoAxeViolations(page);
  });

  it('filters by order status and payment status through the query, and says when nothing matches', async () => {
    const page = await openManageOrders();
    const lists = recordOrderLists(page);
    await orderArticle(page, cashOrder).waitFor();

    await page.getByLabel('Order status').selectOption('processing');
    await expect.poll(() => lists.at(-1), POLL).toBe('?status=processing&page=1&pageSize=20');
    await orderArticle(page, cashOrder).waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/orders\?status=processing$/);

    await page.getByLabel('Order status').selectOption('all');
    await page.getByLabel('Payment status').selectOption('pending');
    await expect.poll(() => lists.at(-1), POLL).toBe('?paymentStatus=pending&page=1&pageSize=20');
    await orderArticle(page, upiOrder).waitFor();
    await orderArticle(page, cashOrder).waitFor();

    await page.getByLabel('Payment status').selectOption('failed');
    await page.getByLabel('Order status').selectOption('cancelled');
    await expect.poll(() => lists.at(-1), POLL).toBe('?status=cancelled&paymentStatus=failed&page=1&pageSize=20');
    const answer = await fetch(`${session.baseURL}/api/orders?status=cancelled&paymentStatus=failed`, {
      headers: { Cookie: admin.cookie },
    });
    const { pagination } = (await answer.json()) as { pagination: { total: number } };
    if (pagination.total === 0) await page.getByText('No orders found', { exact: true }).waitFor();

    // A reload keeps the filters (they live in the address).
    await page.reload();
    await page.getByRole('heading', { name: 'Manage Orders', level: 1 }).waitFor();
    expect(await page.getByLabel('Order status').inputValue()).toBe('cancelled');
    expect(await page.getByLabel('Payment status').inputValue()).toBe('failed');
  });

  it("moves an order through processing → delivered and sets its payment; the history and the customer's orders follow", async () => {
    // The customer keeps Notifications open in their own browser while the admin works.
    const customerContext = await session.freshContext();
    await signInBrowser(customerContext, session.baseURL, customer);
    const notifications = await customerContext.newPage();
    await notifications.goto('/notification');
    const note = orderArticle(notifications, cashOrder);
    // The badge and the sentence both say it.
    await note.getByText('Pending confirmation', { exact: true }).first().waitFor();

    const page = await openManageOrders();
    const lists = recordOrderLists(page);
    const card = orderArticle(page, cashOrder);
    await card.waitFor();

    // Cancel changes nothing.
    await card.getByRole('button', { name: 'Update Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Order status').inputValue()).toBe('pending');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await badgeOf(card, 'order')).toEqual({ text: 'Pending confirmation', tone: 'yellow' });

    for (const [status, text, tone] of [
      ['processing', 'Being prepared', 'blue'],
      ['delivered', 'Delivered', 'green'],
    ] as const) {
      const before = lists.length;
      await card.getByRole('button', { name: 'Update Order' }).click();
      if (status === 'delivered') {
        // Cash handed over counts as paid unless unticked: here the payment is set by hand below.
        await page.getByRole('dialog').getByLabel('Order status').selectOption(status);
        const paid = page.getByRole('dialog').getByLabel('Paid on hand-over');
        expect(await paid.isChecked()).toBe(true);
        await paid.uncheck();
      }
      await updateInDialog(page, 'Order status', status);
      await toastWith(page, 'Order status updated').first().waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The list is asked for again after an order-status update.
      await expect.poll(() => lists.length, POLL).toBeGreaterThan(before);
      await expect.poll(() => badgeOf(card, 'order'), POLL).toEqual({ text, tone });
    }

    // Payment: the card changes in place, without asking for the list again.
    const before = lists.length;
    await card.getByRole('button', { name: 'Update Payment' }).click();
    const paymentDialog = page.getByRole('dialog', { name: 'Update Payment Status' });
    await paymentDialog.waitFor();
    await updateInDialog(page, 'Payment status', 'completed');
    await toastWith(page, 'Payment status updated').waitFor();
    await paymentDialog.waitFor({ state: 'detached' });
    expect(await badgeOf(card, 'payment')).toEqual({ text: 'Paid', tone: 'green' });
    await page.waitForTimeout(300);
    expect(lists.length).toBe(before);

    // The history says who did what, and when.
    await card.getByText('Status history').click();
    const history = card.getByRole('listitem').filter({ hasText: `by ${admin.user.name}` });
    await expect.poll(() => history.allTextContents(), POLL).toHaveLength(3);
    const entries = await history.allTextContents();
    expect(entries[0]).toContain('Order Being prepared');
    expect(entries[1]).toContain('Order Delivered');
    expect(entries[2]).toContain('Payment Paid');
    expect(await card.getByRole('listitem').filter({ hasText: 'automatically' }).count()).toBeGreaterThanOrEqual(1);

    // The customer's Notifications follow without a reload (they re-ask every 10 s).
    await note.getByText('Delivered successfully', { exact: true }).waitFor({ timeout: 15_000 });

    // The customer's own orders follow.
    const { status, orders } = await fetchUserOrders(session.baseURL, customer, customer.userId);
    expect(status).toBe(200);
    const mine = orders.find((order) => order._id === cashOrder._id);
    expect(mine).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
    const changes = mine!.statusHistory
      .filter((change) => change.by?.userId === admin.userId)
      .map((change) => `${change.kind}:${change.status}`);
    expect(changes).toEqual(['order:processing', 'order:delivered', 'payment:completed']);
    expect(orders.find((order) => order._id === upiOrder._id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
  });

  it("shows the server's message, or the shop's, when an update fails", async () => {
    session.allow(/\[http 400\] PUT .*\/api\/orders\/.*\/status/, /\[http 500\] PUT .*\/payment-status/, /status of (400|500)/);
    const page = await openManageOrders();
    const card = orderArticle(page, upiOrder);
    await card.waitFor();
    await page.route('**/api/orders/*/status', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Invalid order or status', code: 'validation_failed' }),
      }),
    );
    await page.route('**/api/orders/*/payment-status', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream broke' }),
    );

    await card.getByRole('button', { name: 'Update Order' }).click();
    await updateInDialog(page, 'Order status', 'cancelled');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('alert').filter({ hasText: 'Invalid order or status' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await toastWith(page, 'Invalid order or status').waitFor();

    await card.getByRole('button', { name: 'Update Payment' }).click();
    await updateInDialog(page, 'Payment status', 'failed');
    await dialog.getByRole('alert').filter({ hasText: 'Failed to update payment status' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await toastWith(page, 'Failed to update payment status').waitFor();
    expect(await badgeOf(card, 'order')).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
    expect(await badgeOf(card, 'payment')).toEqual({ text: 'Not paid yet', tone: 'yellow' });
  });

  it('pages through long lists, 20 orders a page', async () => {
    const bulk = await signUpCustomer(session.baseURL, 'Bulk');
    for (let index = 0; index < 21; index += 1) {
      await placeOrder(session.baseURL, bulk, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    }
    const answer = await fetch(`${session.baseURL}/api/orders?pageSize=20`, { headers: { Cookie: admin.cookie } });
    const { pagination } = (await answer.json()) as { pagination: { total: number } };
    const pages = Math.ceil(pagination.total / 20);
    expect(pages).toBeGreaterThanOrEqual(2);

    const page = await openManageOrders();
    expect(await page.getByRole('article').count()).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const first = await page.getByRole('article').first().getAttribute('aria-labelledby');

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    expect(page.url()).toMatch(/\?page=2$/);
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(Math.min(20, pagination.total - 20));
    // The cash order of this file, placed before the 21, is on page 2 now.
    await orderArticle(page, cashOrder).waitFor();
    expect(await page.getByRole('article').first().getAttribute('aria-labelledby')).not.toBe(first);

    await expectNoAxeViolations(page);

    // At either end the button stays focusable (aria-disabled), so focus is not lost.
    const previous = pager.getByRole('button', { name: 'Previous' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    await expect.poll(() => previous.isDisabled(), POLL).toBe(true);
    expect(await previous.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter'); // does nothing there
    await page.waitForTimeout(200);
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    expect(page.url()).toMatch(/\/admin\/orders$/);
  });
});

describe('Dashboard', () => {
  async function statsFor(page: Page): Promise<DashboardStats> {
    const tz = await page.evaluate(() => -new Date().getTimezoneOffset() || 0);
    const response = await fetch(`${session.baseURL}/api/admin/stats?tz=${tz}`, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: DashboardStats }).data;
  }

  function figure(page: Page, name: string): Locator {
    return page.getByRole('region', { name, exact: true }).locator('p').first();
  }

  it("shows today's orders and revenue, the pending orders and the latest orders, linked to Manage Orders", async () => {
    const fresh = await placeOrder(session.baseURL, customer, [{ productId: 'dragon-roll', quantity: 2 }], { method: 'cash' });
    const page = await adminPage('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Orders today' }).waitFor();
    const stats = await statsFor(page);
    expect(stats.today.orders).toBeGreaterThanOrEqual(3);
    expect(await figure(page, 'Orders today').textContent()).toBe(String(stats.today.orders));
    expect(await figure(page, 'Revenue today').textContent()).toBe(formatDollars(stats.today.revenue));
    expect(await figure(page, 'Pending orders').textContent()).toBe(String(stats.pendingOrders));
    expect(stats.recentOrders[0]?._id).toBe(fresh._id);

    const recent = page.getByRole('region', { name: 'Recent orders' });
    const links = recent.getByRole('link', { name: /^Order #/ });
    expect(await links.count()).toBe(Math.min(5, stats.recentOrders.length));
    const newest = recent.getByRole('link', { name: `Order #${orderReference(fresh._id)}` });
    expect(await newest.getAttribute('href')).toBe('/admin/orders?status=pending');
    expect(await recent.getByRole('listitem').first().textContent()).toContain(formatDollars(fresh.totalAmount));
    await expectNoAxeViolations(page);

    await newest.click();
    await page.waitForURL((url) => url.pathname === '/admin/orders' && url.search === '?status=pending');
    await orderArticle(page, fresh).waitFor();
    expect(await page.getByLabel('Order status').inputValue()).toBe('pending');
  });

  it('tells the owner when one address keeps trying to sign in to different accounts', async () => {
    const sprayer = visitorAddress();
    for (let index = 0; index < 10; index++) {
      const response = await fetch(`${session.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': sprayer },
        body: JSON.stringify({ email: `nobody-${index}-${Date.now()}@example.com`, password: 'Summer2026!' }),
      });
      expect(response.status).toBe(401);
    }
    const page = await adminPage('/admin');
    const notice = page.getByRole('region', { name: 'Unusual sign-in activity' });
    await notice.getByText(`${sprayer} tried to sign in to 10 different accounts in the last day`).waitFor();
    await notice.getByText(/not held back by them/).waitFor();
    await expectNoAxeViolations(page);
  });

  it('tells the owner when guest orders keep coming to one inbox, and that they were refused', async () => {
    const inbox = `flood-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await fetch(`${session.baseURL}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress() },
        body: JSON.stringify({
          products: [{ productId: 'margherita-pizza', quantity: 1 }],
          deliveryAddress: ADDRESS,
          paymentMethod: 'cash',
          guest: { name: 'Flo Od', email: inbox, phone: '(217) 555-0123' },
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    const page = await adminPage('/admin');
    const notice = page.getByRole('region', { name: 'Unusual guest orders' });
    await notice.getByText(`1 guest order refused to ${inbox} since`).waitFor();
    await notice.getByText(/customers who log in order as usual/).waitFor();
    await expectNoAxeViolations(page);
  });

  it("says when the figures could not load, and 'Try again' loads them", async () => {
    session.allow(/\[http 500\] GET .*\/api\/admin\/stats/, /status of 500/);
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await page.route('**/api/admin/stats*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Something went wrong on our side.', code: 'internal_error' }),
      }),
    );
    await page.goto('/admin');
    await page.getByText('Error: Something went wrong on our side.').waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/admin/stats*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Orders today' }).waitFor();
  });
});
