import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { adminCookie, deleteDishesNamed, testDishName } from './support/admin.ts';
import { POLL, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import {
  addableFromCard,
  cartLineCount,
  clickWhenHydrated,
  dishCard,
  fetchFoods,
  menuSection,
  waitForServedMenuLive,
} from './support/menu.ts';

const session = useBrowser();
const PREFIX = 'E2E Served';
afterAll(() => deleteDishesNamed(session.baseURL, PREFIX));

/** A visitor without JavaScript: only the HTML the server sent. */
function withoutJavaScript(): Promise<BrowserContext> {
  // Chromium without JavaScript refuses the modules the page names in its head (reported as "csp").
  session.allow(/\[requestfailed\] GET .*\/_astro\/[^/]+\.js csp$/);
  return session.freshContext({ javaScriptEnabled: false });
}

async function writeDish(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>): Promise<Food> {
  const response = await fetch(`${session.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: await adminCookie(session.baseURL), Origin: session.baseURL },
    body: JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return ((await response.json()) as { data: Food }).data;
}

/**
 * The served menu's card for a dish, as a visitor without JavaScript sees it: its heading, price,
 * category, picture, link, and whether it is on sale (a dish with choices to make links to them).
 */
async function expectServedCard(page: Page, food: Food): Promise<void> {
  const card = dishCard(page, food.name);
  await card.waitFor();
  expect(await card.getByText(`$${food.price.toFixed(2)}`, { exact: true }).count()).toBe(1);
  expect(await card.getByText(`Category: ${food.category}`, { exact: true }).count()).toBe(1);
  if (!food.isAvailable) await card.getByRole('button', { name: 'Out of Stock', disabled: true }).waitFor();
  else if (addableFromCard(food)) await card.getByText('Available', { exact: true }).waitFor();
  else expect(await card.getByRole('link', { name: `Choose options for ${food.name}` }).getAttribute('href')).toBe(`/dish/${food._id}`);
  // No button that would need JavaScript to work.
  expect(await card.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
  expect(await card.getByRole('img', { name: food.name }).count()).toBe(1);
  expect(await card.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(`/dish/${food._id}`);
}

describe('the menu in the served HTML', () => {
  it('lets a visitor without JavaScript browse the menu by category on / and /menu, and open a dish', async () => {
    const foods = await fetchFoods(session.baseURL);
    const context = await withoutJavaScript();
    const page = await context.newPage();
    for (const path of ['/', '/menu']) {
      await page.goto(path);
      const menu = menuSection(page);
      expect(await menu.getByRole('article').count(), `dishes on ${path}`).toBe(foods.length);
      for (const food of foods) await expectServedCard(page, food);
      expect(await page.getByText('needs JavaScript').count()).toBe(0);
    }

    // The category links lead to each category's own section of the menu.
    const categories = menuSection(page).getByRole('navigation', { name: 'Menu categories' });
    await categories.getByRole('link', { name: 'sushi', exact: true }).click();
    expect(new URL(page.url()).hash).toBe('#menu-category-sushi');
    const sushi = page.getByRole('region', { name: 'sushi', exact: true });
    const sushiNames = foods.filter((food) => food.category === 'sushi').map((food) => food.name);
    expect(await sushi.getByRole('article').count()).toBe(sushiNames.length);
    await sushi.getByRole('heading', { name: sushiNames[0], exact: true }).waitFor();

    const [first] = foods;
    if (!first) throw new Error('the demo menu is empty');
    await dishCard(page, first.name)
      .getByRole('link', { name: /View Details/ })
      .click();
    await page.waitForURL(`**/dish/${first._id}`);
    await page.getByRole('heading', { level: 1, name: first.name, exact: true }).waitFor();
    expect(await page.title()).toBe(`${first.name} — Doorstep`);
    const main = page.getByRole('main');
    expect(await main.getByText(`$${first.price.toFixed(2)}`, { exact: true }).count()).toBe(1);
    expect(await main.getByText(`Category: ${first.category}`, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('img', { name: first.name }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/menu');
    // And on from there: the other dishes of its category, each a link to its page.
    const more = page.getByRole('region', { name: `More ${first.category}` });
    const neighbours = foods.filter((food) => food.category === first.category && food._id !== first._id);
    expect(await more.getByRole('link').filter({ hasNotText: 'See the whole menu' }).count()).toBe(neighbours.length);
    for (const neighbour of neighbours) {
      expect(await more.getByRole('link', { name: new RegExp(neighbour.name) }).getAttribute('href')).toBe(`/dish/${neighbour._id}`);
    }
  });

  it('serves menu markup with no accessibility violations', async () => {
    // axe needs JavaScript, so here the page runs it but not the islands, which would replace the markup.
    session.allow(/_astro\/\S+\.js\b/);
    const [first] = await fetchFoods(session.baseURL);
    // No service worker either: it keeps the islands' scripts and would answer them itself,
    // where page.route() cannot stop them, as soon as it takes over the page.
    const page = await (await session.context({ serviceWorkers: 'block' })).newPage();
    await page.route('**/_astro/*.js', (route) => route.abort());
    for (const path of ['/menu', `/dish/${first?._id}`]) {
      await page.goto(path);
      expect(await page.locator('[data-menu-static]').count(), `served markup on ${path}`).toBe(1);
      await expectNoAxeViolations(page);
    }
  });

  it('shows a dish added, changed or sold out in the admin on the next load, with no rebuild', async () => {
    const added = await writeDish('POST', '/api/foods', {
      name: testDishName(PREFIX),
      category: 'burger',
      price: 8.25,
      image: '/images/dishes/classic-burger.svg',
      description: 'Added after the build.',
      isAvailable: true,
    });
    const context = await withoutJavaScript();
    const page = await context.newPage();
    await page.goto('/menu');
    await expectServedCard(page, added);
    await page.goto(`/dish/${added._id}`);
    await page.getByRole('heading', { level: 1, name: added.name, exact: true }).waitFor();

    const changed = await writeDish('PUT', `/api/foods/${added._id}`, {
      name: added.name,
      category: 'burger',
      price: 9.75,
      image: added.image,
      description: added.description,
      isAvailable: false,
    });
    expect(changed.price).toBe(9.75);
    await page.goto('/');
    await expectServedCard(page, changed);
    await page.goto(`/dish/${added._id}`);
    const shown = page.getByRole('main').getByRole('article');
    expect(await shown.getByText('$9.75', { exact: true }).count()).toBe(1);
    expect(await shown.getByText('Out of Stock', { exact: true }).count()).toBe(1);

    await deleteDishesNamed(session.baseURL, PREFIX);
    await page.goto('/menu');
    expect(await dishCard(page, added.name).count()).toBe(0);
    await page.goto(`/dish/${added._id}`);
    await page.getByRole('heading', { level: 1, name: 'Dish not found' }).waitFor();
  });

  it('with JavaScript, the served menu works as it stands and the island takes over at the first use, without asking for the menu first', async () => {
    const foods = await fetchFoods(session.baseURL);
    const available = foods.find(addableFromCard);
    if (!available) throw new Error('the demo menu has no available dish');
    const page = await session.newPage();
    const menuRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/foods') menuRequests.push(request.url());
    });

    for (const path of ['/', '/menu']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated and left alone: the served menu stands, its buttons working.
      await waitForServedMenuLive(page);
      await page.waitForTimeout(500);
      expect(await page.locator('[data-menu-static]').count(), `served menu on ${path}`).toBe(1);
      expect(await menuSection(page).getByRole('button', { name: 'Add to Cart' }).count(), `cart buttons on ${path}`).toBeGreaterThan(0);
    }
    // A dish's page puts its cart button into the served dish at once (the button needs the island).
    await page.goto(`/dish/${available._id}`);
    await page.waitForLoadState('networkidle');
    await waitForServedMenuLive(page);
    expect(await page.locator('[data-menu-static] article').getByRole('button', { name: 'Add to Cart' }).count()).toBe(1);
    expect(menuRequests, 'GET /api/foods before any interaction').toEqual([]);

    // The served card's button adds the dish, and the island's cards take over, this one now in the cart.
    await page.goto('/');
    const servedCard = dishCard(page, available.name);
    // The words that stand in for the button without JavaScript stay hidden with it.
    expect(await servedCard.getByText('Available', { exact: true }).isVisible()).toBe(false);
    // Measured where it stands, without scrolling (a scroll is a first use, and the island's cards
    // would take its place): laid out for the measure, though content-visibility skips it off screen.
    const served = {
      box: await servedCard.evaluate((card) => {
        const skipped = [card, card.closest<HTMLElement>('.menu-category')].filter((element) => element !== null);
        for (const element of skipped) element.style.contentVisibility = 'visible';
        const { width, height } = card.getBoundingClientRect();
        for (const element of skipped) element.style.contentVisibility = '';
        return { width, height };
      }),
    };
    await clickWhenHydrated(servedCard.getByRole('button', { name: 'Add to Cart' }));
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
    await expect.poll(() => page.locator('[data-menu-static]').count(), POLL).toBe(0);
    await dishCard(page, available.name).getByRole('button', { name: 'Remove from Cart' }).waitFor();
    // The island's card has the served one's size (the island lays out its rows its own way).
    const islandBox = await dishCard(page, available.name).boundingBox();
    expect({ width: islandBox?.width, height: islandBox?.height }).toEqual({ width: served.box?.width, height: served.box?.height });
    // With a dish in the cart, the served cards could not say so: the island draws its own at load.
    await page.reload();
    await dishCard(page, available.name).getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await expect.poll(() => page.locator('[data-menu-static]').count(), POLL).toBe(0);
  });
});
