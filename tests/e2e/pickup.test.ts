import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { newUser, toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { availableDishes, cartLinesOf, openWithCart, placeOrderButton } from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';
import { badgeOf, orderArticle, signInAdmin, signInBrowser, type ApiSession } from './support/orders.ts';
import { visitorAddress } from './support/server.ts';

/**
 * Pickup end to end: a guest orders for pickup paying cash, the desk accepts it, marks it ready
 * and collected (paid, as the Paid box says); the guest's tracking page says Collected and Paid,
 * with where to collect it and the shop's phone.
 */

const session = useBrowser();
/** The tracking page asks every 15 s; a change must show within that and one answer. */
const LIVE_UPDATE_MS = 20_000;

type Shop = { fulfilment: Record<string, unknown> & { pickup: { enabled: boolean; leadMinutes: number } }; street: string; phone: string; storeName: string };

let admin: ApiSession;
let original: Shop['fulfilment'];

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${session.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: admin.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function saveFulfilment(fulfilment: Shop['fulfilment']): Promise<void> {
  const response = await api('PUT', '/api/settings', { fulfilment });
  expect(response.status, `PUT /api/settings ${await response.clone().text()}`).toBe(200);
}

async function readShop(): Promise<Shop> {
  return ((await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: Shop }).data;
}

function deskCard(page: Page, order: Order, column: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${column.replace(/[/]/g, '\\/')}`) }).locator(`article[data-order-id="${order._id}"]`);
}

beforeAll(async () => {
  admin = await signInAdmin(session.baseURL);
  original = (await readShop()).fulfilment;
  await saveFulfilment({ ...original, pickup: { enabled: true, leadMinutes: 15 } });
  const guestOn = await api('PUT', '/api/settings', { guestCheckout: true });
  expect(guestOn.status).toBe(200);
});
// The e2e server is shared: the shop's hand-over rules go back as they were.
afterAll(async () => {
  if (original) await saveFulfilment(original);
});

describe('a pickup, from the order to Collected and paid', () => {
  it('a guest orders pickup with cash; the desk accepts, marks it ready and collected; the tracking page says Collected and Paid', async () => {
    const shop = await readShop();
    const guest = newUser('Pickup');

    // The guest orders for pickup, paying cash at the counter.
    const page = await session.newPage();
    const dishes = availableDishes(await fetchFoods(session.baseURL), 1);
    await openWithCart(page, cartLinesOf(dishes, [2]), '/checkout');
    const main = page.getByRole('main');
    const asGuest = main.getByRole('button', { name: 'Continue as guest' });
    await waitForHydration(asGuest);
    await asGuest.click();
    const details = main.getByRole('group', { name: 'Continue as guest' });
    await details.getByLabel('Name', { exact: true }).fill(guest.name);
    await details.getByLabel('Email', { exact: true }).fill(guest.email);
    await details.getByLabel('Phone', { exact: true }).fill('(217) 555-0199');
    await main.getByRole('radio', { name: 'Pickup' }).check();
    expect(await main.getByLabel('Street', { exact: true }).count()).toBe(0);
    await placeOrderButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/track/'), { timeout: 15_000 });
    const token = new URL(page.url()).pathname.split('/')[2]!;
    const order = ((await (await fetch(`${session.baseURL}/api/track/${token}`)).json()) as { data: Order }).data;
    expect(order).toMatchObject({ orderStatus: 'pending', paymentMethod: 'cash', paymentStatus: 'pending', fulfilment: { type: 'pickup' } });

    // Where to collect it and how to call the shop, from the first look.
    const tracked = orderArticle(page, order);
    await expect.poll(() => badgeOf(tracked, 'order'), POLL).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
    await tracked.getByText(shop.street, { exact: true }).waitFor(POLL);
    expect(await tracked.getByRole('link', { name: shop.phone }).getAttribute('href')).toMatch(/^tel:/);
    expect(await tracked.getByText('Cash on pickup', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The desk answers it.
    const desk = await session.context();
    await signInBrowser(desk, session.baseURL, admin);
    const deskPage = await desk.newPage();
    await deskPage.goto('/admin/desk');
    await expect.poll(() => deskPage.getByText('Live', { exact: true }).isVisible(), POLL).toBe(true);
    const reference = orderReference(order._id);
    const newCard = deskCard(deskPage, order, 'New');
    await expect.poll(() => newCard.isVisible(), POLL).toBe(true);
    expect(await newCard.textContent()).toContain('PICKUP');
    await newCard.getByRole('button', { name: `Accept order #${reference}` }).click();
    const accept = deskPage.getByRole('dialog', { name: 'Accept order' });
    await accept.getByText('15 min', { exact: true }).click();
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => toastWith(deskPage, `#${reference}: Order accepted`).isVisible(), POLL).toBe(true);

    const kitchenCard = deskCard(deskPage, order, 'In the kitchen');
    await expect.poll(() => kitchenCard.isVisible(), POLL).toBe(true);
    await kitchenCard.getByRole('button', { name: `Order #${reference} is ready` }).click();

    // Waiting at the counter: Collected, with Paid ticked for cash.
    const counterCard = deskCard(deskPage, order, 'Out for delivery / Waiting for pickup');
    await expect.poll(() => counterCard.isVisible(), POLL).toBe(true);
    const paid = counterCard.getByRole('checkbox', { name: /^Paid/ });
    expect(await paid.isChecked()).toBe(true);
    expect(await counterCard.getByRole('button', { name: `Order #${reference} delivered` }).count()).toBe(0);
    await expectNoAxeViolations(deskPage);
    await counterCard.getByRole('button', { name: `Order #${reference} collected` }).click();
    await expect.poll(() => deskPage.locator(`article[data-order-id="${order._id}"]`).count(), POLL).toBe(0);

    // The guest's page follows: Collected, never Delivered, and paid.
    await expect.poll(() => badgeOf(tracked, 'order'), { timeout: LIVE_UPDATE_MS, interval: 250 }).toEqual({ text: 'Collected', tone: 'green' });
    expect(await badgeOf(tracked, 'payment')).toEqual({ text: 'Paid', tone: 'green' });
    expect(await tracked.getByText(/Delivered/).count()).toBe(0);
    const done = ((await (await fetch(`${session.baseURL}/api/track/${token}`)).json()) as { data: Order }).data;
    expect(done).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
  });
});
