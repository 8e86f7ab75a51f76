import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { ADDRESS, placeOrder, send, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();

describe('an order taken by phone', () => {
  it('is keyed in from the keyboard alone, for a caller found by their number, and goes to the kitchen at once', async () => {
    const server = await startServerOverCopy('new-order');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      // A regular: one order before, delivered to ADDRESS, placed with the phone (217) 555-0100.
      const regular = await signUpCustomer(base, 'Phone Regular');
      await placeOrder(base, regular, [{ productId: 'california-roll', quantity: 1 }], { method: 'cash' });
      const clerk = await signUpCustomer(base, 'Cora Clerk');
      expect((await send(base, 'PUT', `/api/admin/users/${clerk.userId}`, { role: 'staff' }, admin.cookie)).status).toBe(200);

      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, clerk);
      const page = await context.newPage();
      await page.goto('/admin/new-order');
      await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
      await expect.poll(focusedLabel, POLL).toBe('Find a customer by phone, name or e-mail');
      await expectNoAxeViolations(page);

      // Every key the clerk presses, counted: the note reports them.
      const pressed: string[] = [];
      const type = async (text: string) => {
        await page.keyboard.type(text);
        pressed.push(...text);
      };
      const press = async (key: string) => {
        await page.keyboard.press(key);
        pressed.push(key);
      };

      // The caller's number finds them; Enter takes their name, phone and last address.
      await type('5550100');
      await page.getByRole('option', { name: /^Phone Regular/ }).waitFor();
      await press('Enter');
      await expect.poll(focusedLabel, POLL).toBe('Add a dish: type its name, “2 marg” for two');
      expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(regular.user.name);

      // "2 marg": two Margheritas; its extras are offered, Enter adds it without any.
      await type('2 marg');
      await page.getByRole('option', { name: /^Margherita Pizza/ }).waitFor();
      await press('Enter');
      const inChoices = (dish: string) =>
        expect
          .poll(
            () =>
              page.evaluate(
                (name) => document.activeElement?.closest('section')?.getAttribute('aria-label') === name,
                `Choices for ${dish}`,
              ),
            POLL,
          )
          .toBe(true);
      await page.getByRole('region', { name: 'Choices for Margherita Pizza' }).waitFor();
      await inChoices('Margherita Pizza');
      await press('Enter');
      await page.getByText('Added 2 × Margherita Pizza.').waitFor();
      // A pepperoni, large: its size is asked first.
      await type('pepperoni');
      await page.getByRole('option', { name: /^Pepperoni Pizza/ }).waitFor();
      await press('Enter');
      await page.getByRole('region', { name: 'Choices for Pepperoni Pizza' }).waitFor();
      await inChoices('Pepperoni Pizza');
      await press('ArrowDown');
      await press('Enter');
      await page.getByText('Added 1 × Pepperoni Pizza.').waitFor();
      await expect.poll(focusedLabel, POLL).toBe('Add a dish: type its name, “2 marg” for two');
      expect(await page.getByRole('textbox', { name: 'Street' }).inputValue()).toBe(ADDRESS.street);
      await expectNoAxeViolations(page);

      // Ctrl+Enter places it, accepted with the default prep time.
      await press('Control+Enter');
      const placed = page.getByRole('main').getByText(/^Order #[0-9A-F]{6} placed for Phone Regular/);
      await placed.waitFor();
      // 5550100 ⏎ · 2 marg ⏎ ⏎ · pepperoni ⏎ ↓ ⏎ · Ctrl+⏎
      expect(pressed).toHaveLength(29);
      expect(await placed.textContent()).toContain('sent to the kitchen');

      const orders = (await (await send(base, 'GET', '/api/orders?limit=5', undefined, admin.cookie)).json()) as { data: Order[] };
      const order = orders.data.find((each) => each.customerName === regular.user.name && each.channel === 'phone')!;
      expect(order).toMatchObject({ orderStatus: 'processing', paymentStatus: 'pending', paymentMethod: 'cash', userId: regular.userId });
      expect(order.products.map((line) => [line.name, line.quantity, line.options.map((option) => option.name)])).toEqual([
        ['Margherita Pizza', 2, []],
        ['Pepperoni Pizza', 1, ['Large 14"']],
      ]);

      // The desk shows it in the kitchen, said to be a phone order.
      await page.goto('/admin/desk');
      const card = page.locator(`article[data-order-id="${order._id}"]`);
      await expect.poll(() => card.textContent(), POLL).toContain(`#${orderReference(order._id)}`);
      expect(await card.textContent()).toContain('Phone order');
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
