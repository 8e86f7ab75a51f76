import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { CartLine } from '../../../domain/cart.ts';
import type { Food } from '../../../domain/food.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { Order } from '../../../domain/order.ts';
import { cartTotals, type OrderTotals } from '../../../domain/pricing.ts';
import { addableFromCard, waitForHydration } from './menu.ts';
import { POLL } from './browser.ts';

/** Helpers for the cart and checkout journeys (by role and label). */

/** A line as a cart saved before the cart kept minor units holds it: the API's decimal price. */
export type SavedCartLine = Omit<CartLine, 'priceCents'> & { price: number };

/** Cart lines as the menu would have added them. */
export function cartLinesOf(foods: readonly Food[], quantities: readonly number[]): CartLine[] {
  return foods.map((food, index) => ({
    _id: food._id,
    name: food.name,
    description: food.description,
    image: food.image,
    priceCents: Math.round(food.price * 100),
    quantity: quantities[index] ?? 1,
  }));
}

/** The first `count` dishes that can be ordered. */
export function availableDishes(foods: readonly Food[], count: number): Food[] {
  const dishes = foods.filter(addableFromCard).slice(0, count);
  if (dishes.length < count) throw new Error(`the seed needs ${count} available dishes`);
  return dishes;
}

/**
 * Puts these lines in the browser's cart (as the menu would have) and opens `path`. Written from a
 * light static page first, so the page under test reads the cart when it starts.
 */
export async function openWithCart(page: Page, lines: readonly (CartLine | SavedCartLine)[], path: string): Promise<void> {
  await page.goto('/terms');
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
  await page.goto(path);
}

export async function storedCart(page: Page): Promise<CartLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[]);
}

export async function deliveryFeeCents(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/settings`);
  expect(response.status, 'GET /api/settings').toBe(200);
  const body = (await response.json()) as { data: { deliveryFee: number } };
  return Math.round(body.data.deliveryFee * 100);
}

export function expectedTotals(lines: readonly CartLine[], feeCents: number, percent = 0): OrderTotals {
  return cartTotals(lines, feeCents, percent);
}

/**
 * The figures of a totals list (a <dl>: 'Subtotal', 'Discount', 'Delivery Fee', 'Total' as terms,
 * the amounts as their definitions), read as a person would: term by term.
 */
export async function readFigures(scope: Page | Locator): Promise<Record<string, string>> {
  const list = scope.locator('dl').filter({ hasText: 'Delivery Fee' }).first();
  const terms = await list.getByRole('term').allInnerTexts();
  const amounts = await list.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term.replace(/\s*\(.*\)$/, '').trim(), amounts[index]?.trim() ?? '']));
}

/** Waits until the totals read these figures. */
export async function expectFigures(scope: Page | Locator, totals: OrderTotals, withDiscount: boolean): Promise<void> {
  const expected: Record<string, string> = {
    Subtotal: formatMoney(totals.subtotalCents),
    ...(withDiscount ? { Discount: totals.discountCents > 0 ? `-${formatMoney(totals.discountCents)}` : formatMoney(0) } : {}),
    'Delivery Fee': formatMoney(totals.deliveryFeeCents),
    Total: formatMoney(totals.totalCents),
  };
  await expect.poll(() => readFigures(scope), { timeout: 5_000 }).toEqual(expected);
}

export function placeOrderButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Place Order|Placing order\.\.\.)$/ });
}

/** Fills the delivery address and the phone number delivery needs, waiting for the checkout island first. */
export async function fillAddress(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await waitForHydration(main.getByLabel('Street', { exact: true }));
  await main.getByLabel('Street', { exact: true }).fill('12 Curry Lane');
  await main.getByLabel('City', { exact: true }).fill('Springfield');
  await main.getByLabel('State', { exact: true }).fill('Illinois');
  await main.getByLabel('ZIP code', { exact: true }).fill('62704');
  await main.getByLabel('Phone', { exact: true }).fill('(217) 555-0199');
}

/** An expiry date a couple of years ahead, as MM/YY. */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
}

export async function fillCard(page: Page, number: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Cardholder name', { exact: true }).fill('Test Holder');
  await main.getByLabel('Card number', { exact: true }).fill(number);
  await main.getByLabel('Expiry (MM/YY)', { exact: true }).fill(futureExpiry());
  await main.getByLabel('CVV', { exact: true }).fill('737');
}

/**
 * Records every request whose body carries card data (the number with or without spaces, the
 * CVV, or a cardNumber/cvv key): docs/product/payments.md says none may ever leave the browser.
 */
export function watchForCardData(page: Page, numbers: readonly string[]): { leaks: string[] } {
  const needles = numbers.flatMap((number) => [number, number.replace(/\s/g, '')]);
  const watcher = { leaks: [] as string[] };
  page.on('request', (request: Request) => {
    const body = request.postData() ?? '';
    const url = request.url();
    const leaked = needles.some((needle) => body.includes(needle) || url.includes(needle)) || /"(cardNumber|cvv)"|"737"/.test(body);
    if (leaked) watcher.leaks.push(`${request.method()} ${url} ${body.slice(0, 200)}`);
  });
  return watcher;
}

/** The signed-in user's orders, newest first, read with the page's own session. */
export async function ordersOfSignedInUser(page: Page): Promise<Order[]> {
  const me = await page.request.get('/api/auth/me');
  expect(me.status(), 'GET /api/auth/me').toBe(200);
  const { data: user } = (await me.json()) as { data: { userId: string } };
  const response = await page.request.get(`/api/orders/user/${encodeURIComponent(user.userId)}`);
  expect(response.status(), 'GET /api/orders/user/{uid}').toBe(200);
  return ((await response.json()) as { data: Order[] }).data;
}

/** What the page's live region last read out (the assertive one for errors). */
export function announced(page: Page, urgent = false): Promise<string | null> {
  return page.locator(`[data-live="${urgent ? 'assertive' : 'polite'}"]`).textContent();
}

/** `message` was read out at once (the assertive live region). */
export async function expectSaidAtOnce(page: Page, message: string): Promise<void> {
  await expect.poll(() => announced(page, true), POLL).toBe(message);
}

/** The field is marked invalid, its description is `message`, and the message was read out at once. */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByRole('main').getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid'), POLL).toBe('true');
  const description = () =>
    field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
  await expect.poll(description, POLL).toBe(message);
  await expectSaidAtOnce(page, message);
}
