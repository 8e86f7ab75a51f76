import { Hono, type Context } from 'hono';
import { FOOD_MESSAGES, FoodInput } from '../../../domain/food-form.ts';
import type { AppEnv } from '../app-env.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { NotFoundError } from '../http/errors.ts';
import { respond } from '../http/security-headers.ts';
import { readInput } from '../http/validate.ts';
import { createFood } from '../services/foods/create-food.ts';
import { deleteFood } from '../services/foods/delete-food.ts';
import type { CachedJson, MenuCache } from '../services/foods/menu-cache.ts';
import { updateFood } from '../services/foods/update-food.ts';

export const DISH_NOT_FOUND = FOOD_MESSAGES.notFound;

/** Browsers and proxies may keep the menu but must revalidate it (a cheap 304) each time. */
const CACHE_CONTROL = 'no-cache';

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding) && !/\bgzip\s*;\s*q=0(\.0*)?\b/.test(acceptEncoding);
}

/** Reads for everyone (from the in-memory menu); writes for admins, who refresh that menu. */
export function foodRoutes(menuCache: MenuCache, runtime: AuthRuntime) {
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

  // Writes need the signed-in user; a router of their own keeps the reads' context type unchanged.
  const writes = new Hono<AuthEnv>();
  const store = { db: runtime.db, menuCache };
  const admin = requireAdmin(runtime);

  writes.post('/', admin, async (c) => {
    const food = await createFood(store, await readInput(c, FoodInput));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: food, message: FOOD_MESSAGES.added }, 201);
  });

  writes.put('/:id', admin, async (c) => {
    const food = await updateFood(store, c.req.param('id'), await readInput(c, FoodInput));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: food, message: FOOD_MESSAGES.updated });
  });

  writes.delete('/:id', admin, async (c) => {
    await deleteFood(store, c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, message: FOOD_MESSAGES.deleted });
  });

  routes.route('/', writes);
  return routes;
}
