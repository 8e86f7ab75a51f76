import { describe, expect, it } from 'vitest';
import { formatMoney, type ShopCurrency } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import type { PublicStoreSettings } from '../../domain/store-details.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { ADDRESS, type ApiSession, orderArticle, send, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { countPrints, expectPrintsAlone, printCalls } from './support/print.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();

const NOTES = 'Firm tomatoes, please';
// The import makes the categories in the order of its rows: the aisles Fruit & Veg, then Rice & Pasta.
const CATALOGUE = [
  'sku,name,category,price,sold_by,unit,quantity_step,min_quantity,max_quantity,track_stock,stock,low_stock_at,barcode',
  'TOM-KG,Vine Tomatoes,Fruit & Veg,4.49,weight,kg,0.25,0.5,5,yes,8.5,1,',
  'BAS-1,Basmati Rice 1 kg,Rice & Pasta,3.29,unit,,1,1,,yes,10,1,5901234123457',
  'JAS-1,Jasmine Rice 1 kg,Rice & Pasta,3.79,unit,,1,1,,yes,10,1,',
  'BRN-1,Brown Rice 1 kg,Rice & Pasta,3.49,unit,,1,1,,yes,10,1,',
].join('\n');

type Ids = Record<'tomatoes' | 'basmati' | 'jasmine', string>;

async function importCatalogue(base: string, admin: ApiSession): Promise<Ids> {
  const imported = await fetch(`${base}/api/admin/catalogue/import`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Origin: base, Cookie: admin.cookie, 'X-Forwarded-For': visitorAddress() },
    body: CATALOGUE,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  const listed = await send(base, 'GET', '/api/foods?include=hidden', undefined, admin.cookie);
  const foods = (await listed.json()) as { _id: string; sku: string | null }[];
  const id = (sku: string) => foods.find((food) => food.sku === sku)!._id;
  return { tomatoes: id('TOM-KG'), basmati: id('BAS-1'), jasmine: id('JAS-1') };
}

async function placeGroceryOrder(base: string, customer: ApiSession, ids: Ids): Promise<Order> {
  const response = await send(
    base,
    'POST',
    '/api/orders',
    {
      products: [
        { productId: ids.basmati, quantity: 2, substitution: { mode: 'best_match' } },
        { productId: ids.tomatoes, quantity: 1.5, substitution: { mode: 'none' } },
      ],
      deliveryAddress: ADDRESS,
      phone: '(217) 555-0100',
      notes: NOTES,
      paymentMethod: 'cash',
    },
    customer.cookie,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** Accepted, picked (1.42 kg weighed, jasmine for the basmati) and completed through the API, as the Picking screen would. */
async function pickIt(base: string, admin: ApiSession, order: Order, ids: Ids): Promise<void> {
  expect((await send(base, 'POST', `/api/orders/${order._id}/accept`, { prepMinutes: 15 }, admin.cookie)).status).toBe(200);
  const lines = [
    { index: 0, status: 'replaced', productId: ids.jasmine },
    { index: 1, status: 'picked', quantity: 1.42 },
  ];
  expect((await send(base, 'POST', `/api/orders/${order._id}/pick`, { lines }, admin.cookie)).status).toBe(200);
  expect((await send(base, 'POST', `/api/orders/${order._id}/pick/complete`, undefined, admin.cookie)).status).toBe(200);
}

describe('the printed picking list', () => {
  it('prints from Manage Orders on 80 mm and A4, in aisle order, without prices; once picked, refunds offer what was sent', async () => {
    // Its own server over a copy: the products, their stock and the order are this test's.
    const server = await startServerOverCopy('pick-list');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const ids = await importCatalogue(base, admin);
      const customer = await signUpCustomer(base, 'Picking list');
      const order = await placeGroceryOrder(base, customer, ids);
      expect(order.toBePicked).toBe(true);
      const reference = orderReference(order._id);

      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, admin);
      await countPrints(context);
      const page = await context.newPage();
      await page.goto('/admin/orders');
      const card = orderArticle(page, order);
      const roll = card.getByRole('button', { name: `Print picking list (80 mm) for order #${reference}`, exact: true });
      const sheet = card.getByRole('button', { name: `Print picking list (A4) for order #${reference}`, exact: true });
      await waitForHydration(roll);
      await expectNoAxeViolations(page);

      // On the roll: the header, then the aisles in the shop's order, each line with what finds it and what to do if it is out.
      await roll.click();
      await expect.poll(() => printCalls(page), POLL).toBe(1);
      const rollList = page.locator('#order-slip [data-pick-list="roll"]');
      await rollList.waitFor({ state: 'attached' });
      const text = (await rollList.textContent()) ?? '';
      for (const part of [
        'Picking list',
        `#${reference}`,
        'Delivery · As soon as possible',
        customer.user.name,
        '2 lines',
        NOTES,
        'Picked by',
      ])
        expect(text).toContain(part);
      expect(text.indexOf('Fruit & Veg')).toBeLessThan(text.indexOf('Rice & Pasta'));
      const lineText = async (name: string) => (await rollList.locator('li').filter({ hasText: name }).textContent()) ?? '';
      expect(await lineText('Vine Tomatoes')).toBe('1.5 kgVine TomatoesSKU TOM-KGIn stock: 7 kgIf out: refundWeight  kg');
      expect(await lineText('Basmati Rice 1 kg')).toBe(
        '2 ×Basmati Rice 1 kgSKU BAS-1 · Barcode 5901234123457In stock: 8If out: best match, such as Brown Rice 1 kg or Jasmine Rice 1 kg',
      );
      expect(text, 'no prices on a picking list').not.toMatch(/\$|3\.29|4\.49/);
      await expectPrintsAlone(page, rollList, { widthMm: 80, onePage: true });

      // On A4: the same list, in the page's margins.
      await sheet.click();
      await expect.poll(() => printCalls(page), POLL).toBe(2);
      const sheetList = page.locator('#order-slip [data-pick-list="sheet"]');
      await sheetList.waitFor({ state: 'attached' });
      expect(await page.locator('#order-slip [data-pick-list="roll"]').count()).toBe(0);
      expect(await sheetList.textContent()).toBe(text);
      await expectPrintsAlone(page, sheetList, { widthMm: 210, onePage: true });
      await expectNoAxeViolations(page);

      // Once picked, Record refund offers the lines as sent: the weight weighed and the replacement, at their final amounts.
      await pickIt(base, admin, order, ids);
      const shop = ((await (await fetch(`${base}/api/settings`)).json()) as { data: PublicStoreSettings }).data;
      const money = (cents: number) => formatMoney(cents, { code: order.currency, locale: shop.locale } satisfies ShopCurrency);
      await page.reload();
      const open = card.getByRole('button', { name: 'Record refund' });
      await waitForHydration(open);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Record refund' });
      await dialog.getByRole('radio', { name: 'Chosen items' }).check();
      const tomatoes = dialog.getByRole('checkbox', { name: /^Vine Tomatoes/ });
      expect(await dialog.getByText(`Vine Tomatoes · 1.42 kg · ${money(638)}`).count()).toBe(1);
      await dialog.getByRole('spinbutton', { name: /^Jasmine Rice 1 kg/ }).waitFor();
      expect(await dialog.getByText('Basmati Rice 1 kg').count()).toBe(0);
      await tomatoes.check();
      await dialog.getByText(`Comes to ${money(638)}`).waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Record refund' }).click();
      await toastWith(page, 'Refund recorded').waitFor();
      const read = await send(base, 'GET', `/api/orders/${order._id}/pick`, undefined, admin.cookie);
      const refunded = ((await read.json()) as { data: { order: Order } }).data.order;
      expect(refunded.products[1]!.final).toMatchObject({ quantity: 1.42, refundedQuantity: 1.42 });
      expect(refunded.refunded).toBe(6.38);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
