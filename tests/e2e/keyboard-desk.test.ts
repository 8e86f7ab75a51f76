import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { placeOrder, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';

/**
 * The order desk and the admin screens worked with the keyboard alone: no click anywhere, only
 * keys, and what the browser says has focus.
 */

const session = useBrowser();

let customer: ApiSession;
let admin: ApiSession;

beforeAll(async () => {
  customer = await signUpCustomer(session.baseURL, 'Keys');
  admin = await signInAdmin(session.baseURL);
});

const order = () => placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });

/** The focused element's accessible name as the desk gives it (its aria-label, else its label or text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled) return labelled;
    const label = (element as HTMLInputElement).labels?.[0];
    return (label ?? element).textContent?.replace(/\s+/g, ' ').trim() ?? '';
  });
}

/** The order whose card holds the focus, or null. */
function focusedOrder(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('article[data-order-id]')?.getAttribute('data-order-id') ?? null);
}

/** Presses Tab (or Shift+Tab) until the focused control is called `name`. */
async function tabTo(page: Page, name: string | RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let presses = 0; presses < 300; presses++) {
    if (matches(await focusedName(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached "${String(name)}" (ended on "${await focusedName(page)}")`);
}

/**
 * How the focused control shows its focus. A radio drawn by its label (the input itself visually
 * hidden) shows it on the label, so that is what is measured.
 */
function focusOutline(page: Page): Promise<{ style: string; width: number; color: string }> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) element = element.closest('label') ?? element;
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

async function expectVisibleFocus(page: Page): Promise<void> {
  const outline = await focusOutline(page);
  expect(outline.style, `focus on "${await focusedName(page)}"`).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toBe('rgba(0, 0, 0, 0)');
}

describe('the order desk by keyboard', () => {
  it('accepts, delays and readies an order keeping focus on it, mutes the chime, and Reports fits 320 px', async () => {
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    // Counts every tone the page starts: the browser's own oscillator, watched, not replaced.
    await context.addInitScript(() => {
      const counted = window as unknown as { tones: number };
      counted.tones = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        counted.tones++;
        return start.apply(this, args);
      };
    });
    const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones);
    const [cooked, other]: Order[] = [await order(), await order()];
    const page = await context.newPage();
    await page.goto('/admin/desk');
    await expect.poll(() => page.getByText('Live', { exact: true }).isVisible(), POLL).toBe(true);
    const reference = orderReference(cooked!._id);
    const card = page.locator(`article[data-order-id="${cooked!._id}"]`);
    await card.waitFor();

    // Accept: the dialog opens on the suggested time; every choice shows where the focus is.
    await tabTo(page, `Accept order #${reference}`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Accept order' });
    await dialog.waitFor();
    expect(await focusedName(page)).toMatch(/\(suggested\)$/);
    await expectVisibleFocus(page);
    // Arrow keys move through the choices (choosing as they go), each outlined when it has the focus.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page);
      if ((await focusedName(page)).startsWith('20 min')) break;
    }
    expect(await focusedName(page)).toMatch(/^20 min/);
    expect(await dialog.getByRole('radio', { name: /^20 min/ }).isChecked()).toBe(true);
    // The dialog's other controls show their focus too.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Cancel');
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Accept');
    await expectVisibleFocus(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => toastWith(page, `#${reference}: Order accepted`).isVisible(), POLL).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: /^In the kitchen/ })
            .locator(`article[data-order-id="${cooked!._id}"]`)
            .isVisible(),
        POLL,
      )
      .toBe(true);
    // Focus is on the order just accepted, now in the kitchen, not back at the top of the page.
    await expect.poll(() => focusedOrder(page), POLL).toBe(cooked!._id);

    // +5 keeps focus on +5, through the move and the stream's reload after it.
    await tabTo(page, `Delay order #${reference} by 5 minutes`);
    const readyAt = await card.getByText(/^Ready at /).textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByText(/^Ready at /).textContent(), POLL).not.toBe(readyAt);
    await page.waitForTimeout(400);
    expect(await focusedName(page)).toBe(`Delay order #${reference} by 5 minutes`);
    const delayedOnce = await card.getByText(/^Ready at /).textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByText(/^Ready at /).textContent(), POLL).not.toBe(delayedOnce);
    await page.waitForTimeout(400);
    expect(await focusedName(page)).toBe(`Delay order #${reference} by 5 minutes`);

    // Ready: the card moves to the Ready column and the focus goes with it.
    await tabTo(page, `Order #${reference} is ready`, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: /^Ready/ })
            .locator(`article[data-order-id="${cooked!._id}"]`)
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await page.waitForTimeout(400);
    expect(await focusedOrder(page)).toBe(cooked!._id);

    // The other order still waits, so the desk rings; the mute is a switch Space turns on.
    await expect.poll(() => tones(page), POLL).toBeGreaterThan(0);
    await tabTo(page, 'Mute the chime (this device)', 'Shift+Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    const mute = page.getByRole('checkbox', { name: 'Mute the chime (this device)' });
    expect(await mute.isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // Kept by this device: after a reload the desk is still muted, and a new order shows without a sound.
    await page.reload();
    await expect.poll(() => page.getByText('Live', { exact: true }).isVisible(), POLL).toBe(true);
    expect(await mute.isChecked()).toBe(true);
    const fresh = await order();
    await page.locator(`article[data-order-id="${fresh._id}"]`).waitFor();
    await expect.poll(() => page.title(), POLL).toMatch(/^\(\d+\) New orders — Order Desk$/);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /new orders waiting/ })
        .isVisible(),
    ).toBe(true);
    await page.waitForTimeout(1_000);
    expect(await tones(page)).toBe(0);

    // Rejecting the waiting order leaves the focus on the next one in New.
    await tabTo(page, `Reject order #${orderReference(other!._id)}`);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Reject order' }).waitFor();
    await page.keyboard.type('An item is sold out');
    await tabTo(page, 'Reject order');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`article[data-order-id="${other!._id}"]`).count(), POLL).toBe(0);
    await expect.poll(() => focusedOrder(page), POLL).toBe(fresh._id);
    await tabTo(page, `Reject order #${orderReference(fresh._id)}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('We are closing soon');
    await tabTo(page, 'Reject order');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`article[data-order-id="${fresh._id}"]`).count(), POLL).toBe(0);

    // Reports at 320 px: only a wide table scrolls, in its own focusable region; never the page.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/admin/reports');
    await page.getByRole('table').first().waitFor();
    const pageScroll = () => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
    await expect.poll(pageScroll, POLL).toBeLessThanOrEqual(0);
    const tables = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table')].map((table) => {
          const box = table.parentElement!;
          return {
            scrolls: box.scrollWidth > box.clientWidth,
            tabIndex: box.tabIndex,
            role: box.getAttribute('role'),
            name: box.getAttribute('aria-label') ?? '',
          };
        }),
      );
    // At least one breakdown is wider than the phone; each such one is a named region Tab reaches.
    await expect.poll(async () => (await tables()).filter((table) => table.scrolls).length, POLL).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (await tables()).filter((table) => table.scrolls && !(table.tabIndex === 0 && table.role === 'region' && table.name !== '')),
        POLL,
      )
      .toEqual([]);
    await expectNoAxeViolations(page);
    const region = page.getByRole('region', { name: 'By payment method' });
    await tabTo(page, 'By payment method');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft), POLL).toBeGreaterThan(0);
    expect(await pageScroll()).toBeLessThanOrEqual(0);
  });
});
