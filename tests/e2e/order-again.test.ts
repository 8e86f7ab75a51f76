import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/cart.ts';
import type { Food } from '../../domain/food.ts';
import { formatDollars } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { adminCookie, deleteDishesNamed, testDishName } from './support/admin.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { openWithCart, storedCart, type SavedCartLine } from './support/checkout.ts';
import { cartLineCount, waitForHydration } from './support/menu.ts';
import { orderArticle, placeOrder, signInBrowser, signUpCustomer, type ApiSession, type OrderLine } from './support/orders.ts';

const session = useBrowser();

/** The test's own dishes (deleted afterwards): the seeded menu, which other files read, stays as it is. */
const PREFIX = testDishName('E2E Again');
const SOUP = `${PREFIX} Soup`;
const CURRY = `${PREFIX} Curry`;
const BREAD = `${PREFIX} Bread`;
const IMAGE = '/images/dishes/margherita-pizza.svg';

let cookie: string;
let buyer: ApiSession;
let soup: Food;
let curry: Food;
let bread: Food;
/** Soup ×2, Curry (Large) ×3, Bread ×1; then the soup sells out and the curry costs more. */
let mixed: Order;
/** The soup alone. */
let soupOnly: Order;

async function asAdmin(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${session.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, Cookie: cookie },
    body: JSON.stringify(body),
  });
}

async function addDish(name: string, price: number, optionGroups: unknown[] = []): Promise<Food> {
  const response = await asAdmin('POST', '/api/foods', {
    name,
    category: 'pizza',
    price,
    image: IMAGE,
    description: 'Made by the order-again test.',
    optionGroups,
  });
  expect(response.status, `POST /api/foods ${name}`).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

function groupsOf(food: Food) {
  return food.optionGroups.map(({ id, name, minSelect, maxSelect, options }) => ({
    id,
    name,
    minSelect,
    maxSelect,
    options: options.map(({ id: optionId, name: optionName, price, isAvailable }) => ({
      id: optionId,
      name: optionName,
      price,
      isAvailable,
    })),
  }));
}

beforeAll(async () => {
  cookie = await adminCookie(session.baseURL);
  soup = await addDish(SOUP, 6.5);
  curry = await addDish(CURRY, 12, [
    {
      name: 'Size',
      minSelect: 1,
      maxSelect: 1,
      options: [
        { name: 'Regular', price: 0 },
        { name: 'Large', price: 2 },
      ],
    },
  ]);
  bread = await addDish(BREAD, 3);
  const large = curry.optionGroups[0]!.options.find((option) => option.name === 'Large')!;

  buyer = await signUpCustomer(session.baseURL, 'Again');
  soupOnly = await placeOrder(session.baseURL, buyer, [{ productId: soup._id, quantity: 1 }], { method: 'cash' });
  // POST /api/orders takes the options' ids with each line.
  const lines: (OrderLine & { options?: string[] })[] = [
    { productId: soup._id, quantity: 2 },
    { productId: curry._id, quantity: 3, options: [large.id] },
    { productId: bread._id, quantity: 1 },
  ];
  mixed = await placeOrder(session.baseURL, buyer, lines, { method: 'cash' });
  expect(mixed.products.map((line) => [line.name, line.price, line.quantity])).toEqual([
    [SOUP, 6.5, 2],
    [CURRY, 14, 3],
    [BREAD, 3, 1],
  ]);

  // Since then the soup sold out and the curry went up by $1.50.
  const soldOut = await asAdmin('PATCH', `/api/foods/${encodeURIComponent(soup.id)}/availability`, { isAvailable: false });
  expect(soldOut.status, 'PATCH availability').toBe(200);
  const { name, categoryId, image, description, isAvailable } = curry;
  const dearer = await asAdmin('PUT', `/api/foods/${encodeURIComponent(curry.id)}`, {
    name,
    categoryId,
    price: 13.5,
    image,
    description,
    isAvailable,
    optionGroups: groupsOf(curry),
  });
  expect(dearer.status, `PUT /api/foods/${curry.id} ${await dearer.clone().text()}`).toBe(200);
});

afterAll(async () => {
  await deleteDishesNamed(session.baseURL, PREFIX);
});

/** My Orders for the buyer, with these lines already in the cart. */
async function myOrders(cart: readonly (CartLine | SavedCartLine)[]): Promise<Page> {
  const context = await session.context();
  await signInBrowser(context, session.baseURL, buyer);
  const page = await context.newPage();
  await openWithCart(page, cart, '/myorders');
  return page;
}

function orderAgainButton(page: Page, order: Order) {
  return orderArticle(page.getByRole('main'), order).getByRole('button', {
    name: `Order again, order #${orderReference(order._id)}`,
    exact: true,
  });
}

describe('Order again on My Orders', () => {
  it("puts the order's lines in the cart at today's prices, names the sold-out dish and the new price, and leads to the cart", async () => {
    // The bread waits in a cart saved before carts kept minor units: it is read, and kept, in cents.
    const page = await myOrders([{ _id: bread._id, name: BREAD, description: bread.description, image: IMAGE, price: 3, quantity: 1 }]);
    const card = orderArticle(page.getByRole('main'), mixed);
    const button = orderAgainButton(page, mixed);
    await waitForHydration(button);
    // From the keyboard.
    await button.focus();
    await page.keyboard.press('Enter');

    const message = card.getByRole('status');
    await message.getByText('Added 2 dishes to your cart. Some could not be added.').waitFor();
    const gone = message.getByRole('list', { name: 'No longer available:' });
    expect(await gone.getByRole('listitem').allTextContents()).toEqual([`${SOUP}: sold out`]);
    const prices = message.getByRole('list', { name: 'Prices changed:' });
    expect(await prices.getByRole('listitem').allTextContents()).toEqual([
      `${CURRY} (Large): ${formatDollars(14)} → ${formatDollars(15.5)} each`,
    ]);
    await expect.poll(() => cartLineCount(page), POLL).toBe(2);
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/cart');
    const main = page.getByRole('main');
    const curryLine = main.getByRole('article', { name: CURRY, exact: true });
    await curryLine.getByText(`${formatDollars(15.5)} each`).waitFor();
    await curryLine.getByText(`Large (+${formatDollars(2)})`).waitFor();
    expect(await curryLine.getByRole('group', { name: `Quantity of ${CURRY} (Large)` }).textContent()).toContain('3');
    // The bread already in the cart: one more, as adding it from the menu would.
    const breadLine = main.getByRole('article', { name: BREAD, exact: true });
    await breadLine.getByText(`${formatDollars(3)} each`).waitFor();
    expect(await breadLine.getByRole('group', { name: `Quantity of ${BREAD}` }).textContent()).toContain('2');
    expect(await main.getByRole('article', { name: SOUP, exact: true }).count()).toBe(0);

    expect(
      (await storedCart(page)).map((line) => [line.name, line.priceCents, line.quantity, line.options?.map((option) => option.name) ?? []]),
    ).toEqual([
      [BREAD, 300, 2, []],
      [CURRY, 1550, 3, ['Large']],
    ]);
  });

  it('says so and adds nothing when none of the dishes can be ordered', async () => {
    const page = await myOrders([]);
    const button = orderAgainButton(page, soupOnly);
    await waitForHydration(button);
    await button.click();
    const message = orderArticle(page.getByRole('main'), soupOnly).getByRole('status');
    await message.getByText('None of these dishes can be ordered now, so nothing was added to your cart.').waitFor();
    expect(await message.getByRole('list', { name: 'No longer available:' }).getByRole('listitem').allTextContents()).toEqual([
      `${SOUP}: sold out`,
    ]);
    expect(await message.getByRole('link', { name: 'Go to cart' }).count()).toBe(0);
    expect(await storedCart(page)).toEqual([]);
    expect(await cartLineCount(page)).toBe(0);
  });
});
