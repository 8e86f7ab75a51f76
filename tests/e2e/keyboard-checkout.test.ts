import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { AUTH_MESSAGES } from '../../domain/auth.ts';
import { newUser } from './support/auth.ts';
import { DESKTOP, expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import { announced, availableDishes, cartLinesOf, expectFieldError, openWithCart } from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';

/**
 * The cart, the menu's diet filter and the checkout as a keyboard and screen reader user meets
 * them: keys only (no clicks), reading what has focus and what the page read out. Focus never
 * drops back to the top of the page after an action, errors are told at their field, and on a
 * 320 px screen nothing is cut off or covered.
 */

const session = useBrowser();
let dishes: Food[];
beforeAll(async () => {
  dishes = availableDishes(await fetchFoods(session.baseURL), 1);
});

/** The accessible name of what has focus, as a screen reader would start to read it. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-labelledby');
    if (labelled)
      return labelled
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const labels = (element as HTMLInputElement).labels;
    return (element.getAttribute('aria-label') ?? (labels?.[0]?.textContent || element.textContent) ?? '').trim();
  });
}

/** Presses Tab (Shift+Tab `backwards`) until what has focus is named `name`. */
async function tabTo(page: Page, name: string, options: { backwards?: boolean; most?: number } = {}): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < (options.most ?? 150); press++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    if (focused === name) return;
    seen.push(focused);
  }
  throw new Error(`Tab never reached "${name}"; it went through: ${seen.slice(-30).join(' | ')}`);
}

describe('keyboard journeys through cart and checkout', () => {
  it('keeps focus on the quantity step that reached 1, then moves on to the next control', async () => {
    const page = await session.newPage({ viewport: PHONE });
    const [dish] = dishes;
    await openWithCart(page, cartLinesOf([dish!], [2]), '/cart');
    const decrease = `Decrease quantity of ${dish!.name}`;
    await waitForHydration(page.getByRole('button', { name: decrease, exact: true }));

    await tabTo(page, decrease);
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('group', { name: `Quantity of ${dish!.name}` });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText() reads the text as rendered, as the user sees it
    await expect.poll(() => quantity.innerText(), POLL).toMatch(/\b1$/);
    expect(await focusedName(page)).toBe(decrease);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe('true');
    // Pressed again at 1: nothing changes, and focus stays.
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe(decrease);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`Increase quantity of ${dish!.name}`);
  });

  it("puts focus on 'Diet & allergies' when 'Clear' takes the filter (and itself) away", async () => {
    const page = await session.newPage({ viewport: DESKTOP });
    await page.goto('/terms');
    await page.evaluate(() => localStorage.setItem('dietFilter', JSON.stringify({ without: [], only: ['vegetarian'] })));
    await page.goto('/menu');
    await waitForHydration(page.getByRole('button', { name: 'Clear', exact: true }));

    await tabTo(page, 'Clear', { most: 300 });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page), POLL).toBe('Diet & allergies');
    expect(await page.evaluate(() => localStorage.getItem('dietFilter'))).toBe(JSON.stringify({ without: [], only: [] }));
  });

  it('signs up from the checkout, tells a wrong coupon at its field, and leaves Place Order uncovered at 320 px', async () => {
    session.allow(/\[http 404\] POST .*\/api\/coupons\/validate/, /status of 404/);
    const page = await session.newPage({ viewport: { width: 320, height: 640 } });
    const [dish] = dishes;
    await openWithCart(page, cartLinesOf([dish!], [1]), '/checkout');
    const main = page.getByRole('main');
    await waitForHydration(main.getByRole('button', { name: 'Login', exact: true }));

    // The dish's whole name shows, on as many lines as it needs.
    const names = main.getByRole('region', { name: 'Items in your order' }).getByText(dish!.name, { exact: true });
    expect(
      await names.evaluate(
        (element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    // Login → Sign up, typed in the dialog, Enter: focus lands on the details that replaced Login.
    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await tabTo(page, 'Sign up');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    await tabTo(page, 'Full name', { backwards: true, most: 10 });
    const user = newUser('Keys');
    await page.keyboard.type(user.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('checkout-customer-heading');
    await expect.poll(() => announced(page), POLL).toBe(AUTH_MESSAGES.accountCreated);
    await main.getByText(user.email, { exact: true }).waitFor();

    // A wrong coupon: marked at the field, described there and read out at once; typing clears it.
    await tabTo(page, 'Coupon code');
    await page.keyboard.type('NOPE');
    await page.keyboard.press('Enter');
    await expectFieldError(page, 'Coupon code', 'Invalid Coupon Code');
    expect(await focusedName(page)).toBe('Coupon code');
    await expectNoAxeViolations(page);
    await page.keyboard.type('X');
    await expect.poll(() => main.getByLabel('Coupon code', { exact: true }).getAttribute('aria-invalid'), POLL).toBeNull();

    // Place Order, reached by Tab, is on screen and nothing floats over it.
    await tabTo(page, 'Place Order');
    // Polled: the page may scroll smoothly to it.
    const uncovered = () =>
      page.evaluate(() => {
        const button = document.activeElement as HTMLElement;
        const box = button.getBoundingClientRect();
        const inView = box.top >= 0 && box.bottom <= window.innerHeight;
        const onTop = [0.1, 0.5, 0.9].every((x) =>
          button.contains(document.elementFromPoint(box.left + box.width * x, box.top + box.height / 2)),
        );
        return inView && onTop;
      });
    await expect.poll(uncovered, POLL).toBe(true);
    expect(await page.locator('[data-scroll-to-top]').count()).toBe(0);
  });
});
