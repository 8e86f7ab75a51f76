import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { groupByCategory } from '../../domain/menu-groups.ts';
import { needsChoosing, type Food } from '../../domain/food.ts';
import { PHONE, POLL, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { fetchFoods } from './support/menu.ts';
import { placeOrder, setOrderStatus, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { countOf } from '../../domain/plural.ts';

/**
 * The storefront with the keyboard alone, where the menu is carousels: on a phone, and on a
 * 1280 × 800 desktop zoomed to 200 % (a 640 px wide page drawn at twice the pixels). Tab from the
 * top of the page must reach every dish's cart control in the menu's order, each on screen and
 * with its focus ring; Enter adds and removes a dish and a live region says so; the fields can
 * be read and seen.
 */

const session = useBrowser();

/**
 * The zoomed desktop asks for reduced motion: the page then scrolls to the focus at once rather
 * than smoothly, which keeps the file fast, and its carousels do not play by themselves (they
 * still loop until the first Tab).
 */
const LAYOUTS: [string, BrowserContextOptions][] = [
  ['a phone (375 px)', { viewport: PHONE }],
  ['a desktop at 200 % zoom (1280 px)', { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, reducedMotion: 'reduce' }],
];

/** What has the focus, and how a sighted keyboard user sees it. */
interface Focus {
  /** The dish whose card holds the focus ('' outside the cards). */
  dish: string;
  /** The control's accessible name as its label or text gives it. */
  name: string;
  /** A dish card's cart control: "Add to Cart", "Remove from Cart" or "Choose options for …". */
  cart: boolean;
  inFooter: boolean;
  /** Its box lies inside the viewport, and what is at its middle is the control itself. */
  inView: boolean;
  /** An outline or a box shadow drawn around it. */
  ring: boolean;
}

function readFocus(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const article = element.closest('article');
    const headingId = article?.getAttribute('aria-labelledby');
    const dish = (headingId ? document.getElementById(headingId)?.textContent : '')?.trim() ?? '';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const box = element.getBoundingClientRect();
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const inView =
      box.width > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth &&
      middle !== null &&
      element.contains(middle);
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const cart = article !== null && /^(Add to Cart|Remove from Cart|Choose options for )/.test(name);
    return { dish, name, cart, inFooter: element.closest('footer') !== null, inView, ring };
  });
}

/** The dishes whose card has a cart control that takes the focus, in the phone menu's order. */
function dishesInReadingOrder(foods: readonly Food[]): string[] {
  return groupByCategory(foods)
    .flatMap((group) => group.foods)
    .filter((food) => food.isAvailable)
    .map((food) => food.name);
}

/**
 * Presses Tab from the top of the page until the focus reaches the footer, and returns the
 * dishes whose cart control took the focus, in order. Each must be on screen with its ring (the
 * page may take a moment to scroll to it smoothly). `onCart` may press keys on the way.
 */
async function tabThroughMenu(page: Page, onCart?: (focus: Focus) => Promise<void>): Promise<string[]> {
  const reached: string[] = [];
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab');
    let focus = await readFocus(page);
    if (focus?.inFooter) return reached;
    if (!focus?.cart) continue;
    if (!focus.inView) {
      await expect
        .poll(async () => (await readFocus(page))?.inView, { ...POLL, message: `'${focus.name}' (${focus.dish}) comes into view` })
        .toBe(true);
      focus = (await readFocus(page))!;
    }
    expect(focus.ring, `'${focus.name}' (${focus.dish}) shows its focus`).toBe(true);
    reached.push(focus.dish);
    await onCart?.(focus);
  }
  throw new Error(`Tab never reached the footer; cart controls reached: ${reached.join(', ')}`);
}

/** The page's live region, which must be in the page (and silent) before anything happens. */
function announcer(page: Page) {
  return page.locator('[data-live="polite"][role="status"]');
}

async function openWithKeyboard(options: BrowserContextOptions, path: string): Promise<Page> {
  const page = await (await session.freshContext(options)).newPage();
  await page.goto(path);
  expect(await announcer(page).textContent()).toBe('');
  return page;
}

describe('the storefront with the keyboard alone', () => {
  it("names the desk's new orders and the Analytics statuses in words", async () => {
    const customer = await signUpCustomer(session.baseURL, 'Keyboard');
    const admin = await signInAdmin(session.baseURL);
    await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    const onItsWay = await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    await setOrderStatus(session.baseURL, admin, onItsWay._id, 'out_for_delivery');
    const context = await session.freshContext();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();

    await page.goto('/admin/desk');
    const column = page.getByRole('region', { name: 'New', exact: true });
    await column.locator('article').first().waitFor();
    const waiting = await column.locator('article').count();
    expect(await column.getByRole('heading', { level: 2 }).getAttribute('aria-label')).toBe(countOf(waiting, 'new order', 'new orders'));

    await page.goto('/admin/analytics');
    const byStatus = page.getByRole('region', { name: 'Orders by status', exact: true });
    const summary = await byStatus.getByRole('img').getAttribute('aria-label');
    expect(summary).toMatch(/Out for delivery [1-9]/);
    expect(summary).not.toMatch(/_/);
  });

  it.each(LAYOUTS)('on %s, reaches every dish in order on / and /menu, and adds one with Enter', async (layout, options) => {
    const foods = await fetchFoods(session.baseURL);
    const expected = dishesInReadingOrder(foods);
    const firstAddable = foods.find((food) => food.isAvailable && !needsChoosing(food.optionGroups));
    if (!firstAddable) throw new Error('the seed needs a dish added straight from its card');

    for (const path of ['/', '/menu']) {
      const page = await openWithKeyboard(options, path);
      const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
      expect(await cartLink.getAttribute('aria-label')).toBe('Cart, 0 items');
      let added = false;
      const reached = await tabThroughMenu(page, async (focus) => {
        // Once per page: Enter adds the first dish its card adds, Enter again takes it out.
        if (added || focus.dish !== firstAddable.name) return;
        added = true;
        await page.keyboard.press('Enter');
        await expect.poll(() => announcer(page).textContent(), POLL).toBe(`${firstAddable.name} added to cart. 1 item in cart.`);
        expect(await cartLink.getAttribute('aria-label')).toBe('Cart, 1 item');
        await expect.poll(async () => (await readFocus(page))?.name, POLL).toBe('Remove from Cart');
        await page.keyboard.press('Enter');
        await expect.poll(() => announcer(page).textContent(), POLL).toBe(`${firstAddable.name} removed from cart. 0 items in cart.`);
        expect(await cartLink.getAttribute('aria-label')).toBe('Cart, 0 items');
      });
      expect(reached, `${path} on ${layout}`).toEqual(expected);
      expect(added, `${path} on ${layout}: Enter on '${firstAddable.name}'`).toBe(true);
      // The carousels after the keyboard's visit: no longer looping, slides in the menu's order.
      if (path === '/menu' && options.reducedMotion) {
        await expectNoAxeViolations(page);
      }
    }
  });

  it('says the price a choice makes, and the dish added, on a dish page', async () => {
    const foods = await fetchFoods(session.baseURL);
    const dish = foods.find((food) => food.isAvailable && needsChoosing(food.optionGroups));
    if (!dish) throw new Error('the seed needs a dish with a choice to make');
    const page = await openWithKeyboard({ viewport: PHONE }, `/dish/${dish._id}`);
    // The choices are the island's (the served page lists them as text): tabbing before it has
    // drawn them, on a busy machine, would press Space on something else.
    await page.locator('input[type="radio"]').first().waitFor();
    let focus: Focus | null = null;
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.matches('input[type="radio"]:not(:checked)'))) break;
    }
    await page.keyboard.press('Space');
    const price = await page.getByRole('button', { name: /^Add to Cart · / }).textContent();
    await expect.poll(() => announcer(page).textContent(), POLL).toBe(`Price with your choices: ${price?.replace('Add to Cart · ', '')}`);
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      focus = await readFocus(page);
      if (focus?.name.startsWith('Add to Cart')) break;
    }
    expect(focus?.ring).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => announcer(page).textContent(), POLL).toBe(`${dish.name} added to cart. 1 item in cart.`);
  });

  it('labels the menu search, and draws every field and its hint with enough contrast', async () => {
    const page = await openWithKeyboard({ viewport: PHONE }, '/menu');
    // The label stays in sight while the visitor types.
    await page.getByRole('searchbox', { name: 'Search the menu' }).waitFor();
    const label = page.locator('label[for="menu-search"]');
    expect(await label.textContent()).toBe('Search the menu');
    expect((await label.boundingBox())?.height ?? 0).toBeGreaterThan(10);

    for (const path of ['/menu', '/contact', '/login']) {
      if (path !== '/menu') await page.goto(path);
      await page.locator('main input:not([type="hidden"])').first().waitFor();
      const fields = await page.evaluate(fieldContrasts);
      expect(fields.length, `fields on ${path}`).toBeGreaterThan(0);
      for (const field of fields) {
        expect(field.border, `${path} '${field.name}': border against what is around it`).toBeGreaterThanOrEqual(3);
        if (field.placeholder !== null) {
          expect(field.placeholder, `${path} '${field.name}': placeholder against the field`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

/**
 * Every visible text field, select and text area of the page: the contrast of its border with
 * the background around it, and of its placeholder with its own background. Colours are resolved
 * by the browser (a canvas pixel), whatever notation the stylesheet used.
 */
function fieldContrasts(): { name: string; border: number; placeholder: number | null }[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgb = (colour: string): [number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  };
  const luminance = (colour: string) => {
    const [r, g, b] = rgb(colour).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  const background = (element: Element | null): string => {
    for (let node = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/,\s*0\)$|\/\s*0\)$/.test(colour)) return colour;
    }
    return 'white';
  };
  const fields = [
    ...document.querySelectorAll<HTMLElement>('input:not([type="hidden"], [type="checkbox"], [type="radio"]), select, textarea'),
  ];
  return fields
    .filter((field) => field.getBoundingClientRect().width > 0 && !field.closest('.sr-only, [inert]'))
    .map((field) => {
      const style = getComputedStyle(field);
      const placeholder = field.getAttribute('placeholder') ? getComputedStyle(field, '::placeholder').color : null;
      const name =
        field.getAttribute('aria-label') ??
        (field.id ? document.querySelector(`label[for="${field.id}"]`)?.textContent?.trim() : '') ??
        field.outerHTML.slice(0, 60);
      return {
        name: name || field.outerHTML.slice(0, 60),
        border: contrast(style.borderTopColor, background(field.parentElement)),
        placeholder: placeholder === null ? null : contrast(placeholder, background(field)),
      };
    });
}
