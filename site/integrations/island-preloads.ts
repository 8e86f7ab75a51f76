import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './built-pages.ts';
import { init, parse } from 'es-module-lexer';

/**
 * After `astro build`, names in each page's <head> every module its `client:load` islands import
 * before they can run (`<link rel="modulepreload">`), so the browser asks for all of them with
 * the page instead of one import level at a time. Without it the checkout on a slow phone link
 * waited three round trips (the island, then React and its chunks, then theirs) behind HTTP/1.1's
 * six connections before drawing its form (docs/decisions/010-pages-on-a-slow-phone-link.md).
 * Islands that wait (idle, visible, toast) are left to load when they wake.
 */
export function islandPreloads(): AstroIntegration {
  return {
    name: 'doorstep:island-preloads',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await init;
        const root = fileURLToPath(dir);
        const importsOf = memoizedImports(root);
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const modules = await modulesToPreload(islandEntries(html), importsOf);
          if (modules.length === 0) continue;
          await writeFile(file, withPreloads(html, modules));
          pages += 1;
        }
        logger.info(`module preloads written into ${pages} page(s)`);
      },
    },
  };
}

/** The entry modules of the islands that hydrate as the page loads: their components and renderers. */
export function islandEntries(html: string): string[] {
  const entries = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (attribute(tag, 'client') !== 'load') continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(tag, name);
      if (url) entries.add(url);
    }
  }
  return [...entries];
}

/** The entries and everything they import statically, the entries' own imports first; `import()` waits for its caller. */
export async function modulesToPreload(entries: readonly string[], importsOf: (url: string) => Promise<string[]>): Promise<string[]> {
  const seen = new Set<string>();
  let level = [...entries];
  while (level.length > 0) {
    const next: string[] = [];
    for (const url of level) {
      if (seen.has(url)) continue;
      seen.add(url);
      next.push(...(await importsOf(url)));
    }
    level = next;
  }
  return [...seen];
}

/** The page with a modulepreload link per module not already named, just before </head>. */
export function withPreloads(html: string, modules: readonly string[]): string {
  const links = modules
    .filter((url) => !html.includes(`rel="modulepreload" href="${url}"`))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  return links === '' ? html : html.replace('</head>', `${links}</head>`);
}

/** The static imports of a module in the build (site-absolute URLs), each file read once. */
function memoizedImports(root: string): (url: string) => Promise<string[]> {
  const known = new Map<string, Promise<string[]>>();
  return (url) => {
    let imports = known.get(url);
    if (!imports) {
      imports = readFile(join(root, url), 'utf8').then((code) => staticImports(code, url));
      known.set(url, imports);
    }
    return imports;
  };
}

/** What a built module imports before it runs (relative specifiers resolved against its URL). Call after `init`. */
export function staticImports(code: string, url: string): string[] {
  const [imports] = parse(code);
  return imports
    .filter((entry) => entry.d === -1 && entry.n !== undefined && entry.n.startsWith('.'))
    .map((entry) => new URL(entry.n!, `https://site${url}`).pathname);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
