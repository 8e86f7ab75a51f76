import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import type { Food } from '../../domain/food.ts';
import { expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import {
  availableDishes,
  cartLinesOf,
  deliveryFeeCents,
  expectFigures,
  expectedTotals,
  openWithCart,
  storedCart,
} from './support/checkout.ts';
import { cartLineCount, cartLink, clickWhenHydrated, dishCard, fetchFoods, waitForHydration } from './support/menu.ts';

const session = useBrowser();

describe('the cart (/cart)', () => {
  it('shows the lines from the menu, changes quantities, adds up like the checkout, and survives a reload', async () => {
    const [first, second] = availableDishes(await fetchFoods(session.baseURL), 2) as [Food, Food];
    const fee = await deliveryFeeCents(session.baseURL);
    const page = await session.newPage();

    // Added on the menu, as a customer would.
    await page.goto('/');
    await clickWhenHydrated(dishCard(page, first.name).getByRole('button', { name: 'Add to Cart' }));
    await clickWhenHydrated(dishCard(page, second.name).getByRole('button', { name: 'Add to Cart' }));
    await expect.poll(() => cartLineCount(page), POLL).toBe(2);
    await cartLink(page).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/cart');

    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Your Cart', level: 1 }).waitFor();
    const firstLine = main.getByRole('article', { name: first.name, exact: true });
    await firstLine.waitFor();
    expect(
      await main
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') })
        .count(),
    ).toBe(2);
    expect(await firstLine.locator('img').count()).toBe(1); // decorative: the heading names the dish
    await firstLine.getByText(first.description).waitFor();
    await main.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await expectFigures(main, expectedTotals(cartLinesOf([first, second], [1, 1]), fee), false);

    // Minus is disabled at 1; plus adds one; the summary follows.
    const decrease = main.getByRole('button', { name: `Decrease quantity of ${first.name}`, exact: true });
    const increase = main.getByRole('button', { name: `Increase quantity of ${first.name}`, exact: true });
    await waitForHydration(increase);
    expect(await decrease.isDisabled()).toBe(true);
    await increase.click();
    await increase.click();
    await expect.poll(() => decrease.isDisabled(), POLL).toBe(false);
    await expectFigures(main, expectedTotals(cartLinesOf([first, second], [3, 1]), fee), false);
    await decrease.click();
    await expectFigures(main, expectedTotals(cartLinesOf([first, second], [2, 1]), fee), false);
    await expectNoAxeViolations(page);

    // Kept in the browser: a reload shows the same cart.
    await page.reload();
    await expectFigures(main, expectedTotals(cartLinesOf([first, second], [2, 1]), fee), false);
    expect((await storedCart(page)).map((line) => [line._id, line.quantity])).toEqual([
      [first._id, 2],
      [second._id, 1],
    ]);

    // Remove: the line goes, focus stays in the list, the badge counts one line.
    const removeFirst = main.getByRole('button', { name: `Remove ${first.name}`, exact: true });
    await waitForHydration(removeFirst);
    await removeFirst.click();
    await expect.poll(() => firstLine.count(), POLL).toBe(0);
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
    await expectFigures(main, expectedTotals(cartLinesOf([second], [1]), fee), false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Remove ${second.name}`);

    await main.getByRole('button', { name: `Remove ${second.name}`, exact: true }).click();
    await main.getByText('Your cart is empty', { exact: true }).waitFor();
    const browse = main.getByRole('link', { name: 'Browse the menu' });
    expect(await browse.getAttribute('href')).toBe('/#menu');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Browse the menu');
    await expect.poll(() => cartLineCount(page), POLL).toBe(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await main.getByText('Your cart is empty', { exact: true }).waitFor();
  });

  it('goes to the checkout, and stops the plus button at the most a line may hold', async () => {
    const [dish] = availableDishes(await fetchFoods(session.baseURL), 1) as [Food];
    const page = await session.newPage();
    await openWithCart(page, cartLinesOf([dish], [MAX_LINE_QUANTITY]), '/cart');
    const main = page.getByRole('main');
    const increase = main.getByRole('button', { name: `Increase quantity of ${dish.name}`, exact: true });
    await waitForHydration(increase);
    expect(await increase.isDisabled()).toBe(true);
    expect(await main.getByRole('button', { name: `Decrease quantity of ${dish.name}`, exact: true }).isDisabled()).toBe(false);
    await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const dishes = availableDishes(await fetchFoods(session.baseURL), 3);
    const page = await session.newPage({ viewport: PHONE });
    await openWithCart(page, cartLinesOf(dishes, [1, 2, 3]), '/cart');
    await page.getByRole('main').getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
