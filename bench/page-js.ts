// JavaScript a visitor downloads per page, gzip -9, at desktop and phone widths, measured in
// Chromium against the real server (issue budget: home page ≤ 80 KB gzipped).
//   node bench/page-js.ts [path ...]     default: / and a dish page
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDoorstep } from './support/servers.ts';

const BUDGET_BYTES = 80 * 1024;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/dish/margherita-pizza'];
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

const server = await startDoorstep();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  for (const path of paths) {
    for (const viewport of widths) {
      const page = await browser.newPage({ viewport });
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => undefined);
        if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      // Scroll through the page so islands that hydrate when visible load their code too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 250));
        }
      });
      await page.waitForLoadState('networkidle');
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      const verdict = path === '/' ? (total <= BUDGET_BYTES ? 'within' : 'OVER') + ' the 80 KB budget' : '';
      console.log(`${path.padEnd(24)} ${viewport.name.padEnd(8)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip in ${scripts.size} files ${verdict}`);
      if (process.env.VERBOSE) for (const [file, size] of scripts) console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
