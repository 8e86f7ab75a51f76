import { describe, expect, it } from 'vitest';
import { POLL, useBrowser } from './support/browser.ts';
import { expectCards, fetchFoods, menuSection, namesOf } from './support/menu.ts';

const session = useBrowser();
const NETWORK_ERROR = 'Network error. Please check your internet.';
const LOADING_TOAST = 'Loading foods from server...';
/** What the aborted GET /api/foods makes Chromium report, and nothing else. */
const ABORTED_FOODS = [
  /^\[requestfailed\] GET \S+\/api\/foods net::ERR_FAILED$/,
  /^\[console\.error\] Failed to load resource: net::ERR_FAILED \(\S+\/api\/foods\)$/,
];

describe('menu while loading and when the API fails', () => {
  it("shows 'Loading...' and a loading toast until the menu arrives", async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/foods', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const menu = menuSection(page);
    await menu.getByText('Loading...', { exact: true }).waitFor();
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('status').filter({ hasText: LOADING_TOAST }).waitFor();
    // Toasts sit top-left (spec §2).
    const box = await messages.getByRole('status').filter({ hasText: LOADING_TOAST }).boundingBox();
    expect(box && box.x < 100 && box.y < 200, `toast at ${JSON.stringify(box)}`).toBe(true);
    release();
    await expectCards(menu, namesOf(foods));
    await expect.poll(() => messages.getByText(LOADING_TOAST).count(), POLL).toBe(0);
    expect(await menu.getByText('Loading...', { exact: true }).count()).toBe(0);
  });

  it('keeps showing the cached menu, says why in a toast, and drops the loading toast', async () => {
    session.allow(...ABORTED_FOODS);
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    await page.goto('/');
    await expectCards(menuSection(page), namesOf(foods));
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect.poll(() => messages.getByText(LOADING_TOAST).count(), POLL).toBe(0);

    await page.route('**/api/foods', (route) => route.abort());
    await page.reload();
    await messages.getByRole('alert').filter({ hasText: NETWORK_ERROR }).waitFor();
    await expect.poll(() => messages.getByText(LOADING_TOAST).count(), POLL).toBe(0);
    // React renders the menu as a deferred value, so the cards may land a moment after the toast.
    await expectCards(menuSection(page), namesOf(foods));
    expect(await page.getByText(`Error: ${NETWORK_ERROR}`).count()).toBe(0);
  });

  it("replaces the menu with 'Error: ' and the message when nothing is cached", async () => {
    session.allow(...ABORTED_FOODS);
    const page = await session.newPage();
    await page.route('**/api/foods', (route) => route.abort());
    await page.goto('/');
    const menu = menuSection(page);
    await menu.getByText(`Error: ${NETWORK_ERROR}`, { exact: true }).waitFor();
    expect(await menu.getByRole('article').count()).toBe(0);
    expect(await menu.getByText('Loading...').count()).toBe(0);
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('alert').filter({ hasText: NETWORK_ERROR }).waitFor();
    await expect.poll(() => messages.getByText(LOADING_TOAST).count(), POLL).toBe(0);
  });

  it("passes a server's own message through unchanged", async () => {
    session.allow(/\[http 503\] GET \S+\/api\/foods$/, /status of 503 .*\(\S+\/api\/foods\)$/);
    const page = await session.newPage();
    await page.route('**/api/foods', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The kitchen is closed for maintenance' }),
      }),
    );
    await page.goto('/');
    await menuSection(page).getByText('Error: The kitchen is closed for maintenance', { exact: true }).waitFor();
  });
});
