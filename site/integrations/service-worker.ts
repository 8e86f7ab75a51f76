import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { WHOLE_MENU_UP_TO } from '../../domain/menu-page.ts';

/** The pages the service worker keeps from install on (site/public/sw.js SHELL_PAGES). */
const SHELL_PAGE_FILES = ['index.html', 'cart/index.html', 'checkout/index.html', 'dish/index.html'];

/**
 * After `astro build`, fills in dist/sw.js: the hashed /_astro files the shell pages need (what
 * their HTML names, and what those files import, transitively) and a build id derived from them,
 * so each build that changes the shell gives visitors a new worker with a fresh cache; and the
 * menu size up to which the worker keeps the whole menu for offline use.
 */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'doorstep:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = await Promise.all(SHELL_PAGE_FILES.map((file) => readFile(join(root, file), 'utf8')));
        const assets = await shellAssets(join(root, '_astro'), pages);
        const buildId = createHash('sha256').update(pages.join('\0')).update(assets.join('\0')).digest('hex').slice(0, 12);
        const file = join(root, 'sw.js');
        const source = await readFile(file, 'utf8');
        const filled = Object.entries({
          BUILD_ID: `'${buildId}'`,
          PRECACHE_ASSETS: JSON.stringify(assets.map((name) => `/_astro/${name}`)),
          WHOLE_MENU_UP_TO: String(WHOLE_MENU_UP_TO),
        }).reduce(fillConstant, source);
        await writeFile(file, filled);
        logger.info(`sw.js: build ${buildId}, ${assets.length} asset(s) precached`);
      },
    },
  };
}

/** Sets the value of sw.js's `const NAME = …;` line. */
function fillConstant(source: string, [name, value]: [string, string]): string {
  const line = new RegExp(`^const ${name} = .*;$`, 'm');
  if (!line.test(source)) throw new Error(`sw.js: no "const ${name} = …;" line to fill in`);
  return source.replace(line, () => `const ${name} = ${value};`);
}

/** Every /_astro file named by the pages or by a file already found (chunks import by file name). */
export async function shellAssets(assetDir: string, pages: string[]): Promise<string[]> {
  const names = await readdir(assetDir);
  const found = new Set<string>();
  const queue = [...pages];
  while (queue.length > 0) {
    const text = queue.pop()!;
    for (const name of names) {
      if (found.has(name) || !text.includes(name)) continue;
      found.add(name);
      if (/\.(js|css)$/.test(name)) queue.push(await readFile(join(assetDir, name), 'utf8'));
    }
  }
  return [...found].sort();
}
