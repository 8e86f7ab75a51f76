import { categoryPageAddress } from '../../../domain/menu-outline.ts';
import { servesWholeMenu } from '../../../domain/menu-page.ts';

/**
 * How pages are served, the same on Node (node/static-site.ts) and on Workers
 * (workers/pages.ts): which built files stay private, what each kind of file may be cached for,
 * which addresses fall back to the dish and tracking pages, and the tag a filled page is
 * validated by. Only the entry points know their runtime; this module knows neither.
 */

/** Build metadata in dist/ that the servers read but nobody else may. */
export const PRIVATE_PATHS: ReadonlySet<string> = new Set(['/_csp.json', '/_headers']);

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the service worker: always asked again, answered 304 while unchanged. */
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_SHORT = 'public, max-age=86400, stale-while-revalidate=604800';

/** Pages of the site that live under /api: the API reference for people building apps. */
export const API_REFERENCE_PAGE = '/api/docs';

/** Whether the API answers this path (every /api path but the pages above) rather than the site. */
export function isApiPath(pathname: string): boolean {
  if (pathname === API_REFERENCE_PAGE || pathname === `${API_REFERENCE_PAGE}/`) return false;
  return pathname === '/api' || pathname.startsWith('/api/');
}

const DISH_PAGE = /^\/dish\/[^/]+\/?$/;
/** The built page every dish address is answered with when it has none of its own. */
/**
 * What of an address beyond its path changes the page served there: a large catalogue's menu
 * serves the category page its query names (fill-page.ts); everything else is one page per path.
 */
export function pageVariant(search: string, dishCount: number): string {
  if (servesWholeMenu(dishCount)) return '';
  const asked = categoryPageAddress(search);
  return asked ? `?${asked.category}|${asked.subcategory ?? ''}|${asked.after ?? ''}` : '';
}

export const DISH_SHELL_PAGE = '/dish/index.html';

export function isDishPath(pathname: string): boolean {
  return DISH_PAGE.test(pathname);
}

/**
 * Pages whose address carries a secret token the island reads: a guest's tracking link
 * (/track/{token}) and a table's QR code (/table/{token}). Each is answered with its one built
 * page, under the private headers below.
 */
const PRIVATE_SHELLS = [
  { address: /^\/track\/[^/]+\/?$/, page: '/track/index.html', served: '/track' },
  { address: /^\/table\/[^/]+\/?$/, page: '/table/index.html', served: '/table' },
] as const;

export type PrivateShell = (typeof PRIVATE_SHELLS)[number];

/** The shell a token's address is answered with, if it is one. */
export function privateShellOf(pathname: string): PrivateShell | undefined {
  return PRIVATE_SHELLS.find((shell) => shell.address.test(pathname));
}

/** Whether a built page is one of the shells (as Node finds it, or as Workers serve it). */
export function isPrivateShell(path: string): boolean {
  return PRIVATE_SHELLS.some((shell) => path.endsWith(shell.page) || path === shell.served);
}

/**
 * A page whose address is a secret (a guest's tracking link): no copy kept anywhere, out of search
 * results, and the address never sent on as a Referer.
 */
export const PRIVATE_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
});

/** Hashed build output (/_astro/*) never changes under the same name. */
export function cacheControlFor(path: string, isHtml: boolean): string {
  if (path.startsWith('/_astro/')) return CACHE_IMMUTABLE;
  // The service worker is checked on every visit, so a new build's worker is found at once.
  return isHtml || path === '/sw.js' ? CACHE_REVALIDATE : CACHE_SHORT;
}

/** FNV-1a of `text` in base 36: short and stable, for a tag part made from any text. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A filled page's tag: the built file's own tag with the versions of what was written into it
 * (store details, menu), so a save in the admin changes the tag and browsers fetch the page anew.
 */
export function filledPageTag(builtTag: string, ...versions: string[]): string {
  const opaque = (tag: string) => tag.replace(/^W\//, '').replace(/"/g, '');
  return `W/"${[opaque(builtTag), ...versions.map(opaque)].join('-')}"`;
}
