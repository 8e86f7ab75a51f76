import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { startSmtpInbox } from '../factories/smtp-inbox.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import {
  ADDRESS,
  addProduct,
  orderArticle,
  placeOrder,
  send,
  signInAdmin,
  signInBrowser,
  signUpCustomer,
  TEST_CARD,
} from './support/orders.ts';
import { clickWhenHydrated, waitForHydration } from './support/menu.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();

function deskCard(page: Page, order: Pick<Order, '_id'>): Locator {
  return page.locator(`article[data-order-id="${order._id}"]`);
}

async function openChange(page: Page, order: Pick<Order, '_id'>): Promise<Locator> {
  await deskCard(page, order)
    .getByRole('button', { name: `Change order #${orderReference(order._id)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Change order #${orderReference(order._id)}` });
  await dialog.getByRole('combobox', { name: 'Add a dish: type its name, “2 marg” for two' }).waitFor();
  return dialog;
}

async function orderAsStaffSee(base: string, cookie: string, id: string): Promise<Order> {
  const response = await send(base, 'GET', '/api/orders?limit=5', undefined, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Order[] }).data.find((order) => order._id === id)!;
}

/** The dishes a desk card lists, one line each. */
function cardLines(card: Locator): Promise<string[]> {
  return card.locator('ul > li').allTextContents();
}

describe('a placed order changed by the shop', () => {
  it('adds a dish to a card order from the desk, mails the customer a link, and the customer pays the extra', async () => {
    // Its own server and mailbox: the products, the orders and the mails are this test's.
    const inbox = await startSmtpInbox();
    const server = await startServerOverCopy('order-change', {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Doorstep E2E <orders@doorstep.example>',
    });
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      await addProduct(base, admin, { name: 'Garlic Bread', category: 'pizza', price: 4.5, description: 'Warm, with butter.' });
      const customer = await signUpCustomer(base, 'Changed Order');
      const placed = await placeOrder(base, customer, [{ productId: 'margherita-pizza', quantity: 1 }], {
        method: 'card',
        cardHolderName: customer.user.name,
      });
      expect(placed.paymentStatus).toBe('completed');
      const reference = orderReference(placed._id);

      // The owner has the kitchen wait for an extra to be paid (Settings → Money).
      const staff = await session.freshContext({ baseURL: base });
      await signInBrowser(staff, base, admin);
      const desk = await staff.newPage();
      await desk.goto('/admin/settings');
      const money = desk.getByRole('form', { name: 'Currency, tax and tips' });
      await waitForHydration(money.getByRole('button', { name: 'Save currency, tax and tips' }));
      await money.getByLabel('The kitchen waits for an extra to be paid', { exact: true }).check();
      await money.getByRole('button', { name: 'Save currency, tax and tips' }).click();
      await toastWith(desk, 'Currency, tax and tips saved').waitFor();

      // Staff on the desk: Change order, a Garlic Bread typed in, a reason, and the money said before saving.
      await desk.goto('/admin/desk');
      await deskCard(desk, placed).waitFor();
      const dialog = await openChange(desk, placed);
      const box = dialog.getByRole('combobox', { name: 'Add a dish: type its name, “2 marg” for two' });
      await expect.poll(() => box.evaluate((element) => element === document.activeElement), POLL).toBe(true);
      await desk.keyboard.type('garlic');
      await dialog.getByRole('option', { name: /^Garlic Bread/ }).waitFor();
      await desk.keyboard.press('Enter');
      await dialog.getByText('Added 1 × Garlic Bread.').waitFor();
      await dialog.getByRole('group', { name: 'Garlic Bread' }).waitFor();
      await dialog.getByLabel('Reason for the change', { exact: true }).fill('The customer asked for garlic bread');
      const linkSaid = dialog.getByText(/^The customer is sent a link to pay \$\d+\.\d\d more\.$/);
      await linkSaid.waitFor();
      const promised = (await linkSaid.textContent())!.match(/\$(\d+\.\d\d)/)![1]!;
      await expectNoAxeViolations(desk);
      await dialog.getByRole('button', { name: 'Save the change' }).click();
      await toastWith(desk, `Order #${reference} changed. The customer is sent a link to pay $${promised} more.`).waitFor();
      await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
      const card = deskCard(desk, placed);
      await expect.poll(() => cardLines(card), POLL).toEqual(['1 × Margherita Pizza', '1 × Garlic Bread']);
      expect(await card.textContent()).toContain('Changed: Added 1 × Garlic Bread');
      await expect.poll(() => card.textContent(), POLL).toContain(`Waiting for the customer to pay $${promised}`);
      const changed = await orderAsStaffSee(base, admin.cookie, placed._id);
      expect(changed.extraPayment).toMatchObject({ amount: Number(promised), status: 'requested' });
      // Until it is paid, the kitchen may not call it ready.
      const accept = await send(base, 'POST', `/api/orders/${placed._id}/accept`, { prepMinutes: 15 }, admin.cookie);
      expect(accept.status, await accept.clone().text()).toBe(200);
      expect((await send(base, 'POST', `/api/orders/${placed._id}/ready`, undefined, admin.cookie)).status).toBe(409);

      // The mail carries the link to the customer's orders.
      const [mail] = await inbox.waitFor(
        (received) => received.to.includes(customer.user.email.toLowerCase()) && /changed/i.test(received.subject),
        {
          timeoutMs: 15_000,
        },
      );
      const link = mail!.text.match(/https?:\/\/\S+\/myorders\b\S*/)?.[0];
      expect(link, mail!.text).toBeDefined();

      // The customer opens it, reads the change and why, and pays with the test card.
      const own = await session.freshContext({ baseURL: base });
      await signInBrowser(own, base, customer);
      const page = await own.newPage();
      await page.goto(new URL(link!).pathname);
      const due = page.getByRole('region', { name: `Your order changed: $${promised} more to pay.` });
      await due.waitFor();
      await page.getByText('Changed by the shop: The customer asked for garlic bread').waitFor();
      await due.getByLabel('Cardholder name', { exact: true }).fill(customer.user.name);
      await due.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
      await due.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
      await due.getByLabel('CVV', { exact: true }).fill('123');
      await expectNoAxeViolations(page);
      await due.getByRole('button', { name: `Pay $${promised}` }).click();
      await page.getByText('Paid. Thank you.').waitFor();
      await expectNoAxeViolations(page);

      // The desk hears of it, and the kitchen may go on.
      await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain(`The extra $${promised} is paid.`);
      // A card charged at once is not said to be charged short of its dearer total.
      expect(await card.textContent()).not.toContain('its card holds');
      expect((await send(base, 'POST', `/api/orders/${placed._id}/ready`, undefined, admin.cookie)).status).toBe(200);
    } finally {
      await session.closeContexts();
      await server.stop();
      await inbox.stop();
    }
  });

  it('says the card is refunded when a line is taken off a card order in Manage Orders', async () => {
    const server = await startServerOverCopy('order-change-refund');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const customer = await signUpCustomer(base, 'Smaller Order');
      const placed = await placeOrder(
        base,
        customer,
        [
          { productId: 'margherita-pizza', quantity: 1 },
          { productId: 'dragon-roll', quantity: 1 },
        ],
        { method: 'card', cardHolderName: customer.user.name },
      );
      const reference = orderReference(placed._id);
      const staff = await session.freshContext({ baseURL: base });
      await signInBrowser(staff, base, admin);
      const page = await staff.newPage();
      await page.goto('/admin/orders');
      const article = orderArticle(page, placed);
      await clickWhenHydrated(article.getByRole('button', { name: 'Change order' }));
      const dialog = page.getByRole('dialog', { name: `Change order #${reference}` });
      await dialog.getByRole('button', { name: 'Remove Dragon Roll' }).click();
      // No reason yet: said beside the field, which takes the focus; nothing is sent.
      await dialog.getByRole('button', { name: 'Save the change' }).click();
      const reason = dialog.getByLabel('Reason for the change', { exact: true });
      await dialog.getByText('Say why the order is changed.', { exact: true }).waitFor();
      await expect.poll(() => reason.evaluate((element) => element === document.activeElement), POLL).toBe(true);
      await reason.fill('Dragon rolls are gone for today');
      const refundSaid = dialog.getByText(/^The card is refunded \$\d+\.\d\d\.$/);
      await refundSaid.waitFor();
      const refund = (await refundSaid.textContent())!.match(/\$(\d+\.\d\d)/)![1]!;
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Save the change' }).click();
      await toastWith(page, `Order #${reference} changed. The card is refunded $${refund}.`).waitFor();
      // Its lines and total as recomputed; the history says what went and why.
      await expect.poll(() => article.getByText('Dragon Roll', { exact: true }).count(), POLL).toBe(0);
      expect(await article.textContent()).toContain(`Total$${(placed.totalAmount - Number(refund)).toFixed(2)}`);
      await article.getByText('Status history').click();
      await article
        .getByText(/^Changed: Took off 1 × Dragon Roll; total \$[\d.]+ → \$[\d.]+\. Reason: Dragon rolls are gone for today/)
        .waitFor();

      // On the desk, Escape closes the dialog without saving, and the focus goes back to the card's button.
      await page.goto('/admin/desk');
      await deskCard(page, placed).waitFor();
      await openChange(page, placed);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-desk-control')), POLL).toBe('change');
      expect(await cardLines(deskCard(page, placed))).toEqual(['1 × Margherita Pizza']);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });

  it('lets a guest pay the extra on their tracking page', async () => {
    const server = await startServerOverCopy('order-change-guest');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const placed = await send(base, 'POST', '/api/orders', {
        products: [{ productId: 'margherita-pizza', quantity: 1 }],
        guest: { name: 'Gail Guest', email: 'gail@order-change.test', phone: '(217) 555-0199' },
        deliveryAddress: ADDRESS,
        phone: '(217) 555-0199',
        paymentMethod: 'card',
        paymentDetails: { ...TEST_CARD, cardHolderName: 'Gail Guest' },
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      const { data: order, trackingUrl } = (await placed.json()) as { data: Order; trackingUrl: string };
      const changed = await send(
        base,
        'PATCH',
        `/api/orders/${order._id}`,
        {
          products: [
            { productId: 'margherita-pizza', quantity: 1 },
            { productId: 'dragon-roll', quantity: 1 },
          ],
          reason: 'Gail called to add a dragon roll',
        },
        admin.cookie,
      );
      expect(changed.status, await changed.clone().text()).toBe(200);
      const { change } = (await changed.json()) as { change: { settlement: string; paymentLink: { amount: number } } };
      expect(change.settlement).toBe('payment_link');
      const amount = change.paymentLink.amount.toFixed(2);

      const page = await (await session.freshContext({ baseURL: base })).newPage();
      await page.goto(new URL(trackingUrl).pathname);
      await page.getByText('Changed by the shop: Gail called to add a dragon roll').waitFor();
      const due = page.getByRole('region', { name: `Your order changed: $${amount} more to pay.` });
      await due.getByLabel('Cardholder name', { exact: true }).fill('Gail Guest');
      await due.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0002');
      await due.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
      await due.getByLabel('CVV', { exact: true }).fill('123');
      await expectNoAxeViolations(page);
      // A declined card says so and keeps the form; another pays.
      session.allow(/\[http 402\] POST .*\/extra-payment/, /status of 402/);
      await due.getByRole('button', { name: `Pay $${amount}` }).click();
      await due.getByText(/declined/i).waitFor();
      await due.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
      await due.getByRole('button', { name: `Pay $${amount}` }).click();
      await page.getByText('Paid. Thank you.').waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
