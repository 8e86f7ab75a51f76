import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { DESK_MESSAGES } from '../../domain/order-desk.ts';
import { newUser, toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { availableDishes, cartLinesOf, openWithCart, placeOrderButton } from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';
import { ADDRESS, badgeOf, orderArticle, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { clockTime } from '../../domain/fulfilment/hand-over-text.ts';
import { visitorAddress } from './support/server.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';

/**
 * Pickup end to end: a guest orders for pickup paying cash, the desk accepts it, marks it ready
 * and collected (paid, as the Paid box says); the guest's tracking page says Collected and Paid,
 * with where to collect it and the shop's phone.
 */

const session = useBrowser();
/** The tracking page asks every 15 s; a change must show within that and one answer. */
const LIVE_UPDATE_MS = 20_000;

type Shop = {
  fulfilment: Record<string, unknown> & { pickup: { enabled: boolean; leadMinutes: number } };
  street: string;
  phone: string;
  storeName: string;
};

let admin: ApiSession;
let original: Shop['fulfilment'];

async function api(method: string, path: string, body?: unknown, who: ApiSession = admin): Promise<Response> {
  return fetch(`${session.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: who.cookie },
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
  return page
    .getByRole('region', { name: new RegExp(`^${column.replace(/[/]/g, '\\/')}`) })
    .locator(`article[data-order-id="${order._id}"]`);
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
    // Cash on a pickup is paid at the counter, and says so.
    expect(await main.getByRole('radio', { name: 'Pay at pickup' }).isChecked()).toBe(true);
    await placeOrderButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/track/'), { timeout: 15_000 });
    const token = new URL(page.url()).pathname.split('/')[2]!;
    const order = ((await (await fetch(`${session.baseURL}/api/track/${token}`)).json()) as { data: Order }).data;
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      fulfilment: { type: 'pickup' },
    });

    // Where to collect it and how to call the shop, from the first look.
    const tracked = orderArticle(page, order);
    await expect.poll(() => badgeOf(tracked, 'order'), POLL).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
    await tracked.getByText(shop.street, { exact: true }).waitFor(POLL);
    expect(await tracked.getByRole('link', { name: shop.phone }).getAttribute('href')).toMatch(/^tel:/);
    expect(await tracked.getByText('Pay at pickup', { exact: true }).count()).toBe(1);
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
    await expect
      .poll(() => badgeOf(tracked, 'order'), { timeout: LIVE_UPDATE_MS, interval: 250 })
      .toEqual({ text: 'Collected', tone: 'green' });
    expect(await badgeOf(tracked, 'payment')).toEqual({ text: 'Paid', tone: 'green' });
    expect(await tracked.getByText(/Delivered/).count()).toBe(0);
    const done = ((await (await fetch(`${session.baseURL}/api/track/${token}`)).json()) as { data: Order }).data;
    expect(done).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
  });
});

/** Open all day (UTC), delivery and pickup, with 30-minute slots for today and tomorrow. */
const ALL_DAY_WITH_SLOTS = { ...alwaysOpen(5), scheduling: { ...alwaysOpen(5).scheduling, horizonDays: 1 } };

describe('the desk card and its dialogs', () => {
  const MINUTE = 60_000;
  let customer: ApiSession;

  async function order(body: Record<string, unknown>): Promise<Order> {
    const response = await api(
      'POST',
      '/api/orders',
      { products: [{ productId: 'margherita-pizza', quantity: 1 }], paymentMethod: 'cash', phone: '(217) 555-0123', ...body },
      customer,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { data: Order }).data;
  }

  async function openDesk(): Promise<Page> {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await page.goto('/admin/desk');
    await expect.poll(() => page.getByText('Live', { exact: true }).isVisible(), POLL).toBe(true);
    return page;
  }

  beforeAll(async () => {
    customer = await signUpCustomer(session.baseURL, 'Desk card');
    await saveFulfilment(ALL_DAY_WITH_SLOTS as unknown as Shop['fulfilment']);
  });

  it("shows a delivery's address, phone and notes, and cancels it once accepted and paid only with a reason and its refund", async () => {
    const delivery = await order({ deliveryAddress: ADDRESS, notes: 'Ring twice' });
    expect((await api('POST', `/api/orders/${delivery._id}/accept`, { prepMinutes: 20 })).status).toBe(200);
    expect((await api('PUT', `/api/orders/${delivery._id}/payment-status`, { status: 'completed' })).status).toBe(200);
    const page = await openDesk();
    const reference = orderReference(delivery._id);
    const kitchenCard = deskCard(page, delivery, 'In the kitchen');
    await expect.poll(() => kitchenCard.isVisible(), POLL).toBe(true);
    const text = (await kitchenCard.textContent()) ?? '';
    // The state as the post writes it: Oregon by its code.
    expect(text).toContain('12 Harbour Road, Springfield, OR 97403');
    expect(text).toContain('Ring twice');
    expect(await kitchenCard.getByRole('link', { name: /\(217\) 555-0123/ }).getAttribute('href')).toBe('tel:2175550123');

    await kitchenCard.getByRole('button', { name: `Cancel order #${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByText(/^This order is paid: \$[\d.]+ goes back to the customer in the same step/).waitFor(POLL);
    const submit = dialog.getByRole('button', { name: /^Cancel order and refund \$[\d.]+$/ });
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), POLL).toBe('Tell the customer why the order is rejected.');
    await dialog.getByRole('button', { name: 'An item is sold out' }).click();
    await expectNoAxeViolations(page);
    await submit.click();
    await expect.poll(() => page.locator(`article[data-order-id="${delivery._id}"]`).count(), POLL).toBe(0);
    const mine = (
      (await (await api('GET', `/api/orders/user/${customer.userId}`, undefined, customer)).json()) as { data: Order[] }
    ).data.find((each) => each._id === delivery._id);
    expect(mine).toMatchObject({
      orderStatus: 'cancelled',
      rejectionReason: 'An item is sold out',
      paymentStatus: 'refunded',
      refunded: delivery.totalAmount,
    });
  });

  it('on Manage Orders, cancels an accepted order only with a reason the customer reads', async () => {
    const accepted = await order({ deliveryAddress: ADDRESS });
    expect((await api('POST', `/api/orders/${accepted._id}/accept`, { prepMinutes: 15 })).status).toBe(200);
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await page.goto('/admin/orders');
    const card = orderArticle(page, accepted);
    await card.getByRole('button', { name: 'Update Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByLabel('Order status').selectOption('cancelled');
    const reason = dialog.getByLabel('Reason (the customer reads it)');
    await reason.waitFor(POLL);
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), POLL).toBe(DESK_MESSAGES.cancelReason);
    await expectNoAxeViolations(page);
    await reason.fill('The oven broke');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => badgeOf(card, 'order'), POLL).toEqual({ text: 'Cancelled', tone: 'red' });
    const mine = (
      (await (await api('GET', `/api/orders/user/${customer.userId}`, undefined, customer)).json()) as { data: Order[] }
    ).data.find((each) => each._id === accepted._id);
    expect(mine).toMatchObject({ orderStatus: 'cancelled', rejectionReason: 'The oven broke' });
  });

  it('accepts a scheduled order with a prep time counted back from its slot, and shows when cooking starts', async () => {
    const times = (
      (await (await fetch(`${session.baseURL}/api/fulfilment?type=pickup`)).json()) as {
        data: { slots: { start: string; available: boolean }[] };
      }
    ).data;
    const slot = times.slots.find((each) => each.available && Date.parse(each.start) > Date.now() + 3 * 60 * MINUTE)!;
    const scheduled = await order({ fulfilment: { type: 'pickup', slot: slot.start } });
    const page = await openDesk();
    const reference = orderReference(scheduled._id);
    const newCard = deskCard(page, scheduled, 'New');
    await expect.poll(() => newCard.isVisible(), POLL).toBe(true);
    await newCard.getByRole('button', { name: `Accept order #${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept order' });
    await dialog.getByRole('group', { name: 'Prep time, counted back from the slot' }).waitFor(POLL);
    await dialog.getByText('20 min', { exact: true }).click();
    const slotAt = Date.parse(slot.start);
    await dialog
      .getByText(`Ready at ${clockTime(slotAt, 'UTC')}, start cooking at ${clockTime(slotAt - 20 * MINUTE, 'UTC')}`)
      .waitFor(POLL);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    const laterCard = deskCard(page, scheduled, 'Later');
    await expect.poll(() => laterCard.isVisible(), POLL).toBe(true);
    expect(await laterCard.textContent()).toContain(`Start cooking ${clockTime(slotAt - 20 * MINUTE, 'UTC')} (20 min prep)`);
    const mine = (
      (await (await api('GET', `/api/orders/user/${customer.userId}`, undefined, customer)).json()) as { data: Order[] }
    ).data.find((each) => each._id === scheduled._id);
    expect(mine).toMatchObject({ readyAt: new Date(slotAt).toISOString(), prepMinutes: 20 });
  });
});
