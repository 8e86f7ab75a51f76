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
      // Every order waiting on the desk answered (this copy holds the other files' orders too), so
      // nothing rings there below but what this order brings.
      const waiting = (await (await send(base, 'GET', '/api/desk', undefined, admin.cookie)).json()) as { data: { orders: Order[] } };
      for (const order of waiting.data.orders.filter((each) => each.orderStatus === 'pending')) {
        expect((await send(base, 'POST', `/api/orders/${order._id}/accept`, { prepMinutes: 10 }, admin.cookie)).status).toBe(200);
      }
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

      // The kitchen's desk, open on another screen with its sound on: it rings for the order too.
      const desk = await context.newPage();
      await desk.goto('/admin/desk');
      const soundOn = desk.getByText('Sound on: new orders ring until answered');
      // Where the browser lets the page sound without a touch, it is on at once; else one touch turns it on.
      await soundOn
        .or(desk.getByRole('button', { name: 'Turn sound on' }))
        .first()
        .waitFor();
      if (!(await soundOn.isVisible())) await desk.getByRole('button', { name: 'Turn sound on' }).click();
      await expect.poll(() => soundOn.isVisible(), POLL).toBe(true);
      expect(await desk.locator('[data-ringing]').getAttribute('data-ringing')).toBe('false');
      const chimes = () => desk.locator('[data-chimes]').getAttribute('data-chimes').then(Number);
      const chimesBefore = await chimes();
      await page.bringToFront();

      // Ctrl+Enter places it, accepted with the default prep time.
      await press('Control+Enter');
      const placed = page.getByRole('main').getByText(/^Order #[0-9A-F]{6} placed for Phone Regular/);
      await placed.waitFor();
      // 5550100 ⏎ · 2 marg ⏎ ⏎ · pepperoni ⏎ ↓ ⏎ · Ctrl+⏎
      expect(pressed).toHaveLength(29);
      expect(await placed.textContent()).toContain('sent to the kitchen');
      // Accepted at once, it never waits in New: the other desk rings for it once.
      await expect.poll(chimes, POLL).toBeGreaterThan(chimesBefore);
      await desk.close();

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
