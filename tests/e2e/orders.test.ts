import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDollars } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import {
  formatOrderDate,
  notificationText,
  orderReference,
  orderStatusTone,
  paymentStatusLabel,
  paymentStatusTone,
  PAYMENT_METHOD_LABELS,
} from '../../domain/order-status.ts';
import { loginDialog, toastWith } from './support/auth.ts';
import { expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import { addableFromCard, fetchFoods, waitForHydration } from './support/menu.ts';
import {
  badgeOf,
  fetchUserOrders,
  orderArticle,
  orderArticleNames,
  placeOrder,
  setOrderStatus,
  signInAdmin,
  signInBrowser,
  signUpCustomer,
  type ApiSession,
} from './support/orders.ts';

const session = useBrowser();

/** The shop promises a change shows within 15 s without a reload (the page asks every 10 s). */
const LIVE_UPDATE_MS = 15_000;

let buyer: ApiSession;
let stranger: ApiSession;
let admin: ApiSession;
/** Newest first, as the pages list them: UPI, card, cash + SAVE10. */
let orders: Order[];

beforeAll(async () => {
  const available = (await fetchFoods(session.baseURL)).filter(addableFromCard);
  const [first, second, third] = available as [(typeof available)[0], (typeof available)[0], (typeof available)[0]];
  buyer = await signUpCustomer(session.baseURL, 'Buyer');
  stranger = await signUpCustomer(session.baseURL, 'Stranger');
  admin = await signInAdmin(session.baseURL);
  const cash = await placeOrder(
    session.baseURL,
    buyer,
    [
      { productId: first._id, quantity: 2 },
      { productId: second._id, quantity: 1 },
    ],
    { method: 'cash' },
    'save10',
  );
  const card = await placeOrder(session.baseURL, buyer, [{ productId: third._id, quantity: 1 }], {
    method: 'card',
    cardHolderName: buyer.user.name,
  });
  const upi = await placeOrder(session.baseURL, buyer, [{ productId: first._id, quantity: 3 }], {
    method: 'upi',
    upiId: 'buyer@okbank',
    transactionId: 'TXN123456',
  });
  orders = [upi, card, cash];
});

async function signedInPage(who: ApiSession, path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await session.freshContext(viewport ? { viewport } : {});
  await signInBrowser(context, session.baseURL, who);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

function summaryValue(article: Locator, label: string): Promise<string | null> {
  return article
    .locator('dt', { hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

describe('My Orders', () => {
  it('asks a signed-out visitor to log in, and comes back after /login', async () => {
    const page = await session.newPage();
    await page.goto('/myorders');
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    await page.getByText('Please login to view your orders').waitFor();
    const login = page.getByRole('main').getByRole('link', { name: 'Login' });
    expect(await login.getAttribute('href')).toBe('/login?next=/myorders');
    await expectNoAxeViolations(page);
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it("shows the customer's orders, newest first, with lines, totals, payment and the status in its colour", async () => {
    const page = await signedInPage(buyer, '/myorders');
    const main = page.getByRole('main');
    await orderArticle(main, orders[0]!).waitFor();
    expect(await orderArticleNames(main)).toEqual(orders.map((order) => `Order #${orderReference(order._id)}`));

    for (const order of orders) {
      const article = orderArticle(main, order);
      await article.getByText(formatOrderDate(order.createdAt), { exact: true }).waitFor();
      for (const line of order.products) {
        const item = article.getByRole('listitem').filter({ hasText: line.name });
        await item.getByText(`Qty: ${line.quantity} × ${formatDollars(line.price)}`).waitFor();
        expect(await item.locator('img').getAttribute('src')).toBe(line.image);
      }
      expect(await summaryValue(article, 'Subtotal')).toBe(formatDollars(order.subtotal));
      expect(await summaryValue(article, 'Delivery Fee')).toBe(formatDollars(order.deliveryFee));
      expect(await summaryValue(article, 'Total')).toBe(formatDollars(order.totalAmount));
      expect(await summaryValue(article, 'Payment method')).toBe(PAYMENT_METHOD_LABELS[order.paymentMethod]);
      expect(await badgeOf(article, 'order')).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
      expect(await badgeOf(article, 'payment')).toEqual({
        text: paymentStatusLabel(order.paymentStatus),
        tone: paymentStatusTone(order.paymentStatus),
      });
    }

    // The coupon: 10% off the subtotal, named with its code.
    const cash = orders[2]!;
    expect(cash.discountPercent).toBe(10);
    expect(await summaryValue(orderArticle(main, cash), 'Discount')).toBe(`-${formatDollars(cash.discountAmount)}`);
    await orderArticle(main, cash).getByText('Discount (SAVE10, 10%)').waitFor();
    // A card payment is taken at once; cash and UPI are paid later.
    expect(await badgeOf(orderArticle(main, orders[1]!), 'payment')).toEqual({ text: 'Paid', tone: 'green' });
    await orderArticle(main, orders[1]!).getByText('Visa ending in 4242').waitFor();
    await orderArticle(main, orders[0]!).getByText('UPI ID buyer@okbank').waitFor();
    expect(await badgeOf(orderArticle(main, cash), 'payment')).toEqual({ text: 'Not paid yet', tone: 'yellow' });

    await expectNoAxeViolations(page);
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await signedInPage(buyer, '/myorders', PHONE);
    await orderArticle(page, orders[0]!).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
  });

  it('says so, on the page and in a toast, when the orders cannot be fetched, and tries again', async () => {
    session.allow(/\[http 500\] GET .*\/api\/orders\/user\//, /status of 500/);
    const context = await session.freshContext();
    await signInBrowser(context, session.baseURL, buyer);
    await context.route('**/api/orders/user/**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    const page = await context.newPage();
    await page.goto('/myorders');
    await page.getByRole('main').getByText('Failed to fetch orders. Please try again later.').waitFor();
    await toastWith(page, 'Failed to fetch orders').waitFor();
    await expectNoAxeViolations(page);

    await context.unroute('**/api/orders/user/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await orderArticle(page, orders[0]!).waitFor();
  });

  it("shows another customer none of them, and the API refuses that customer the buyer's orders", async () => {
    const page = await signedInPage(stranger, '/myorders');
    await page.getByText('You have not placed any orders yet.').waitFor();
    const browse = page.getByRole('main').getByRole('link', { name: 'Browse the menu' });
    expect(await browse.getAttribute('href')).toBe('/#menu');
    expect(await page.getByRole('article').count()).toBe(0);

    await page.goto('/notification');
    await page.getByRole('heading', { name: 'Order Notifications', level: 1 }).waitFor();
    await page.getByText('No notifications yet.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);

    expect((await fetchUserOrders(session.baseURL, stranger, buyer.userId)).status).toBe(403);
    expect((await fetchUserOrders(session.baseURL, buyer, buyer.userId)).orders.map((order) => order._id)).toEqual(
      orders.map((order) => order._id),
    );
  });
});

describe('Notifications', () => {
  it('asks a signed-out visitor to log in with the dialog', async () => {
    const page = await session.newPage();
    await page.goto('/notification');
    await page.getByRole('heading', { name: 'Login Required', level: 1 }).waitFor();
    await page.getByText('Please login to view your notifications').waitFor();
    await toastWith(page, 'Please login to view notifications').waitFor();
    await expectNoAxeViolations(page);
    const login = page.getByRole('main').getByRole('button', { name: 'Login' });
    await waitForHydration(login);
    await login.click();
    await loginDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
  });

  it('lists every order with its short id, status text, total, payment status, dishes and raw badge', async () => {
    const page = await signedInPage(buyer, '/notification');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Order Notifications', level: 1 }).waitFor();
    await orderArticle(main, orders[0]!).waitFor();
    expect(await orderArticleNames(main)).toEqual(orders.map((order) => `Order #${orderReference(order._id)}`));

    for (const order of orders) {
      const article = orderArticle(main, order);
      // The badge and the sentence both say it.
      await article.getByText('Pending confirmation', { exact: true }).first().waitFor();
      await article.getByText(formatDollars(order.totalAmount), { exact: true }).waitFor();
      expect(await badgeOf(article, 'order')).toEqual({ text: 'Pending confirmation', tone: orderStatusTone('pending') });
      expect(await badgeOf(article, 'payment')).toEqual({
        text: paymentStatusLabel(order.paymentStatus),
        tone: paymentStatusTone(order.paymentStatus),
      });
      for (const line of order.products) {
        const item = article.getByRole('listitem').filter({ hasText: line.name });
        await item.getByText(`× ${line.quantity}`).waitFor();
        expect(await item.locator('img').getAttribute('src')).toBe(line.image);
      }
      expect(await article.getByRole('link', { name: 'Write a review' }).count()).toBe(0);
    }
    await expectNoAxeViolations(page);

    const close = main.getByRole('button', { name: 'Close' });
    await waitForHydration(close);
    await close.click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("shows the admin's status changes on open pages within 15 s, without a reload", async () => {
    const order = await placeOrder(session.baseURL, buyer, [{ productId: orders[1]!.products[0]!.productId, quantity: 1 }], {
      method: 'cash',
    });
    const notifications = await signedInPage(buyer, '/notification');
    const myOrders = await signedInPage(buyer, '/myorders');
    const note = orderArticle(notifications, order);
    const card = orderArticle(myOrders, order);
    await note.getByText('Pending confirmation', { exact: true }).first().waitFor();
    await card.waitFor();
    // A reload would lose this mark.
    for (const page of [notifications, myOrders]) await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const expectWithin = async (check: () => Promise<unknown>, expected: unknown) => {
      const started = Date.now();
      // The poll gives up a second early, so a last check that starts just before the bound and
      // ends after it on a busy machine fails here with its reason, not as a bare time.
      await expect.poll(check, { timeout: LIVE_UPDATE_MS - 1_000, interval: 250 }).toEqual(expected);
      return Date.now() - started;
    };

    await setOrderStatus(session.baseURL, admin, order._id, 'processing');
    const [seenOnNotifications, seenOnMyOrders] = await Promise.all([
      expectWithin(() => note.getByText(notificationText('processing'), { exact: true }).count(), 1),
      expectWithin(() => badgeOf(card, 'order'), { text: 'Being prepared', tone: 'blue' }),
    ]);
    expect(seenOnNotifications).toBeLessThan(LIVE_UPDATE_MS);
    expect(seenOnMyOrders).toBeLessThan(LIVE_UPDATE_MS);
    expect(await badgeOf(note, 'order')).toEqual({ text: 'Being prepared', tone: 'blue' });
    // Screen reader users hear about it too (a polite live region).
    const announced = `Order #${orderReference(order._id)}: Order is being prepared`;
    for (const page of [notifications, myOrders]) {
      await expect.poll(() => page.getByRole('status').filter({ hasText: announced }).count(), POLL).toBe(1);
    }

    await setOrderStatus(session.baseURL, admin, order._id, 'delivered');
    await expectWithin(() => note.getByText('Delivered successfully', { exact: true }).count(), 1);
    await expectWithin(() => badgeOf(card, 'order'), { text: 'Delivered', tone: 'green' });
    const review = note.getByRole('link', { name: 'Write a review' });
    expect(await review.getAttribute('href')).toBe('/review');

    await setOrderStatus(session.baseURL, admin, orders[2]!._id, 'cancelled');
    const cancelled = orderArticle(notifications, orders[2]!);
    await expectWithin(() => cancelled.getByText('Order was cancelled', { exact: true }).count(), 1);
    expect(await badgeOf(cancelled, 'order')).toEqual({ text: 'Cancelled', tone: 'red' });
    await expectWithin(() => badgeOf(orderArticle(myOrders, orders[2]!), 'order'), { text: 'Cancelled', tone: 'red' });

    for (const page of [notifications, myOrders]) {
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    }
    await expectNoAxeViolations(notifications);

    await review.click();
    await notifications.waitForURL((url) => url.pathname === '/review');
    await notifications.getByRole('heading', { name: 'Write a Review', level: 1 }).waitFor();
  }, 120_000); // three changes in a row, each up to one 10 s refresh away

  it('stops asking while the tab is hidden and asks at once when it is shown again', async () => {
    const page = await signedInPage(buyer, '/notification');
    await orderArticle(page, orders[0]!).waitFor();
    const asked: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/orders/user/`)) asked.push(Date.now());
    });
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);

    await setVisibility('hidden');
    await page.waitForTimeout(11_000);
    expect(asked).toEqual([]);
    await setVisibility('visible');
    await expect.poll(() => asked.length, POLL).toBe(1);
  }, 30_000);
});
