import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { translator } from '../../domain/i18n/tables.ts';
import { createAccount, logInWithDialog, newUser } from './support/auth.ts';
import { DESKTOP, PHONE, POLL, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { availableDishes, cartLinesOf, openWithCart } from './support/checkout.ts';
import { fetchFoods, menuSection, waitForHydration, waitForMenuIsland } from './support/menu.ts';
import { placeOrder, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';

/**
 * Arabic pages as an Arabic reader sees them: laid out from the right, what points "forward"
 * pointing left, the carousel running leftwards, and nothing wider than the screen.
 */

const session = useBrowser();
const arabic = translator('ar');
const SIZES = { phone: PHONE, desktop: DESKTOP } as const;

type Box = { left: number; right: number; top: number; width: number };

function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, right, top, width } = element.getBoundingClientRect();
    return { left, right, top, width };
  });
}

/** How many dark (text) pixels the canvas has in its left and right eighths, above its bottom quarter. */
function darkPixels(canvas: Locator): Promise<{ left: number; right: number }> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    const strip = Math.floor(element.width / 8);
    const height = Math.floor((element.height * 3) / 4);
    const count = (x: number) => {
      const data = context?.getImageData(x, 0, strip, height).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i + 3] ?? 0) > 128 && (data[i] ?? 255) < 140 && (data[i + 1] ?? 255) < 140 && (data[i + 2] ?? 255) < 140) dark++;
      }
      return dark;
    };
    return { left: count(0), right: count(element.width - strip) };
  });
}

/** The page is no wider than the window: an Arabic page that overflows scrolls sideways to nothing. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The header's start (the shop's name) on the right, the cart further left. */
async function expectHeaderFromTheRight(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const nav = page.getByRole('navigation', { name: arabic('layout.mainNav') });
  const home = nav.getByRole('link').first();
  const cart = nav.getByRole('link', { name: /^السلة/ });
  await waitForHydration(cart);
  const [homeBox, cartBox, width] = await Promise.all([box(home), box(cart), page.evaluate(() => window.innerWidth)]);
  expect(homeBox.left, 'the shop’s name stands on the right').toBeGreaterThan(width / 2);
  expect(cartBox.right, 'the cart is left of the shop’s name').toBeLessThan(homeBox.left);
}

describe('Arabic pages, right to left', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`lays out /ar/ and /ar/menu from the right on a ${size}, no wider than the screen`, async () => {
      const page = await session.newPage({ viewport });
      await page.goto('/ar/');
      await expectHeaderFromTheRight(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.goto('/ar/menu');
      await expectHeaderFromTheRight(page);
      await waitForMenuIsland(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }

  it('runs a phone’s carousel right to left: its first dish on the right, the next to its left', async () => {
    const page = await session.newPage({ viewport: PHONE });
    await page.goto('/ar/menu');
    await waitForMenuIsland(page);
    const swiper = menuSection(page).locator('.swiper').first();
    await swiper.scrollIntoViewIfNeeded();
    await menuSection(page).locator('.swiper.swiper-initialized').first().waitFor();
    expect(await swiper.getAttribute('class')).toContain('swiper-rtl');
    const slides = swiper.locator('.swiper-slide');
    const [first, second] = await Promise.all([box(slides.nth(0)), box(slides.nth(1))]);
    expect(second.left, 'the second dish is left of the first').toBeLessThan(first.left);
    await expectNoSidewaysScroll(page);
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`puts a dish page’s close button and its cart page at the right places on a ${size}`, async () => {
      // The demo's dishes are named in Arabic there.
      const [dish] = availableDishes(await fetchFoods(session.baseURL, 'ar'), 1) as [Food];
      const page = await session.newPage({ viewport });
      await page.goto(`/ar/dish/${dish._id}`);
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1, name: dish.name, exact: true });
      const close = main.getByRole('button', { name: arabic('shop.close') });
      await waitForHydration(close);
      // The close button sits in the corner where lines end: the top left.
      const [closeBox, headingBox] = await Promise.all([box(close), box(heading)]);
      expect(closeBox.right, 'close is left of the dish’s name').toBeLessThanOrEqual(headingBox.right - headingBox.width / 2);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await openWithCart(page, cartLinesOf([dish], [2]), '/ar/cart');
      await main.getByRole('heading', { name: arabic('cart.heading'), level: 1 }).waitFor();
      const remove = main.getByRole('button', { name: arabic('cart.removeDish', { dish: dish.name }) });
      await waitForHydration(remove);
      // The cart's badge sits on the cart link's end corner: its left edge here.
      const cart = page.getByRole('navigation', { name: arabic('layout.mainNav') }).getByRole('link', { name: /^السلة/ });
      const badge = cart.getByTestId('cart-badge');
      await expect.poll(() => cart.getAttribute('aria-label')).toBe(arabic('shop.cartLink', { count: 1 }));
      const [cartBox, badgeBox] = await Promise.all([box(cart), box(badge)]);
      expect(badgeBox.left, 'the badge hangs off the cart’s left edge').toBeLessThan(cartBox.left + cartBox.width / 2);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }

  it('opens the account menu under its button, from the button’s left edge', async () => {
    const user = newUser('Arabic');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/contact');
    await logInWithDialog(page, user);
    await page.goto('/ar/');
    const button = page.getByRole('navigation', { name: arabic('layout.mainNav') }).getByRole('button', { name: user.name, exact: true });
    await waitForHydration(button);
    await button.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const [buttonBox, menuBox] = await Promise.all([box(button), box(menu)]);
    expect(Math.abs(menuBox.left - buttonBox.left), 'the menu’s left edge is the button’s').toBeLessThanOrEqual(1);
    expect(menuBox.top).toBeGreaterThan(buttonBox.top);
    await expectNoSidewaysScroll(page);
  });

  it('shows the admin’s sidebar on the right, mirrors its sign-out arrow and runs its charts from the right', async () => {
    const admin = await signInAdmin(session.baseURL);
    // An order today, so that the charts have something to draw.
    const customer = await signUpCustomer(session.baseURL, 'Right to left');
    await placeOrder(session.baseURL, customer, [{ productId: 'chicken-wings', quantity: 2 }], { method: 'cash' });
    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await page.goto('/ar/admin/analytics');
    const sidebar = page.getByRole('complementary', { name: arabic('admin.sidebar') });
    const logout = sidebar.getByRole('button', { name: arabic('admin.logout') });
    await waitForHydration(logout);
    const [sidebarBox, mainBox] = await Promise.all([box(sidebar), box(page.getByRole('main'))]);
    expect(sidebarBox.left, 'the sidebar is right of the screen’s content').toBeGreaterThanOrEqual(mainBox.right - 1);
    expect(await logout.locator('svg').evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');

    // The first chart (a line over the last days): its value axis, the only text above the time
    // axis, stands on the right; dark pixels are text (the line is orange, the grid pale).
    const canvas = page.locator('section[data-chart] canvas').first();
    await expect.poll(async () => (await darkPixels(canvas)).right, POLL).toBeGreaterThan(0);
    expect((await darkPixels(canvas)).left, 'no axis on the left').toBe(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
