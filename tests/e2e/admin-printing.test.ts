import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney, type ShopCurrency } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import type { PublicStoreSettings } from '../../domain/store-details.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { ADDRESS, orderArticle, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { countPrints, expectPrintsAlone, printCalls } from './support/print.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();

const NOTES = 'No sesame on the roll, please (allergy)';

let admin: ApiSession;
let order: Order;
let shop: PublicStoreSettings;

/** A delivery order with options on one line and notes for the kitchen (the shared helper sends neither). */
async function placeOrderWithOptions(customer: ApiSession): Promise<Order> {
  const response = await fetch(`${session.baseURL}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: customer.cookie },
    body: JSON.stringify({
      products: [
        { productId: 'pepperoni-pizza', quantity: 2, options: ['pizza-size-large', 'pizza-extras-olives'] },
        { productId: 'dragon-roll', quantity: 1 },
      ],
      deliveryAddress: ADDRESS,
      phone: '(217) 555-0100',
      notes: NOTES,
      paymentMethod: 'cash',
    }),
  });
  expect(response.status, `POST /api/orders ${await response.clone().text()}`).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

beforeAll(async () => {
  const customer = await signUpCustomer(session.baseURL, 'Printing');
  admin = await signInAdmin(session.baseURL);
  order = await placeOrderWithOptions(customer);
  shop = ((await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: PublicStoreSettings }).data;
});

/** Manage Orders as the admin, with window.print() replaced by a counter (a headless browser has no dialog to open). */
async function openManageOrders(): Promise<Page> {
  const context = await session.context();
  await signInBrowser(context, session.baseURL, admin);
  await countPrints(context);
  const page = await context.newPage();
  await page.goto('/admin/orders');
  await page.getByRole('heading', { name: 'Manage Orders', level: 1 }).waitFor();
  await orderArticle(page, order).waitFor();
  return page;
}

describe('printing from Manage Orders', () => {
  it('prints a kitchen ticket without prices and a receipt in the order currency, each alone on 80 mm paper', async () => {
    const page = await openManageOrders();
    const reference = orderReference(order._id);
    const card = orderArticle(page, order);
    const ticketButton = card.getByRole('button', { name: `Print ticket for order #${reference}`, exact: true });
    const receiptButton = card.getByRole('button', { name: `Print receipt for order #${reference}`, exact: true });
    await ticketButton.waitFor();
    await receiptButton.waitFor();
    await expectNoAxeViolations(page);

    // The kitchen ticket. (The slip is hidden on screen, so it is found by CSS rather than by role.)
    await ticketButton.click();
    await expect.poll(() => printCalls(page), POLL).toBe(1);
    const ticket = page.locator('#order-slip [data-slip="ticket"]');
    const ticketText = (await ticket.textContent()) ?? '';
    expect(ticketText).toContain(`#${reference}`);
    expect(ticketText).toContain('DELIVERY');
    expect(ticketText).toContain('ASAP');
    expect(ticketText).toContain(NOTES);
    const pizza = ticket.locator('li').filter({ hasText: 'Pepperoni Pizza' }).first();
    expect(await pizza.textContent()).toMatch(/^2 × Pepperoni PizzaLarge 14"Olives$/);
    expect(await ticket.locator('li').filter({ hasText: 'Dragon Roll' }).first().textContent()).toBe('1 × Dragon Roll');
    expect(ticketText, 'no prices on a kitchen ticket').not.toMatch(/\$|\d\.\d\d/);
    const dish = await pizza
      .locator('p')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight), color: style.color, font: style.fontFamily };
      });
    expect(dish.size, 'dish names read at arm’s length').toBeGreaterThanOrEqual(20);
    expect(dish.weight).toBeGreaterThanOrEqual(700);
    expect(dish.color).toBe('rgb(0, 0, 0)');
    expect(dish.font).not.toMatch(/mono/i);
    await expectPrintsAlone(page, ticket, { widthMm: 80, onePage: true });

    // The customer's receipt replaces it.
    await receiptButton.click();
    await expect.poll(() => printCalls(page), POLL).toBe(2);
    const receipt = page.locator('#order-slip [data-slip="receipt"]');
    await receipt.waitFor({ state: 'attached' });
    expect(await page.locator('#order-slip [data-slip="ticket"]').count()).toBe(0);
    const currency: ShopCurrency = { code: order.currency, locale: shop.locale };
    const money = (amount: number) => formatMoney(dollarsToCents(amount, currency), currency);
    const receiptText = (await receipt.textContent()) ?? '';
    expect(receiptText).toContain(shop.storeName);
    expect(receiptText).toContain(shop.phone);
    expect(receiptText).toContain(`Order #${reference}`);
    const pizzaLine = order.products.find((line) => line.name === 'Pepperoni Pizza')!;
    const receiptPizza = (await receipt.locator('li').filter({ hasText: 'Pepperoni Pizza' }).textContent()) ?? '';
    expect(receiptPizza).toContain(`2 × Pepperoni Pizza${formatMoney(dollarsToCents(pizzaLine.price, currency) * 2, currency)}`);
    expect(receiptPizza).toContain(`Large 14" (+${money(2.5)})`);
    expect(receiptPizza).toContain(`Olives (+${money(1)})`);
    expect(receiptText).toContain(`Subtotal${money(order.subtotal)}`);
    expect(receiptText).toContain(`Total${money(order.totalAmount)}`);
    expect(receiptText).toContain('Cash on Delivery');
    expect(receiptText).toContain('StatusNot paid yet');
    await expectPrintsAlone(page, receipt, { widthMm: 80, onePage: true });
  });
});
