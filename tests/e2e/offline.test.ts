import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { WHOLE_MENU_UP_TO } from '../../domain/menu-page.ts';
import { POLL, useBrowser } from './support/browser.ts';
import { availableDishes, placeOrderButton } from './support/checkout.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { cartLineCount, clickWhenHydrated, dishCard, expectCards, fetchFoods, menuSection, namesOf } from './support/menu.ts';

const session = useBrowser();
const OFFLINE_READY = 'This shop is ready to work offline.';
const OFFLINE_NOTICE = 'You are offline. Placing an order needs an internet connection.';

/**
 * Offline, the worker tries the network first for pages and for images not seen yet (each such
 * try fails, and the cache answers); the delivery fee (GET /api/settings), never cached, fails.
 */
const OFFLINE_FAILURES = [
  /^\[requestfailed\] GET http:\/\/[^/\s]+\/(|cart|checkout|dish\/[\w-]+|images\/dishes\/[\w-]+\.avif) net::ERR_INTERNET_DISCONNECTED$/,
  // The checkout asks for the shop's settings, what it can offer now (GET /api/fulfilment) and how
  // it takes cards (GET /api/payments/config).
  /^\[requestfailed\] GET \S+\/api\/(settings|fulfilment\?type=\w+|payments\/config) net::ERR_INTERNET_DISCONNECTED$/,
  /^\[console\.error\] Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(\S+\/api\/(settings|fulfilment\?type=\w+|payments\/config)\)$/,
  // A dish page not seen online asks for its dish: the worker tries the network, then answers with
  // the dish from the menu it kept.
  /^\[requestfailed\] GET \S+\/api\/foods\/[\w-]+ net::ERR_INTERNET_DISCONNECTED$/,
  /^\[console\.error\] Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(\S+\/api\/foods\/[\w-]+\)$/,
];

/**
 * Debian's Chromium 150 starts a document the service worker served offline with
 * navigator.onLine true, though the context is offline; telling the page again gives it the
 * browser's 'offline' event, as a phone that loses its signal on the page would.
 */
async function tellPageItIsOffline(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  // Kept attached: detaching ends the emulation it set. Going back online is the context's.
  await devtools.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

async function expectDish(page: Page, dish: Food): Promise<void> {
  await page.getByRole('heading', { level: 1, name: dish.name, exact: true }).waitFor();
  await page.getByRole('main').getByText(dish.description).first().waitFor();
}

describe('offline (the service worker at /sw.js)', () => {
  it('keeps the menu, dish pages and the cart open offline, and says checkout needs a connection', async () => {
    session.allow(...OFFLINE_FAILURES);
    const foods = await fetchFoods(session.baseURL);
    const [visited, unvisited] = availableDishes(foods, 2) as [Food, Food];
    const context = await session.context();
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });

    // Online: the worker installs, takes control of the page and says the shop works offline.
    await page.goto('/');
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname)).toBe('/sw.js');
    await expect.poll(() => logged, POLL).toContain(OFFLINE_READY);
    // A restaurant's menu, smaller than a page carrying it whole, is kept whole at install.
    const kept = await page.evaluate(() => caches.match('/api/foods').then((menu) => menu?.json() as Promise<Food[]> | undefined));
    expect(kept?.map((dish) => dish._id)).toEqual(foods.map((dish) => dish._id));
    await expectCards(menuSection(page), namesOf(foods));
    await clickWhenHydrated(dishCard(page, visited.name).getByRole('button', { name: 'Add to Cart' }));
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
    await page.goto(`/dish/${visited._id}`);
    await expectDish(page, visited);
    await page.goto('/cart');
    await page.getByRole('main').getByRole('article', { name: visited.name, exact: true }).waitFor();

    await context.setOffline(true);
    await page.goto('/');
    await expectCards(menuSection(page), namesOf(foods));
    // The worker answered the menu request: no 'Network error' toast.
    expect(await page.getByRole('region', { name: 'Messages' }).getByRole('alert').count()).toBe(0);

    await page.goto(`/dish/${visited._id}`);
    await expectDish(page, visited);
    // Never opened online: the dish shell page reads the id from the address and the menu from the cache.
    await page.goto(`/dish/${unvisited._id}`);
    await expectDish(page, unvisited);
    // The worker answered it with the dish from the kept menu.
    const dish = await page.evaluate((id) => fetch(`/api/foods/${id}`).then((answer) => answer.json() as Promise<Food>), unvisited._id);
    expect(dish).toEqual(kept?.find((food) => food._id === unvisited._id));

    await page.goto('/cart');
    await page.getByRole('main').getByRole('article', { name: visited.name, exact: true }).waitFor();

    await page.goto('/checkout');
    await tellPageItIsOffline(page);
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    await notice.waitFor();
    expect(await placeOrderButton(page).isDisabled()).toBe(true);

    // Back online: the notice goes and the order can be placed again.
    await context.setOffline(false);
    await expect.poll(() => notice.count(), POLL).toBe(0);
    expect(await placeOrderButton(page).isDisabled()).toBe(false);
  });

  it('serves /sw.js as JavaScript that browsers always revalidate', async () => {
    const response = await fetch(`${session.baseURL}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
    const source = await response.text();
    expect(source).not.toMatch(/const BUILD_ID = 'dev'/);
    expect(source).toMatch(/const PRECACHE_ASSETS = \["\/_astro\//);
    expect(source).toContain(`const WHOLE_MENU_UP_TO = ${WHOLE_MENU_UP_TO};`);
  });
});
