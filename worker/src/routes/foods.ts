import { Hono, type Context } from 'hono';
import { NotFoundError } from '../http/errors.ts';
import { respond } from '../http/security-headers.ts';
import type { CachedJson, MenuCache } from '../services/foods/menu-cache.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import type { AppEnv } from '../app.ts';

export const DISH_NOT_FOUND = 'Dish not found';

/** Browsers and proxies may keep the menu but must revalidate it (a cheap 304) each time. */
const CACHE_CONTROL = 'no-cache';

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding) && !/\bgzip\s*;\s*q=0(\.0*)?\b/.test(acceptEncoding);
}

export function foodRoutes(menuCache: MenuCache) {
  const routes = new Hono<AppEnv>();

  function answer(c: Context<AppEnv>, cached: CachedJson) {
    const gzip = cached.gzip && acceptsGzip(c.req.header('accept-encoding')) ? cached.gzip : undefined;
    const etag = gzip?.etag ?? cached.etag;
    const headers: Record<string, string> = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
    if (cached.gzip) headers.Vary = 'Accept-Encoding';
    const ifNoneMatch = c.req.header('if-none-match');
    // Either representation's tag proves the client holds the current menu.
    if (matchesIfNoneMatch(ifNoneMatch, cached.etag) || (cached.gzip && matchesIfNoneMatch(ifNoneMatch, cached.gzip.etag))) {
      return respond(c, null, 304, headers);
    }
    headers['Content-Type'] = 'application/json; charset=utf-8';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    return respond(c, gzip?.bytes ?? cached.bytes, 200, headers);
  }

  routes.get('/', async (c) => answer(c, (menuCache.peek() ?? (await menuCache.get())).list));

  routes.get('/:id', async (c) => {
    const menu = menuCache.peek() ?? (await menuCache.get());
    const cached = menu.byId.get(c.req.param('id'));
    if (!cached) throw new NotFoundError(DISH_NOT_FOUND);
    return answer(c, cached);
  });

  return routes;
}
