// JavaScript a visitor downloads per page, gzip -9, at desktop and phone widths, measured in
// Chromium against the server `npm start` runs (issue budget: home page ≤ 80 KB gzipped on first
// load; decision 002: a phone that scrolls to the carousels loads Swiper on top).
//   node bench/page-js.ts [--dishes 200] [--categories 25] [path ...]   default: /, /menu and a dish page;
//   VERBOSE=1 lists the files; --dishes runs on a menu of that many dishes (bench/seed-menu.ts),
//   --categories spreads them over that many. The page's own HTML is printed too (gzip -9).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startDoorstep } from './support/servers.ts';

export const HOME_JS_BUDGET_KB = 80;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

export interface PageJsFigures {
  path: string;
  viewport: (typeof VIEWPORTS)[number]['name'];
  firstLoadKb: number;
  afterScrollKb: number;
  /** The page's HTML as served, gzip -9. */
  htmlKb: number;
  files: Map<string, number>;
}

export async function measurePageJs(
  paths = ['/', '/menu', '/dish/margherita-pizza'],
  options: { dishes?: number; categories?: number } = {},
): Promise<PageJsFigures[]> {
  const server = await startDoorstep({ dishes: options.dishes, categories: options.categories });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const figures: PageJsFigures[] = [];
  try {
    for (const path of paths) {
      for (const viewport of VIEWPORTS) {
        const page = await browser.newPage({ viewport });
        const files = new Map<string, number>();
        const pending: Promise<void>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          pending.push(
            response.body().then(
              (body) => void files.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
              () => undefined,
            ),
          );
        });
        const totalKb = async () => {
          await Promise.all(pending);
          return [...files.values()].reduce((a, b) => a + b, 0) / 1024;
        };
        const served = await page.goto(server.url + path, { waitUntil: 'networkidle' });
        const htmlKb = gzipSync((await served?.body()) ?? Buffer.alloc(0), { level: 9 }).length / 1024;
        const firstLoadKb = await totalKb();
        if (process.env.VERBOSE)
          console.log(`${path} ${viewport.name} first load: ${[...files.keys()].map((file) => file.replace('/_astro/', '')).join(' ')}`);
        // Scroll through the page so islands that hydrate when visible load their code too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 300) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 250));
          }
        });
        await page.waitForLoadState('networkidle');
        figures.push({ path, viewport: viewport.name, firstLoadKb, afterScrollKb: await totalKb(), htmlKb, files: new Map(files) });
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}

export function printPageJsFigures(figures: PageJsFigures[]): void {
  console.log('JavaScript (gzip -9)              first load   after scrolling   HTML (gzip -9)');
  for (const f of figures) {
    const verdict =
      f.path === '/' ? (f.firstLoadKb <= HOME_JS_BUDGET_KB ? `  within ${HOME_JS_BUDGET_KB} KB` : `  OVER ${HOME_JS_BUDGET_KB} KB`) : '';
    console.log(
      `${f.path.padEnd(24)} ${f.viewport.padEnd(8)} ${f.firstLoadKb.toFixed(1).padStart(7)} KB  ${f.afterScrollKb.toFixed(1).padStart(10)} KB  ${f.htmlKb.toFixed(1).padStart(10)} KB${verdict}`,
    );
    if (process.env.VERBOSE) for (const [file, size] of f.files) console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dishes: { type: 'string' }, categories: { type: 'string' } },
  });
  const number = (text: string | undefined) => (text ? Number(text) : undefined);
  printPageJsFigures(
    await measurePageJs(positionals.length ? positionals : undefined, {
      dishes: number(values.dishes),
      categories: number(values.categories),
    }),
  );
}
