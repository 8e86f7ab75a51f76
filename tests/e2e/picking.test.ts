import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PickSheet } from '../../domain/contracts/pick-sheet.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import { ADDRESS, type ApiSession, send, signInAdmin, signInBrowser, signUpCustomer, TEST_CARD } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { countPrints, printCalls } from './support/print.ts';

const session = useBrowser();

// The scale prints 2 + the product's seven-digit item + the weight in grams + a check digit.
const TOMATOES_LABEL = '2123456000009';
const TOMATOES_WEIGHED_1420_G = '2123456014204';
const CATALOGUE = [
  'sku,name,category,price,sold_by,unit,quantity_step,min_quantity,max_quantity,track_stock,stock,low_stock_at,barcode',
  `TOM-KG,Vine Tomatoes,Fruit & Veg,4.49,weight,kg,0.25,0.5,5,yes,10,1,${TOMATOES_LABEL}`,
  'BAS-1,Basmati Rice 1 kg,Rice & Pasta,3.29,unit,,1,1,,yes,10,1,0036000291452',
  'JAS-1,Jasmine Rice 1 kg,Rice & Pasta,3.79,unit,,1,1,,yes,10,1,4006381333931',
  'MILK-1,Milk 1 L,Dairy,1.15,unit,,1,1,,yes,10,1,5012345678900',
].join('\n');

async function answered<T>(response: Response, what: string, status = 200): Promise<T> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A line of the Picking screen by its product's name. */
const pickLine = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

describe('picking a grocery order on a phone', () => {
  it('weighs, replaces and marks missing line by line, scanner included, then fixes the final amount and the stock', async () => {
    // Completing while a line is open is refused on purpose below.
    session.allow(/409.*\/pick\/complete/, /status of 409.*\/pick\/complete/);
    const server = await startServerOverCopy('picking');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const imported = await fetch(`${base}/api/admin/catalogue/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Origin: base, Cookie: admin.cookie },
        body: CATALOGUE,
      });
      expect(imported.status, await imported.clone().text()).toBe(200);
      const listed = await fetch(`${base}/api/foods?include=hidden`, { headers: { Cookie: admin.cookie } });
      const products = (await listed.json()) as { _id: string; sku: string | null }[];
      const id = (sku: string) => products.find((product) => product.sku === sku)!._id;

      const customer = await signUpCustomer(base, 'Grocery Shopper');
      const order = await answered<Order>(
        await send(
          base,
          'POST',
          '/api/orders',
          {
            products: [
              { productId: id('TOM-KG'), quantity: 1.5, substitution: { mode: 'none' } },
              { productId: id('BAS-1'), quantity: 2, substitution: { mode: 'best_match' } },
              { productId: id('MILK-1'), quantity: 2, substitution: { mode: 'none' } },
            ],
            deliveryAddress: ADDRESS,
            phone: '(217) 555-0100',
            // Paid by card (the test gateway): held for the estimate and the 10% margin, charged once picked.
            paymentMethod: 'card',
            paymentDetails: { ...TEST_CARD, cardHolderName: 'Grocery Shopper' },
          },
          customer.cookie,
        ),
        'POST /api/orders',
        201,
      );
      expect(order.toBePicked).toBe(true);
      // 18.62 and 10%: 20.48 held; nothing charged yet.
      expect(order).toMatchObject({ paymentStatus: 'authorized', estimatedTotal: 18.62, amountAuthorized: 20.48, amountCaptured: null });
      await answered(await send(base, 'POST', `/api/orders/${order._id}/accept`, { prepMinutes: 30 }, admin.cookie), 'accept');
      const reference = orderReference(order._id);

      const picker: ApiSession = await signUpCustomer(base, 'Pia Picker');
      await answered(await send(base, 'PUT', `/api/admin/users/${picker.userId}`, { role: 'staff' }, admin.cookie), 'make staff');
      const context = await session.freshContext({ baseURL: base, viewport: PHONE, hasTouch: true, isMobile: true });
      await signInBrowser(context, base, picker);
      await countPrints(context);
      const page = await context.newPage();

      // Picking lists the order waiting to be picked; the desk's card leads to it too.
      await page.goto('/admin/pick');
      await page.getByRole('heading', { level: 1, name: 'Picking' }).waitFor();
      await page.getByText(`Order #${reference} — ${customer.user.name}`).waitFor();
      await page.getByRole('link', { name: `Pick order #${reference}` }).waitFor();
      await expectNoAxeViolations(page);
      await page.goto('/admin/desk');
      await page.getByRole('link', { name: `Pick order #${reference}` }).click();
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/pick' && url.searchParams.get('order') === order._id);
      await page.getByRole('heading', { level: 1, name: `Pick order #${reference}` }).waitFor();

      // In aisle order, each with the customer's choice and the stock left.
      const names = await page.locator('li[id^="pick-line-"] h3').allTextContents();
      expect(names).toEqual(['Vine Tomatoes', 'Basmati Rice 1 kg', 'Milk 1 L']);
      await expect.poll(() => pickLine(page, 'Basmati Rice 1 kg').textContent(), POLL).toContain('If out: best match');
      expect(await pickLine(page, 'Vine Tomatoes').textContent()).toContain('In stock: 8.5 kg');
      await expectNoAxeViolations(page);

      // A picker who prefers paper prints the list in the same aisle order.
      await page.getByRole('button', { name: `Print picking list (80 mm) for order #${reference}`, exact: true }).click();
      await expect.poll(() => printCalls(page), POLL).toBe(1);
      const printed = (await page.locator('#order-slip [data-pick-list="roll"]').textContent()) ?? '';
      expect(printed.indexOf('Vine Tomatoes')).toBeLessThan(printed.indexOf('Basmati Rice 1 kg'));
      expect(printed.indexOf('Basmati Rice 1 kg')).toBeLessThan(printed.indexOf('Milk 1 L'));

      // The scale's label ticks the tomatoes with their weight.
      const scanBox = page.getByRole('textbox', { name: 'Scan or type a barcode' });
      await scanBox.fill(TOMATOES_WEIGHED_1420_G);
      await scanBox.press('Enter');
      await page.getByText('Vine Tomatoes: 1.42 kg from the scale.').waitFor();
      await expect.poll(() => pickLine(page, 'Vine Tomatoes').textContent(), POLL).toContain('Picked: 1.42 kg');

      // A code of no line is said so; nothing changes.
      await scanBox.fill('96385074');
      await scanBox.press('Enter');
      await page.getByText('No line of this order has the barcode 96385074.').waitFor();

      // The basmati is out: the best match the screen offers, nearest in price, is sent.
      const basmati = pickLine(page, 'Basmati Rice 1 kg');
      await basmati.getByRole('button', { name: 'Basmati Rice 1 kg: replace' }).click();
      const choices = basmati.getByRole('group', { name: 'Send instead of Basmati Rice 1 kg' });
      await choices.getByRole('radio', { name: /^Jasmine Rice 1 kg/ }).check();
      await basmati.getByRole('textbox', { name: 'Items of Jasmine Rice 1 kg' }).fill('2');
      await expectNoAxeViolations(page);
      await basmati.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => basmati.textContent(), POLL).toContain('Replaced: 2 Jasmine Rice 1 kg');

      // Completing with the milk open names it (a 409 the page shows); then the milk is missing and the pick completes.
      await page.getByRole('button', { name: 'Complete the pick' }).click();
      await page.getByRole('alert').filter({ hasText: 'Milk 1 L' }).waitFor();
      await pickLine(page, 'Milk 1 L').getByRole('button', { name: 'Milk 1 L: missing' }).click();
      await expect.poll(() => pickLine(page, 'Milk 1 L').textContent(), POLL).toContain('Missing');
      await page.getByText('Every line is decided.').waitFor();
      await page.getByRole('button', { name: 'Complete the pick' }).click();
      // 1.42 kg × 4.49 = 6.38, jasmine for basmati at no more than 6.58, no milk; the $3 fee (no tax in the demo shop).
      const picked = page.getByText('This order is picked: its final amount is $15.96 (the estimate was $18.62).');
      await picked.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), POLL).toBe(await picked.textContent());
      // The stock as it stands after the pick: the real weight taken, the rest back on the shelf.
      await expect.poll(() => pickLine(page, 'Vine Tomatoes').textContent(), POLL).toContain('In stock: 8.58 kg');
      expect(await page.getByRole('button', { name: 'Complete the pick' }).count()).toBe(0);
      await expectNoAxeViolations(page);

      const sheet = await answered<PickSheet>(await send(base, 'GET', `/api/orders/${order._id}/pick`, undefined, admin.cookie), 'sheet');
      expect(sheet.order.pickedAt).not.toBeNull();
      const left = Object.fromEntries(sheet.lines.map((line) => [line.product!.name, line.product!.stockLeft]));
      // What was placed went back, and what was really taken was taken: 10 − 1.42, 10 basmati, 10 milk.
      expect(left).toEqual({ 'Vine Tomatoes': 8.58, 'Basmati Rice 1 kg': 10, 'Milk 1 L': 10 });
      expect(sheet.lines[1]!.suggestions.map((each) => [each.name, each.stockLeft])).toEqual([['Jasmine Rice 1 kg', 8]]);
      // The card is charged the final amount, and the rest of the hold released.
      expect(sheet.order).toMatchObject({ paymentStatus: 'completed', totalAmount: 15.96, amountAuthorized: 20.48, amountCaptured: 15.96 });

      // The customer sees on their orders what changed, line by line, and both totals.
      const customerContext = await session.freshContext({ baseURL: base, viewport: PHONE });
      await signInBrowser(customerContext, base, customer);
      const mine = await customerContext.newPage();
      await mine.goto('/myorders');
      const changes = mine.getByRole('region', { name: 'What changed when we picked your order' });
      await changes.waitFor();
      for (const line of [
        'Vine Tomatoes: you ordered 1.5 kg; it weighed 1.42 kg.',
        'Milk 1 L was out: you are not charged for it.',
        'Estimated total $18.62; final total $15.96.',
      ])
        await changes.getByText(line, { exact: true }).waitFor();
      await expectNoAxeViolations(mine);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
