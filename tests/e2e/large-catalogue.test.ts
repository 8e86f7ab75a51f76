import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLargeMenu } from '../../bench/seed-menu.ts';
import type { Food } from '../../domain/food.ts';
import { CATEGORY_PAGE_SIZE, FILLED_ROWS, ROW_PREVIEW } from '../../domain/menu-outline.ts';
import { DESKTOP, expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { cartLineCount, clickWhenHydrated, fetchFoods, menuSection } from './support/menu.ts';
import { type RunningServer, startServer } from './support/server.ts';

const session = useBrowser();
/** Just over the size a page carries whole (domain/menu-page.ts), over twelve categories. */
const DISHES = 420;
const CATEGORIES = 12;

let server: RunningServer;
let dir: string;
let foods: Food[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-large-'));
  const url = `file:${join(dir, 'large.db')}`;
  await seedLargeMenu(url, DISHES, { categories: CATEGORIES });
  server = await startServer(url);
  foods = await fetchFoods(server.baseURL);
}, 60_000);

afterAll(async () => {
  await session.closeContexts();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const cards = (page: Page) => menuSection(page).getByRole('article');
const inCategory = (name: string) => foods.filter((food) => (food.mainCategory ?? food.category) === name);

describe("a grocer's large catalogue", () => {
  it('shows rows that fill as the customer scrolls, a category read page by page, and pages that work without JavaScript', async () => {
    // No service worker: every request the page makes is its own.
    const context = await session.freshContext({ baseURL: server.baseURL, viewport: DESKTOP, serviceWorkers: 'block' });
    const requests: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/foods') requests.push(request.url());
    });
    const page = await context.newPage();
    await page.goto('/menu');
    const rows = menuSection(page).locator('section.menu-category');
    expect(await rows.count()).toBe(CATEGORIES);
    // The first rows come filled with the page; nothing asked the API for the whole menu.
    expect(await cards(page).count()).toBe(FILLED_ROWS * ROW_PREVIEW);
    const last = rows.last();
    const lastName = (await last.getByRole('heading').first().textContent())!.trim();
    await expectNoAxeViolations(page);

    // Scrolled to, the last row reads its first products.
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getByRole('article').count(), POLL).toBe(ROW_PREVIEW);
    expect(requests.some((url) => !new URL(url).search)).toBe(false);

    // "See all" opens the category at its address, the keyboard on its filter.
    const bakery = inCategory('Bakery');
    await clickWhenHydrated(menuSection(page).getByRole('link', { name: `See all ${bakery.length} of Bakery` }));
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?category=Bakery');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), POLL).toBe('Bakery');
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThanOrEqual(CATEGORY_PAGE_SIZE);
    // Reaching the end of what is read ("Show more of Bakery" comes near) reads the next page, and
    // so on to the category's end; the button is there for whoever gets to it first.
    const before = await cards(page).count();
    await menuSection(page).getByRole('button', { name: 'Show more of Bakery' }).waitFor();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return cards(page).count();
        },
        { timeout: 15_000 },
      )
      .toBe(bakery.length);
    expect(bakery.length).toBeGreaterThan(before);
    expect(await menuSection(page).getByRole('button', { name: 'Show more of Bakery' }).count()).toBe(0);
    const lastBakery = bakery.filter((food) => food.isAvailable).at(-1)!;
    await menuSection(page)
      .getByRole('article', { name: lastBakery.name, exact: true })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
    await expectNoAxeViolations(page);
    expect(lastName).toBe(foods.at(-1)!.mainCategory ?? foods.at(-1)!.category);

    // Search finds a product no page has read, from the catalogue's own index.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const unread = foods.filter((food) => (food.mainCategory ?? food.category) === lastName).at(-1)!;
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill(unread.name);
    await menuSection(page).getByRole('article', { name: unread.name, exact: true }).waitFor();
    expect(requests.some((url) => new URL(url).searchParams.has('ids'))).toBe(true);
    await expectNoAxeViolations(page);

    // Without JavaScript: a category's page, the next page's link, and the way back to its start.
    // Chromium without JavaScript refuses the modules the page names in its head (reported as "csp").
    session.allow(/\[requestfailed\] GET .*\/_astro\/[^/]+\.js csp$/);
    const noScripts = await (await session.freshContext({ baseURL: server.baseURL, javaScriptEnabled: false })).newPage();
    await noScripts.goto('/menu?category=Bakery');
    expect(await noScripts.title()).toMatch(/^Bakery — /);
    expect(await cards(noScripts).count()).toBe(CATEGORY_PAGE_SIZE);
    await noScripts.getByRole('link', { name: 'Next page of Bakery' }).click();
    await noScripts.getByRole('link', { name: 'Back to the start of Bakery' }).waitFor();
    expect(await cards(noScripts).count()).toBe(Math.min(CATEGORY_PAGE_SIZE, bakery.length - CATEGORY_PAGE_SIZE));
    expect(await cards(noScripts).first().getByRole('heading').textContent()).toBe(bakery[CATEGORY_PAGE_SIZE]!.name);
  });
});
