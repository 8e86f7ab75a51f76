import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { sameCategory } from '../../../domain/catalogue.ts';
import type { Food } from '../../../domain/food.ts';
import { needsChoosing } from '../../../domain/food.ts';

/** Helpers that read the menu the way a visitor sees it (roles and names). */

/** The demo's filters: All, then its categories in their order (GET /api/categories). */
export const MENU_FILTERS = ['All', 'pizza', 'burger', 'sushi', 'thali', 'Chicken', 'pasta'] as const;

/** The menu as the API answers it, in the shop's default language or in `language` (the demo's are translated). */
export async function fetchFoods(baseURL: string, language?: string): Promise<Food[]> {
  const response = await fetch(`${baseURL}/api/foods${language ? `?lang=${language}` : ''}`);
  expect(response.status, 'GET /api/foods').toBe(200);
  return (await response.json()) as Food[];
}

/** A dish its menu card puts straight into the cart: on sale, with nothing that must be chosen first. */
export function addableFromCard(food: Food): boolean {
  return food.isAvailable && !needsChoosing(food.optionGroups);
}

export function inCategory(foods: readonly Food[], category: string): Food[] {
  return category === 'All' ? [...foods] : foods.filter((food) => sameCategory(food.category, category));
}

export function namesOf(foods: readonly Food[]): string[] {
  return foods.map((food) => food.name).sort();
}

/** The "Explore Our Menu" section (id="menu"). */
export function menuSection(page: Page): Locator {
  return page.locator('section#menu');
}

export function categoriesSection(page: Page): Locator {
  return page.locator('section#categories');
}

export function filterButton(page: Page, name: string): Locator {
  return menuSection(page).getByRole('button', { name, exact: true });
}

/** A visible dish card: an <article> named after its dish. */
export function dishCard(scope: Page | Locator, name: string): Locator {
  const root = 'locator' in scope && 'goto' in scope ? menuSection(scope) : scope;
  return root.getByRole('article', { name, exact: true });
}

/** The accessible names of the dish cards a visitor can see, sorted. */
export async function visibleCardNames(scope: Locator): Promise<string[]> {
  const names = await scope.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => {
      const labelledBy = article.getAttribute('aria-labelledby');
      const heading = labelledBy ? document.getElementById(labelledBy) : null;
      return (heading?.textContent ?? article.getAttribute('aria-label') ?? '').trim();
    }),
  );
  return names.sort();
}

/** Waits until the visible cards are exactly these dishes (the menu loads asynchronously). */
export async function expectCards(scope: Locator, expected: readonly string[], timeout = 10_000): Promise<void> {
  await expect.poll(() => visibleCardNames(scope), { timeout }).toEqual([...expected].sort());
}

/**
 * Waits until the Astro island holding this element has hydrated (Astro removes the island's
 * `ssr` attribute then), so a click reaches React rather than the pre-rendered HTML. An element
 * of the menu the server wrote into the page (`data-menu-static`) is ready once the menu island
 * makes its buttons work (`data-menu-live`); one that leaves the page is looked up again.
 */
export async function waitForHydration(locator: Locator, timeout = 10_000): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          await locator.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
          return await locator.first().evaluate(
            (element) => {
              const served = element.closest('[data-menu-static]');
              if (served) return served.hasAttribute('data-menu-live');
              const islands: Element[] = [];
              for (let node = element.closest('astro-island'); node; node = node.parentElement?.closest('astro-island') ?? null) {
                islands.push(node);
              }
              return islands.every((island) => !island.hasAttribute('ssr'));
            },
            undefined,
            { timeout: 1_000 },
          );
        } catch {
          return false;
        }
      },
      { timeout },
    )
    .toBe(true);
}

/** Waits until the menu island makes the buttons of the menu the server wrote into the page work. */
export async function waitForServedMenuLive(page: Page, timeout = 10_000): Promise<void> {
  await page.locator('[data-menu-static][data-menu-live]').first().waitFor({ state: 'attached', timeout });
}

/**
 * Uses the page as a visitor who scrolls a little (the island draws its own menu at the first
 * use), and waits until the island has replaced the menu the server wrote into the page.
 */
export async function waitForMenuIsland(page: Page, timeout = 10_000): Promise<void> {
  await waitForServedMenuLive(page, timeout);
  await page.mouse.wheel(0, 1);
  await expect.poll(() => page.locator('[data-menu-static]').count(), { timeout }).toBe(0);
}

export async function clickWhenHydrated(locator: Locator): Promise<void> {
  await waitForHydration(locator);
  await locator.click();
}

/** Where an element's top edge sits in the viewport (px from the top; negative = above). */
export function topInViewport(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/** The cart link in the main navigation, named 'Cart, N items'. */
export function cartLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, \d+ items?$/ });
}

export async function cartLineCount(page: Page): Promise<number | undefined> {
  const label = await cartLink(page).first().getAttribute('aria-label');
  const count = /^Cart, (\d+) items?$/.exec(label ?? '')?.[1];
  return count === undefined ? undefined : Number(count);
}
