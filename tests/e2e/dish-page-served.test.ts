import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { SERVED_ONLY } from '../../site/src/islands/menu/served-product.ts';
import { renderDish } from '../../worker/src/pages/menu-markup.ts';
import { aFood } from '../factories/food.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForServedMenuLive } from './support/menu.ts';
import { type ApiSession, signInAdmin } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();

async function send(baseURL: string, method: 'POST' | 'PUT', path: string, body: unknown, who: ApiSession): Promise<Food> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: who.cookie, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { data: Food }).data;
}

/** A dish with a size to choose, as the admin's form sends it; its ids once it has them. */
function flatbread(price: number, saved?: Food) {
  const group = saved?.optionGroups?.[0];
  return {
    name: 'Za’atar Flatbread',
    category: 'pizza',
    price,
    description: 'Baked to order with thyme, sumac and sesame.',
    optionGroups: [
      {
        ...(group ? { id: group.id } : {}),
        name: 'Size',
        minSelect: 1,
        maxSelect: 1,
        options: ['Small', 'Large'].map((name, index) => ({
          ...(group ? { id: group.options[index]!.id } : {}),
          name,
          price: index * 2,
        })),
      },
    ],
  };
}

describe("a product's page as served", () => {
  it('gets Close, the badges and its controls inside the served product, in place of what only a page without JavaScript shows', async () => {
    const page = await session.newPage();
    await page.goto('/dish/margherita-pizza');
    await waitForServedMenuLive(page);
    const article = page.locator('[data-menu-static] article');
    // The served picture and details stand; the island's parts are in them.
    await article.getByRole('heading', { level: 1, name: 'Margherita Pizza' }).waitFor();
    await article.getByRole('button', { name: 'Close' }).waitFor();
    await article.getByRole('list', { name: 'Why you’ll love it' }).getByText('Fresh & Organic').waitFor();
    await article.getByRole('group', { name: /^Extras — up to 3/ }).waitFor();
    await article.getByRole('button', { name: 'Add to Cart · $12.99' }).waitFor();
    // What stood in for them is gone: the category line, the options as a list, "Available", "Back to the menu".
    const main = page.getByRole('main');
    expect(await main.getByText('Category: pizza').count()).toBe(0);
    expect(await main.getByRole('list', { name: 'Options' }).count()).toBe(0);
    expect(await main.getByText('Available', { exact: true }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Back to the menu' }).count()).toBe(0);
    // Close comes first in the product, as the keyboard reaches it.
    expect(await article.evaluate((element) => element.querySelector('button, input, a')?.getAttribute('aria-label'))).toBe('Close');
    await expectNoAxeViolations(page);
  });

  it('leaves standing, of any served product, what the island would draw itself', async () => {
    // A product with every line the server may write: breadcrumb, unit price, low stock, rating, labels, options.
    const everything = aFood({
      id: 'cherry-tomatoes',
      name: 'Cherry Tomatoes',
      category: 'Tomatoes',
      categoryId: 'tomatoes',
      mainCategory: 'Fruit & Veg',
      description: 'Sweet, on the vine.',
      unitPrice: { amount: 5.98, per: 'kg' },
      stock: { tracked: true, quantity: 2, lowAt: 5 },
      rating: { average: 4.6, count: 23 },
      allergens: ['celery'],
      dietary: ['vegan'],
      optionGroups: [
        { id: 'box', name: 'Box', minSelect: 1, maxSelect: 1, options: [{ id: 'box-small', name: 'Small', price: 0, isAvailable: true }] },
      ],
    });
    const page = await session.newPage();
    await page.setContent(renderDish(everything));
    const details = await page.locator('article > div').evaluate((column, selector) => {
      const gone = new Set(column.querySelectorAll(selector));
      const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
      return { kept: [...column.children].filter((child) => !gone.has(child)).map(text), gone: [...gone].map(text) };
    }, SERVED_ONLY);
    expect(details.kept).toEqual([
      'Fruit & Veg›Tomatoes',
      'Cherry Tomatoes',
      '$10.00',
      '$5.98 per kg',
      'Only 2 left',
      expect.stringContaining('4.6'),
      'Sweet, on the vine.',
      'Vegan',
      'Contains: Celery',
    ]);
    expect(details.gone).toEqual(['Category: TomatoesTomatoes', expect.stringMatching(/^Box — choose 1/), 'Available', 'Back to the menu']);
  });

  it('is drawn by the island once the catalogue has the product changed, the choice made kept', async () => {
    // Its own server over a copy: the test changes a dish's price, which the other files must not see.
    const server = await startServerOverCopy('dish-served');
    try {
      const admin = await signInAdmin(server.baseURL);
      const created = await send(server.baseURL, 'POST', '/api/foods', flatbread(9), admin);
      const context = await session.freshContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      await page.goto(`/dish/${created._id}`);
      await waitForServedMenuLive(page);
      const main = page.getByRole('main');
      await main.getByText('$9.00', { exact: true }).waitFor();

      // The owner raises the price while the page is open; the first tap asks for the dish again.
      await send(server.baseURL, 'PUT', `/api/foods/${created._id}`, flatbread(10, created), admin);
      const size = main.getByRole('group', { name: /^Size — choose 1/ });
      await size.getByRole('radio', { name: /Large/ }).check();
      await main.getByText('$10.00', { exact: true }).waitFor();
      await expect.poll(() => page.locator('[data-menu-static]').count(), POLL).toBe(0);
      expect(await size.getByRole('radio', { name: /Large/ }).isChecked()).toBe(true);
      await main.getByRole('button', { name: 'Add to Cart · $12.00' }).click();
      await main.getByText('1 in your cart').waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
