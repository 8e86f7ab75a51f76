import type { Page } from 'playwright-core';

/**
 * Waits until the offline worker (/sw.js, registered 3 s after load) is installed and answers the
 * page's requests: from then on, what it keeps at install is kept.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
}
