import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedLargeMenu } from '../../bench/seed-menu.ts';
import type { Food } from '../../domain/food.ts';
import { WHOLE_MENU_UP_TO } from '../../domain/menu-page.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { startServerOverCopy } from './support/own-server.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

const session = useBrowser();
/** A grocer's catalogue: more dishes than a page carries whole, over a dozen categories. */
const DISHES = WHOLE_MENU_UP_TO + 60;
const CATEGORIES = 12;
/**
 * Offline, the worker tries the network for what it did not keep (disconnected), and the page's
 * fetch, which the worker could not answer, fails.
 */
const OFFLINE_FAILURES = [
  /^\[requestfailed\] GET \S+\/api\/foods(\/[\w-]+|\?\S+)? net::ERR_(INTERNET_DISCONNECTED|FAILED)$/,
  /^\[console\.error\] Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(\S+\/api\/foods(\/[\w-]+|\?\S+)?\)$/,
];

/** What the page's own fetch of each address reads: its body, or 'no answer' when it fails. */
function fetchFromPage(page: Page, addresses: string[]): Promise<string[]> {
  return page.evaluate(
    (all) =>
      Promise.all(
        all.map((address) =>
          fetch(address).then(
            (response) => response.text(),
            () => 'no answer',
          ),
        ),
      ),
    addresses,
  );
}

/** The API addresses the worker's caches hold, oldest kept first. */
function keptApiAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname.startsWith('/api/foods')) kept.push(`${url.pathname}${url.search}`);
      }
    }
    return kept;
  });
}

describe('offline with a large catalogue (the service worker at /sw.js)', () => {
  it('downloads no whole menu at install, and opens offline the pages of the menu and the products seen online', async () => {
    session.allow(...OFFLINE_FAILURES);
    // Its own server over a copy of the shared database: the other files' menus keep the demo's dishes.
    const server = await startServerOverCopy('large-menu', {}, (databaseURL) =>
      seedLargeMenu(databaseURL, DISHES, { categories: CATEGORIES }),
    );
    try {
      const base = server.baseURL;
      const context = await session.freshContext({ baseURL: base });
      const workerAsked: string[] = [];
      // Chromium reports a service worker's own requests to the context, marked as the worker's.
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (request.serviceWorker() && url.pathname === '/api/foods') workerAsked.push(url.search);
      });
      const page = await context.newPage();
      await page.goto('/');
      await waitForServiceWorker(page);
      await expectNoAxeViolations(page);

      // At install the worker asked for one dish more than a whole menu holds, saw a next page, kept nothing.
      expect(workerAsked).toEqual([`?limit=${WHOLE_MENU_UP_TO + 1}`]);
      expect(await keptApiAnswers(page)).toEqual([]);

      const aisle = (await (await fetch(`${base}/api/foods?category=aisle-2&limit=2`)).json()) as Food[];
      const [seen, unseen] = aisle.map((dish) => `/api/foods/${dish._id}`) as [string, string];
      const firstPage = '/api/foods?category=aisle-2&limit=12';
      const online = await fetchFromPage(page, [firstPage, seen]);
      expect(JSON.parse(online[0]!)).toHaveLength(12);
      expect(JSON.parse(online[1]!)).toMatchObject({ _id: aisle[0]!._id });
      // Both were asked at once: the worker keeps each as it comes, in either order.
      await expect.poll(async () => (await keptApiAnswers(page)).sort(), POLL).toEqual([firstPage, seen].sort());

      await context.setOffline(true);
      expect(await fetchFromPage(page, [firstPage, seen])).toEqual(online);
      // Not seen online: no answer, and no whole menu to read them from.
      expect(await fetchFromPage(page, [unseen, '/api/foods?category=aisle-3&limit=12', '/api/foods'])).toEqual([
        'no answer',
        'no answer',
        'no answer',
      ]);
      await context.setOffline(false);

      // A long browse keeps the latest products seen, up to the worker's bound: the oldest go first.
      const source = await (await fetch(`${base}/sw.js`)).text();
      const bound = Number(/^const KEPT_ANSWERS_MAX = (\d+);$/m.exec(source)?.[1]);
      const dishes = (await (await fetch(`${base}/api/foods?limit=${bound + 10}`)).json()) as Food[];
      const browsed = dishes.map((dish) => `/api/foods/${dish._id}`);
      await page.evaluate(async (addresses) => {
        for (const address of addresses) await fetch(address);
      }, browsed);
      await expect.poll(async () => (await keptApiAnswers(page)).length, POLL).toBe(bound);
      const kept = await keptApiAnswers(page);
      expect(kept.at(-1)).toBe(browsed.at(-1));
      expect(kept).not.toContain(firstPage);
      expect(kept.filter((address) => browsed.slice(0, 5).includes(address))).toEqual([]);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});
