import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import {
  addProduct,
  type ApiSession,
  orderArticle,
  placeOrder,
  send,
  signInAdmin,
  signInBrowser,
  signUpCustomer,
} from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();

/** A staff move or a pick through the API as the admin; answers the order. */
async function act(base: string, admin: ApiSession, order: Order, action: string, body?: unknown): Promise<Order> {
  const response = await send(base, 'POST', `/api/orders/${order._id}/${action}`, body, admin.cookie);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

describe('a card held for an order the shop picks', () => {
  it('is set by the owner’s margin, and a final above the hold is told on Manage Orders and the desk', async () => {
    // Its own server over a copy: the settings, the product and the order are this test's.
    const server = await startServerOverCopy('card-hold');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const tomatoes = await addProduct(base, admin, {
        name: 'Vine Tomatoes',
        category: 'pizza',
        price: 4.49,
        description: 'By the kilo.',
        soldBy: 'weight',
        unit: 'kg',
      });

      // Settings: the owner's margin, checked as typed, then none at all.
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, admin);
      const page = await context.newPage();
      await page.goto('/admin/settings');
      const money = page.getByRole('form', { name: 'Currency, tax and tips' });
      const margin = money.getByLabel('Card hold margin for picked orders (%)', { exact: true });
      await waitForHydration(money.getByRole('button', { name: 'Save currency, tax and tips' }));
      expect(await margin.inputValue()).toBe('10');
      await margin.fill('60');
      await money.getByRole('button', { name: 'Save currency, tax and tips' }).click();
      await money.getByText('The card hold margin is a whole percent from 0 to 50.', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await margin.fill('0');
      await money.getByRole('button', { name: 'Save currency, tax and tips' }).click();
      await toastWith(page, 'Currency, tax and tips saved').waitFor();

      // Held for its estimate alone, picked heavier, charged all the hold.
      const customer = await signUpCustomer(base, 'Held');
      const placed = await placeOrder(base, customer, [{ productId: tomatoes._id, quantity: 1.5 }], {
        method: 'card',
        cardHolderName: 'Ann Lee',
      });
      expect(placed).toMatchObject({ paymentStatus: 'authorized', amountAuthorized: placed.totalAmount });
      await act(base, admin, placed, 'accept', { prepMinutes: 15 });
      await act(base, admin, placed, 'pick', { lines: [{ index: 0, status: 'picked', quantity: 1.6 }] });
      const picked = await act(base, admin, placed, 'pick/complete');
      expect(picked).toMatchObject({ paymentStatus: 'completed', amountCaptured: placed.totalAmount });
      expect(picked.totalAmount).toBeGreaterThan(placed.totalAmount);
      const short = /came to \$\d+\.\d\d, more than the \$\d+\.\d\d its card holds: \$\d+\.\d\d was charged, and \$0\.\d\d was not\./;

      await page.goto('/admin/orders');
      const card = orderArticle(page, picked);
      await expect.poll(() => card.getByRole('note').allTextContents(), POLL).toEqual([expect.stringMatching(short)]);
      await expectNoAxeViolations(page);

      await page.goto('/admin/desk');
      const deskCard = page.locator(`article[data-order-id="${picked._id}"]`);
      await expect.poll(() => deskCard.getByRole('note').allTextContents(), POLL).toEqual([expect.stringMatching(short)]);
      await expectNoAxeViolations(page);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
