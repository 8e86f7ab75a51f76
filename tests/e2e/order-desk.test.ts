import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockTime } from '../../domain/fulfilment/hand-over-text.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fetchUserOrders, placeOrder, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { onLiveDatabase } from './support/live-database.ts';

const session = useBrowser();

let customer: ApiSession;
let admin: ApiSession;

beforeAll(async () => {
  customer = await signUpCustomer(session.baseURL, 'Desk');
  admin = await signInAdmin(session.baseURL);
});

function card(page: Page, order: Order): Locator {
  return page.locator(`article[data-order-id="${order._id}"]`);
}

function column(page: Page, title: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${title.replace(/[/]/g, '\\/')}`) });
}

const order = (products = [{ productId: 'margherita-pizza', quantity: 2 }]) =>
  placeOrder(session.baseURL, customer, products, { method: 'cash' });

async function openDesk(page: Page): Promise<void> {
  await page.goto('/admin/desk');
  await expect.poll(() => page.getByText('Live', { exact: true }).isVisible(), POLL).toBe(true);
}

describe('the order desk', () => {
  it('shows a new order within a second, rings until it is answered, and takes it through the kitchen to the door', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    // Headless Chromium lets any page play sound; a desktop browser waits for the page's first
    // touch. This gives the page that usual policy: audio stays suspended until a click resumes it.
    await context.addInitScript(() => {
      const Allowed = window.AudioContext;
      window.AudioContext = class extends Allowed {
        #touched = false;
        override get state(): AudioContextState {
          return this.#touched ? super.state : 'suspended';
        }
        override resume(): Promise<void> {
          this.#touched = navigator.userActivation.isActive || this.#touched;
          return super.resume();
        }
      };
    });
    const page = await context.newPage();
    await openDesk(page);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Sound is off' }).isVisible(), POLL).toBe(true);

    const placed = await order([
      { productId: 'margherita-pizza', quantity: 2 },
      { productId: 'dragon-roll', quantity: 1 },
    ]);
    const newCard = column(page, 'New').locator(`article[data-order-id="${placed._id}"]`);
    await expect.poll(() => newCard.isVisible(), POLL).toBe(true);
    expect(await newCard.getByRole('heading').textContent()).toBe(`#${orderReference(placed._id)}`);
    expect(await newCard.textContent()).toContain('2 × Margherita Pizza');
    expect(await newCard.textContent()).toContain('DELIVERY');
    await expect.poll(() => page.title(), POLL).toMatch(/^\(\d+\) New orders? — Order Desk$/);

    // The one touch the browser needs before the desk may ring; then it rings while orders wait.
    await page.getByRole('button', { name: 'Turn sound on' }).click();
    await expect.poll(() => page.getByText('Sound on: new orders ring until answered').isVisible(), POLL).toBe(true);
    await expect.poll(() => page.locator('[data-ringing]').getAttribute('data-ringing'), POLL).toBe('true');
    await expect.poll(async () => Number(await page.locator('[data-chimes]').getAttribute('data-chimes')), POLL).toBeGreaterThan(0);

    // This desk prints a ticket as it accepts (the print dialog itself is counted, not opened).
    await page.evaluate(() => {
      const counted = window as unknown as { prints: number };
      counted.prints = 0;
      window.print = () => void counted.prints++;
    });
    await page.getByLabel('Print a kitchen ticket on accept (this device)').check();
    await newCard.getByRole('button', { name: `Accept order #${orderReference(placed._id)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept order' });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    // A suggestion from the kitchen's load is chosen to start with.
    expect(await dialog.getByRole('radio', { checked: true }).locator('..').textContent()).toContain('(suggested)');
    await expectNoAxeViolations(page);
    await dialog.getByText('20 min', { exact: true }).click();
    const acceptedAt = Date.now();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => toastWith(page, `#${orderReference(placed._id)}: Order accepted`).isVisible(), POLL).toBe(true);

    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints), POLL).toBe(1);
    expect(await page.locator('#order-slip').textContent()).toContain(`#${orderReference(placed._id)}`);
    expect(await page.locator('#order-slip').textContent()).toContain('Margherita Pizza');

    const kitchenCard = column(page, 'In the kitchen').locator(`article[data-order-id="${placed._id}"]`);
    await expect.poll(() => kitchenCard.isVisible(), POLL).toBe(true);
    const readyText = async () => (await kitchenCard.textContent()) ?? '';
    const [accepted] = (await fetchUserOrders(session.baseURL, customer, customer.userId)).orders.filter((each) => each._id === placed._id);
    expect(Math.abs(Date.parse(accepted!.readyAt!) - (acceptedAt + 20 * 60_000))).toBeLessThan(10_000);
    expect(await readyText()).toContain(`Ready at ${clockTime(Date.parse(accepted!.readyAt!), 'UTC')}`);

    await kitchenCard.getByRole('button', { name: `Delay order #${orderReference(placed._id)} by 10 minutes` }).click();
    await expect.poll(readyText, POLL).toContain(`Ready at ${clockTime(Date.parse(accepted!.readyAt!) + 10 * 60_000, 'UTC')}`);

    await kitchenCard.getByRole('button', { name: `Order #${orderReference(placed._id)} is ready` }).click();
    const readyCard = column(page, 'Ready').locator(`article[data-order-id="${placed._id}"]`);
    await expect.poll(() => readyCard.isVisible(), POLL).toBe(true);
    await readyCard.getByRole('button', { name: `Order #${orderReference(placed._id)} is out for delivery` }).click();
    const outCard = column(page, 'Out for delivery / Waiting for pickup').locator(`article[data-order-id="${placed._id}"]`);
    await expect.poll(() => outCard.isVisible(), POLL).toBe(true);
    expect(await outCard.textContent()).toContain('Arriving around');
    await outCard.getByRole('button', { name: `Order #${orderReference(placed._id)} delivered` }).click();
    await expect.poll(() => card(page, placed).count(), POLL).toBe(0);
    const [delivered] = (await fetchUserOrders(session.baseURL, customer, customer.userId)).orders.filter(
      (each) => each._id === placed._id,
    );
    expect(delivered!.orderStatus).toBe('delivered');
    await expectNoAxeViolations(page);
  });

  it('rejects with a reason the customer reads, and flags an order left unanswered past the limit', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    const late = await order();
    await onLiveDatabase('update orders set created_at = ? where id = ?', [Date.now() - 9 * 60_000, late._id]);
    await openDesk(page);
    const lateCard = card(page, late);
    await expect.poll(() => lateCard.textContent(), POLL).toContain('Overdue — waiting 9 min');

    await lateCard.getByRole('button', { name: `Reject order #${orderReference(late._id)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject order' });
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), POLL).toBe('Tell the customer why the order is rejected.');
    await dialog.getByRole('button', { name: 'An item is sold out' }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect.poll(() => lateCard.count(), POLL).toBe(0);
    const [rejected] = (await fetchUserOrders(session.baseURL, customer, customer.userId)).orders.filter((each) => each._id === late._id);
    expect(rejected).toMatchObject({ orderStatus: 'cancelled', rejectionReason: 'An item is sold out' });
  });

  it('pauses the shop from the desk and resumes it', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await openDesk(page);
    await page.getByLabel('Pause new orders for').selectOption({ label: '15 minutes' });
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => page.getByText(/^Paused until \d{1,2}:\d\d( [AP]M)?: no new orders$/).isVisible(), POLL).toBe(true);
    const refused = await fetch(`${session.baseURL}/api/fulfilment?type=delivery`).then(
      (response) => response.json() as Promise<{ data: { paused: boolean } }>,
    );
    expect(refused.data.paused).toBe(true);
    await page.getByRole('button', { name: 'Resume orders' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Pause', exact: true }).isVisible(), POLL).toBe(true);
    const resumed = await fetch(`${session.baseURL}/api/fulfilment?type=delivery`).then(
      (response) => response.json() as Promise<{ data: { paused: boolean } }>,
    );
    expect(resumed.data.paused).toBe(false);
  });

  it('sells out a dish from the desk: the menu shows it out of stock until the desk puts it back', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await openDesk(page);
    const summary = page.locator('summary').filter({ hasText: /^Sold out: / });
    await summary.click();
    await page.getByLabel('Find a dish').fill('dragon');
    await page.getByRole('button', { name: 'Mark Dragon Roll sold out' }).click();
    await toastWith(page, 'Dragon Roll is marked sold out').waitFor();
    await page.getByRole('button', { name: 'Put Dragon Roll back on sale' }).waitFor();
    await expectNoAxeViolations(page);

    const menu = await context.newPage();
    await menu.goto('/menu');
    const card = menu.getByRole('article').filter({ hasText: 'Dragon Roll' });
    await expect.poll(() => card.getByText('Out of Stock').isVisible(), POLL).toBe(true);

    await page.getByRole('button', { name: 'Put Dragon Roll back on sale' }).click();
    await toastWith(page, 'Dragon Roll is back on sale').waitFor();
    await menu.reload();
    await card.getByRole('button', { name: /^Add to Cart/ }).waitFor();
    expect(await card.getByText('Out of Stock').count()).toBe(0);
  });

  it('gives staff the desk and the orders, and nothing else', async () => {
    const cook = await signUpCustomer(session.baseURL, 'Cook');
    await onLiveDatabase("update users set role = 'staff' where id = ?", [cook.userId]);
    const context = await session.context();
    await signInBrowser(context, session.baseURL, cook);
    const page = await context.newPage();
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Order Desk', level: 1 }).isVisible(), POLL).toBe(true);
    const links = await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual(['Order Desk', 'New order', 'Picking', 'Tabs', 'Manage Orders']);
    // Manage Orders without the money: refunds are the admin's.
    await page.goto('/admin/orders');
    await expect.poll(() => page.getByRole('button', { name: 'Update Order' }).first().isVisible(), POLL).toBe(true);
    expect(await page.getByRole('button', { name: 'Record refund' }).count()).toBe(0);
    await page.goto('/admin/settings');
    await expect
      .poll(() => page.getByRole('heading', { name: "This screen is for the shop's administrators." }).isVisible(), POLL)
      .toBe(true);
  });
});
