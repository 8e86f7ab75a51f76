import type { Locator, Page } from 'playwright-core';
import { clockTime } from '../../domain/fulfilment/hand-over-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { addableFromCard, fetchFoods } from './support/menu.ts';
import { handOverWhen } from '../../domain/fulfilment/hand-over-text.ts';
import { ADDRESS, badgeOf, orderArticle, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { visitorAddress } from './support/server.ts';

/**
 * A customer follows the shop's answers on My Orders and Notifications: accepted with a ready or
 * arrival time, ready, out for delivery, rejected with a reason. Times are on the shop's clock
 * (Asia/Kolkata here) while the customer's browser runs on New York's, so a time written in the
 * wrong zone cannot pass by chance.
 */

const session = useBrowser();

const SHOP_ZONE = 'Asia/Kolkata';
const CUSTOMER_ZONE = 'America/New_York';
/** The shop promises a change shows within 15 s without a reload (the pages ask every 10 s). */
const LIVE_UPDATE_MS = 15_000;
const MINUTE = 60_000;

/** A time as the pages write it: in the shop's zone, on its locale's clock (the E2E shop is en-US: '6:40 PM'). */
const hhmm = (iso: string | null) => clockTime(Date.parse(iso!), SHOP_ZONE, 'en-US');

type Fulfilment = Record<string, unknown> & { timeZone: string; pickup: { enabled: boolean; leadMinutes: number } };

let admin: ApiSession;
let customer: ApiSession;
/** The shop's hand-over settings before this file ran, put back after it (the e2e database is shared). */
let original: Fulfilment;
let travelMinutes: number;

async function api(who: ApiSession, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${session.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: who.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function saveFulfilment(fulfilment: Fulfilment): Promise<void> {
  const response = await api(admin, 'PUT', '/api/settings', { fulfilment });
  expect(response.status, `PUT /api/settings ${await response.clone().text()}`).toBe(200);
}

/** POST /api/orders as the customer: cash, for pickup or delivery, as soon as possible. */
async function placeOrder(type: 'pickup' | 'delivery', productId: string): Promise<Order> {
  const response = await api(customer, 'POST', '/api/orders', {
    products: [{ productId, quantity: 1 }],
    paymentMethod: 'cash',
    phone: '(217) 555-0100',
    fulfilment: { type },
    ...(type === 'delivery' ? { deliveryAddress: ADDRESS } : {}),
  });
  expect(response.status, `POST /api/orders ${await response.clone().text()}`).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** POST /api/orders/{id}/{action} as the admin, the desk's moves. */
async function move(order: Order, action: 'accept' | 'ready' | 'out-for-delivery' | 'reject', body?: unknown): Promise<Order> {
  const response = await api(admin, 'POST', `/api/orders/${order._id}/${action}`, body);
  expect(response.status, `POST /api/orders/${order._id}/${action} ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

async function customerPage(path: string): Promise<Page> {
  const context = await session.freshContext({ timezoneId: CUSTOMER_ZONE });
  await signInBrowser(context, session.baseURL, customer);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Waits (a little under the promised bound) until `article` shows `text` on its own line. */
async function expectShown(article: Locator, text: string): Promise<void> {
  await expect.poll(() => article.getByText(text, { exact: true }).count(), { timeout: LIVE_UPDATE_MS - 1_000, interval: 250 }).toBe(1);
}

beforeAll(async () => {
  admin = await signInAdmin(session.baseURL);
  customer = await signUpCustomer(session.baseURL, 'Follower');
  const settings = (await (await fetch(`${session.baseURL}/api/settings`)).json()) as {
    data: { fulfilment: Fulfilment; desk: { travelMinutes: number } };
  };
  original = settings.data.fulfilment;
  travelMinutes = settings.data.desk.travelMinutes;
  await saveFulfilment({ ...original, timeZone: SHOP_ZONE, pickup: { enabled: true, leadMinutes: 15 } });
});
afterAll(async () => {
  if (original) await saveFulfilment(original);
});

describe("the shop's answers on My Orders and Notifications", () => {
  it('shows the ready and arrival times on the shop’s clock, then ready, out for delivery, and a rejection with its reason, without a reload', async () => {
    const [dish] = (await fetchFoods(session.baseURL)).filter(addableFromCard);
    const pickup = await placeOrder('pickup', dish!._id);
    const delivery = await placeOrder('delivery', dish!._id);
    const doomed = await placeOrder('delivery', dish!._id);

    const myOrders = await customerPage('/myorders');
    const notifications = await customerPage('/notification');
    const pages = [myOrders, notifications];
    for (const page of pages) {
      await orderArticle(page, doomed).waitFor();
      expect(await badgeOf(orderArticle(page, pickup), 'order')).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
      // A reload would lose this mark.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    }

    // Accepted: the pickup is ready in 20 minutes; the delivery is cooked in 30 and then driven.
    const acceptedAt = Date.now();
    const pickupAccepted = await move(pickup, 'accept', { prepMinutes: 20 });
    const deliveryAccepted = await move(delivery, 'accept', { prepMinutes: 30 });
    expect(Math.abs(Date.parse(pickupAccepted.readyAt!) - (acceptedAt + 20 * MINUTE))).toBeLessThan(MINUTE);
    expect(pickupAccepted.expectedAt).toBe(pickupAccepted.readyAt);
    expect(Date.parse(deliveryAccepted.expectedAt!) - Date.parse(deliveryAccepted.readyAt!)).toBe(travelMinutes * MINUTE);
    const readyAt = `Accepted — ready at ${hhmm(pickupAccepted.readyAt)}`;
    const arriving = `Accepted — arriving around ${hhmm(deliveryAccepted.expectedAt)}`;

    for (const page of pages) {
      await expectShown(orderArticle(page, pickup), readyAt);
      await expectShown(orderArticle(page, delivery), arriving);
      expect(await badgeOf(orderArticle(page, pickup), 'order')).toEqual({ text: 'Being prepared', tone: 'blue' });
    }
    // Screen reader users hear the answer too (a polite live region).
    for (const page of pages) {
      await expect
        .poll(
          () =>
            page
              .getByRole('status')
              .filter({ hasText: `Order #${orderReference(pickup._id)}: ${readyAt}` })
              .count(),
          POLL,
        )
        .toBe(1);
    }
    await expectNoAxeViolations(myOrders);
    await expectNoAxeViolations(notifications);

    // The admin's Manage Orders, on another clock too, writes the promised time on the shop's.
    const adminContext = await session.freshContext({ timezoneId: CUSTOMER_ZONE });
    await signInBrowser(adminContext, session.baseURL, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/orders');
    await expect.poll(() => orderArticle(adminPage, pickup).textContent(), POLL).toContain(handOverWhen(pickup.fulfilment, SHOP_ZONE)!);

    // Cooked: the pickup waits at the counter; the delivery leaves with a fresh arrival time.
    await move(pickup, 'ready');
    const sentOut = await move(delivery, 'out-for-delivery');
    for (const page of pages) {
      await expectShown(orderArticle(page, pickup), 'Ready for pickup');
      await expectShown(orderArticle(page, delivery), `Out for delivery — arriving around ${hhmm(sentOut.expectedAt)}`);
      expect(await badgeOf(orderArticle(page, pickup), 'order')).toEqual({ text: 'Ready', tone: 'teal' });
      expect(await badgeOf(orderArticle(page, delivery), 'order')).toEqual({ text: 'Out for delivery', tone: 'violet' });
    }

    await move(doomed, 'reject', { reason: 'Our delivery driver is off sick tonight' });
    for (const page of pages) {
      await expectShown(orderArticle(page, doomed), 'Rejected: Our delivery driver is off sick tonight');
      expect(await badgeOf(orderArticle(page, doomed), 'order')).toEqual({ text: 'Cancelled', tone: 'red' });
    }
    await orderArticle(notifications, doomed).getByText('Order was cancelled', { exact: true }).waitFor();

    for (const page of pages) {
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    }
    await expectNoAxeViolations(myOrders);
    await expectNoAxeViolations(notifications);
  }, 120_000); // three rounds of changes, each up to one 10 s refresh away
});
