import { createClient } from '@libsql/client';
import { aFood } from '../factories/food.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { addableFromCard, clickWhenHydrated, dishCard, fetchFoods, menuSection } from './support/menu.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();
const BADGES = ['Fresh & Organic', 'Hot & Delicious', 'Loved by Foodies'];

async function expectDishPage(page: Page, dish: Food): Promise<void> {
  await page.getByRole('heading', { level: 1, name: dish.name, exact: true }).waitFor();
  const main = page.getByRole('main');
  await main
    .getByText(`$${dish.price.toFixed(2)}`, { exact: true })
    .first()
    .waitFor();
  for (const badge of BADGES) await main.getByText(badge, { exact: true }).waitFor();
  await main.getByText(dish.description).first().waitFor();
  const cartButton = main.getByRole('button', { name: dish.isAvailable ? 'Add to Cart' : 'Out of Stock' });
  await cartButton.waitFor();
  expect(await cartButton.isDisabled()).toBe(!dish.isAvailable);
  await main.getByRole('button', { name: 'Close' }).waitFor();
}

describe('dish detail', () => {
  it("opens from 'View Details' at /dish/<id> and keeps the dish on reload", async () => {
    const [dish] = (await fetchFoods(session.baseURL)).filter(addableFromCard);
    if (!dish) throw new Error('the seed needs an available dish');
    const page = await session.newPage();
    await page.goto('/');
    await clickWhenHydrated(dishCard(page, dish.name).getByRole('link', { name: 'View Details' }));
    await page.waitForURL(`**/dish/${dish._id}`);
    await expectDishPage(page, dish);

    await page.reload();
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(`/dish/${dish._id}`);
    await expectDishPage(page, dish);
  });

  it('works when the link is shared: a new visitor opens /dish/<id> directly', async () => {
    const foods = await fetchFoods(session.baseURL);
    const dish = foods.find((food) => !food.isAvailable) ?? foods[0];
    if (!dish) throw new Error('the seed has no dishes');
    const context = await session.freshContext();
    const page = await context.newPage();
    const response = await page.goto(`/dish/${dish._id}`);
    expect(response?.status()).toBe(200);
    await expectDishPage(page, dish);
    await expectNoAxeViolations(page);
    // No menu behind it to go back to: 'Close' takes the visitor to the menu.
    await clickWhenHydrated(page.getByRole('button', { name: 'Close' }));
    await page.waitForURL((url) => url.pathname === '/');
    await menuSection(page).getByRole('heading', { name: 'Explore Our Menu' }).waitFor();
  });

  it('adds to the cart from the detail view', async () => {
    const [dish] = (await fetchFoods(session.baseURL)).filter(addableFromCard);
    if (!dish) throw new Error('the seed needs an available dish');
    const page = await session.newPage();
    await page.goto(`/dish/${dish._id}`);
    await expectDishPage(page, dish);
    await clickWhenHydrated(page.getByRole('main').getByRole('button', { name: 'Add to Cart' }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Cart, 1 items?$/ })
      .waitFor();
  });

  it("shows 'Dish not found' with a way back for an unknown id", async () => {
    const page = await session.newPage();
    await page.goto('/dish/no-such-dish');
    await page.getByRole('heading', { name: 'Dish not found' }).waitFor();
    await expectNoAxeViolations(page);
    const back = page.getByRole('link', { name: 'Back to the menu' });
    await clickWhenHydrated(back);
    await menuSection(page).getByRole('heading', { name: 'Explore Our Menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("returns to the menu with 'Close'", async () => {
    const [dish] = await fetchFoods(session.baseURL);
    if (!dish) throw new Error('the seed has no dishes');
    const page = await session.newPage();
    await page.goto('/');
    await clickWhenHydrated(dishCard(page, dish.name).getByRole('link', { name: 'View Details' }));
    await page.waitForURL(`**/dish/${dish._id}`);
    await expectDishPage(page, dish);
    await clickWhenHydrated(page.getByRole('button', { name: 'Close' }));
    await page.waitForURL((url) => url.pathname === '/');
    await menuSection(page).getByRole('heading', { name: 'Explore Our Menu' }).waitFor();
    await dishCard(page, dish.name).waitFor();
  });

  it('shows a dish the owner added after the site was built (no pre-rendered page)', async () => {
    const dish: Food = aFood({
      id: 'e2e-saffron-kulfi',
      name: 'Saffron Kulfi',
      category: 'dessert',
      categoryId: 'dessert',
      price: 6.5,
      image: '/images/placeholder.svg',
      description: 'Slow-reduced milk with saffron and pistachio, frozen on a stick.',
    });
    // A copy of the running server's database, so this test never changes what other tests see.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-added-'));
    const file = join(dir, 'added.db');
    const live = createClient({ url: inject('databaseURL') });
    try {
      await live.execute({ sql: 'VACUUM INTO ?', args: [file] });
    } finally {
      live.close();
    }
    const client = createClient({ url: `file:${file}` });
    try {
      await client.execute({
        sql: 'INSERT INTO foods (id, name, category, price_cents, image, description, is_available) VALUES (?, ?, ?, ?, ?, ?, 1)',
        args: [dish.id, dish.name, dish.category, 650, dish.image, dish.description],
      });
    } finally {
      client.close();
    }
    // The server keeps the menu in memory and refreshes it on API writes only, so a row written
    // straight into the file shows after a (re)start: which is what an owner's restart does.
    const server = await startServer(`file:${file}`);
    try {
      const api = await fetch(`${server.baseURL}/api/foods/${dish._id}`);
      expect(api.status, `GET /api/foods/${dish._id} after a restart`).toBe(200);
      const context = await session.freshContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      const response = await page.goto(`/dish/${dish._id}`);
      expect(response?.status()).toBe(200);
      await expectDishPage(page, dish);
      await page.reload();
      await expectDishPage(page, dish);
      // And the menu lists it, with a working 'View Details'.
      await page.goto('/');
      await clickWhenHydrated(dishCard(page, dish.name).getByRole('link', { name: 'View Details' }));
      await page.waitForURL(`**/dish/${dish._id}`);
      await expectDishPage(page, dish);
    } finally {
      await session.closeContexts();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
