import { describe, expect, it } from 'vitest';
import { POLL, useBrowser } from './support/browser.ts';
import {
  clickWhenHydrated,
  expectCards,
  fetchFoods,
  filterButton,
  inCategory,
  menuSection,
  namesOf,
  waitForMenuIsland,
} from './support/menu.ts';

const session = useBrowser();
const LOADING_TOAST = 'Loading foods from server...';
/** What the aborted GET /api/foods makes Chromium report, and nothing else. */
const ABORTED_FOODS = [
  /^\[requestfailed\] GET \S+\/api\/foods net::ERR_FAILED$/,
  /^\[console\.error\] Failed to load resource: net::ERR_FAILED \(\S+\/api\/foods\)$/,
];

describe('menu while the API is slow or fails', () => {
  it('shows the menu the page came with at once: no spinner, no loading toast, no wait for the API', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    let asked = 0;
    // Held for good: the page never waits for it, and does not ask before the visitor's first use.
    await page.route('**/api/foods', () => {
      asked += 1;
    });
    await page.goto('/');
    const menu = menuSection(page);
    await expectCards(menu, namesOf(foods));
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
    await waitForMenuIsland(page);
    await expectCards(menu, namesOf(foods));
    expect(await menu.getByText('Loading...').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Messages' }).getByText(LOADING_TOAST).count()).toBe(0);
  });

  it('keeps the menu, without an error, when the refresh after the first tap fails', async () => {
    session.allow(...ABORTED_FOODS);
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    let asked = 0;
    await page.route('**/api/foods', (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto('/');
    const menu = menuSection(page);
    await clickWhenHydrated(filterButton(page, 'sushi'));
    await expect.poll(() => asked, POLL).toBe(1);
    await expectCards(menu, namesOf(inCategory(foods, 'sushi')));
    await clickWhenHydrated(filterButton(page, 'All'));
    await expectCards(menu, namesOf(foods));
    expect(await menu.getByText(/^Error: /).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Messages' }).getByRole('alert').count()).toBe(0);
  });
});
