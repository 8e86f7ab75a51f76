import { Hono, type Context } from 'hono';
import { withSubcategories } from '../../../domain/category-tree.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { MessageAnswer } from '../../../domain/contracts/envelope.ts';
import {
  AvailabilityBody,
  FoodAnswer,
  FoodChangedAnswer,
  FoodQuery,
  MenuAnswer,
  MenuQuery,
  SearchIndexAnswer,
} from '../../../domain/contracts/menu.ts';
import { FOOD_FORM_ERRORS, FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { answer, documented, failure, jsonBody, queryOf, typedJson } from '../http/documented.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { MENU_PAGE_MESSAGES, menuPage } from '../../../domain/menu-page.ts';
import { DISHES_BY_ID_MESSAGES, dishesById } from '../../../domain/menu-by-ids.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { respond } from '../http/security-headers.ts';
import { FoodRequest } from './request.ts';
import { createFood, type DishWrite } from './create-food.ts';
import { deleteFood } from './delete-food.ts';
import type { CachedJson, LocalizedMenu, MenuCache } from './menu-cache.ts';
import { localizedMenu } from './localized-menu.ts';
import { setFoodAvailability, updateFood } from './update-food.ts';
import { atLocation } from './answer.ts';
import { forCustomers } from '../../../domain/stock.ts';
import { FIRST_LOCATION_ID } from '../../../db/schema/index.ts';
import { readDishStock, readStockAt } from '../stock/read-stock.ts';
import type { Food } from '../../../domain/food.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { readLocation } from '../locations/read-locations.ts';
import { readLocationDishes } from '../locations/location-menu.ts';

export const DISH_NOT_FOUND = FOOD_MESSAGES.notFound;

/** Browsers and proxies may keep the menu but must revalidate it (a cheap 304) each time. */
const CACHE_CONTROL = 'no-cache';

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding) && !/\bgzip\s*;\s*q=0(\.0*)?\b/.test(acceptEncoding);
}

const ifNoneMatch = { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } } as const;
const etag = { ETag: { description: 'Strong validator of this representation', schema: { type: 'string' } } } as const;
const notModified = { description: 'Not modified: the ETag sent is the current one', headers: etag };
const dishId = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'margherita-pizza' } as const;
const foodRefused = failure(
  `In this order, per field in \`errors\`: '${FOOD_FORM_ERRORS.nameRequired}', '${FOOD_FORM_ERRORS.categoryRequired}', '${FOOD_FORM_ERRORS.priceInvalid}', '${FOOD_FORM_ERRORS.imageInvalid}'`,
);

const skuRefused = failure(`'${FOOD_FORM_ERRORS.skuTaken}' (code sku_taken, at \`errors.sku\`)`);

/**
 * Reads for everyone (from the in-memory menu); writes for admins, who refresh that menu.
 * /search-index comes before /:id, which would take it for a dish's id.
 */
export function foodRoutes(menuCache: MenuCache, runtime: AuthRuntime) {
  function answerFromMemory(c: Context<AuthEnv>, cached: CachedJson, language: string): Response {
    const gzip = cached.gzip && acceptsGzip(c.req.header('accept-encoding')) ? cached.gzip : undefined;
    const headers: Record<string, string> = {
      ETag: gzip?.etag ?? cached.etag,
      'Cache-Control': CACHE_CONTROL,
      'Content-Language': language,
    };
    if (cached.gzip) headers.Vary = 'Accept-Encoding';
    const sentTag = c.req.header('if-none-match');
    // Either representation's tag proves the client holds the current menu.
    if (matchesIfNoneMatch(sentTag, cached.etag) || (cached.gzip && matchesIfNoneMatch(sentTag, cached.gzip.etag))) {
      return respond(c, null, 304, headers);
    }
    headers['Content-Type'] = 'application/json; charset=utf-8';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    return respond(c, gzip?.bytes ?? cached.bytes, 200, headers);
  }

  /**
   * What a location changes in the menu's answers, read with each request: its differences from
   * the menu and, when the menu tracks stock, its stock (few rows; the menu in memory stays one for
   * every location). `asInMemory` when the memory's answer is already the location's: no
   * differences, and no stock but the first location's, which the memory holds. 404 for a location
   * the shop does not have.
   */
  async function locationView(locationId: number, menu: LocalizedMenu) {
    await requireLocation(locationId);
    const tracksStock = locationId !== FIRST_LOCATION_ID && menu.foods.some((dish) => dish.stock.tracked);
    const [differences, stock] = await Promise.all([
      readLocationDishes(runtime.db, locationId),
      tracksStock ? readStockAt(runtime.db, locationId) : new Map<string, number>(),
    ]);
    return { differences, stock, asInMemory: differences.length === 0 && !tracksStock };
  }

  async function requireLocation(locationId: number): Promise<void> {
    if (!(await readLocation(runtime.db, locationId))) throw new NotFoundError(LOCATION_MESSAGES.notFound);
  }

  /** The menu as one location sells it: made for the request, revalidated like the rest. */
  function answerAtLocation(c: Context<AuthEnv>, body: unknown, language: string): Response {
    return respond(c, JSON.stringify(body), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      'Content-Language': language,
    });
  }

  const writer = { db: runtime.db, menuCache };
  /** The admin writing a dish, for the stock's history when the form sets a quantity. */
  const dishWrite = (c: Context<AuthEnv>): DishWrite => {
    const { user } = c.get('auth');
    return { by: { userId: user.id, name: user.displayName }, now: runtime.now() };
  };
  const admin = requireAdmin(runtime);
  const noStore = { 'Cache-Control': 'no-store' };

  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'listFoods',
        summary: 'The whole menu',
        description:
          "Every dish, available or not, in the owner's order (by category, then as added), served from memory with a strong ETag: send If-None-Match to get 304 when unchanged. Dishes of hidden categories are left out unless include=hidden. Texts are in the language `lang` asks for when the shop offers it, else in the shop's default; each dish's `lang` says which. With `location`, as that location sells them: its sold-out marks and its prices. A page of it with `limit` (and `category`, `cursor`): still an array, the next page's cursor in the Next-Cursor header (and Link rel=\"next\"); none on the last page. With `ids`, only those dishes of the storefront, in the menu's order (the cards of search hits a large catalogue's page has not loaded).",
        tags: ['Menu'],
        access: 'public',
        parameters: [ifNoneMatch],
        responses: {
          200: answer('Every dish', MenuAnswer, etag),
          304: notModified,
          400: failure(
            `'${MENU_PAGE_MESSAGES.limit}', '${MENU_PAGE_MESSAGES.cursor}', '${DISHES_BY_ID_MESSAGES.ids}' or '${DISHES_BY_ID_MESSAGES.alone}'`,
          ),
          404: failure(`'${LOCATION_MESSAGES.notFound}'`),
        },
      }),
      queryOf(MenuQuery),
      async (c) => {
        const { include, lang, location, category, limit, cursor, ids } = c.req.valid('query');
        const menu = await localizedMenu(runtime.db, menuCache, lang);
        const list = include === 'hidden' ? menu.all : menu.list;
        const view = location === undefined ? null : await locationView(location, menu);
        /** Some of the dishes, made for the request: as the location sells them, and as customers see them unless `include=hidden`. */
        const answerDishes = (dishes: readonly Food[]) => {
          const here = view && !view.asInMemory ? atLocation(dishes, view.differences, view.stock) : dishes;
          return answerAtLocation(c, include === 'hidden' ? here : here.map(forCustomers), menu.language);
        };
        if (ids !== undefined) return typedJson(answerDishes(dishesById(menu.foods, ids)), MenuAnswer, 200);
        if (category !== undefined || limit !== undefined || cursor !== undefined) {
          // A main category's page holds its subcategories' dishes too, as its place on the menu does.
          const categories = category === undefined ? undefined : withSubcategories(menu.categories, category);
          const page = menuPage(include === 'hidden' ? (JSON.parse(list.json) as Food[]) : menu.foods, {
            category: categories,
            limit,
            cursor,
          });
          if (!page) throw new ValidationError(MENU_PAGE_MESSAGES.cursor, { cursor: MENU_PAGE_MESSAGES.cursor });
          // A first page that holds the whole list (the service worker asks for one dish more than a
          // restaurant's menu) is the whole menu's answer: its compressed bytes, and its ETag, so
          // that asking again while nothing changed costs a 304.
          const whole = category === undefined && cursor === undefined && page.next === null;
          if (whole && (!view || view.asInMemory)) return typedJson(answerFromMemory(c, list, menu.language), MenuAnswer, 200);
          const answered = answerDishes(page.dishes);
          if (page.next !== null) {
            const next = new URL(c.req.url);
            next.searchParams.set('cursor', page.next);
            answered.headers.set('Next-Cursor', page.next);
            answered.headers.set('Link', `<${next.pathname}${next.search}>; rel="next"`);
          }
          return typedJson(answered, MenuAnswer, 200);
        }
        if (!view || view.asInMemory) return typedJson(answerFromMemory(c, list, menu.language), MenuAnswer, 200);
        // The admin's list keeps the owner's switch; customers' dishes are folded with the location's stock.
        return typedJson(answerDishes(include === 'hidden' ? (JSON.parse(list.json) as Food[]) : menu.foods), MenuAnswer, 200);
      },
    )
    .get(
      '/search-index',
      documented({
        operationId: 'getMenuSearchIndex',
        summary: 'What the menu search reads of every dish',
        description:
          "For every dish of the storefront (hidden categories left out), in the menu's order: its id, name, category, options and the start of its description, in a row. A large catalogue's pages carry part of the menu, so the storefront's search is built from this. Served from memory with a strong ETag, as GET /api/foods; in the language `lang` asks for. A location sells the same dishes under the same words, so `location` only has to be one of the shop's.",
        tags: ['Menu'],
        access: 'public',
        parameters: [ifNoneMatch],
        responses: {
          200: answer("Every dish's searched words", SearchIndexAnswer, etag),
          304: notModified,
          404: failure(`'${LOCATION_MESSAGES.notFound}'`),
        },
      }),
      queryOf(FoodQuery),
      async (c) => {
        const { lang, location } = c.req.valid('query');
        const menu = await localizedMenu(runtime.db, menuCache, lang);
        if (location !== undefined) await requireLocation(location);
        return typedJson(answerFromMemory(c, await menu.searchIndex(), menu.language), SearchIndexAnswer, 200);
      },
    )
    .get(
      '/:id',
      documented({
        operationId: 'getFood',
        summary: 'One dish',
        tags: ['Menu'],
        access: 'public',
        description: "In the language `lang` asks for when the shop offers it, else in the shop's default (its `lang` says which).",
        parameters: [dishId, ifNoneMatch],
        responses: { 200: answer('The dish', FoodAnswer, etag), 304: notModified, 404: failure(`'${DISH_NOT_FOUND}'`) },
      }),
      queryOf(FoodQuery),
      async (c) => {
        const { lang, location } = c.req.valid('query');
        const menu = await localizedMenu(runtime.db, menuCache, lang);
        const cached = menu.byId.get(c.req.param('id'));
        if (!cached) throw new NotFoundError(DISH_NOT_FOUND);
        const view = location === undefined ? null : await locationView(location, menu);
        const dish = menu.dishById.get(c.req.param('id'));
        // A tracked product's page shows what is left now, not as of the menu's last reload.
        const tracked = dish?.stock.tracked === true;
        if (!dish || (!tracked && (!view || view.asInMemory)))
          return typedJson(answerFromMemory(c, cached, menu.language), FoodAnswer, 200);
        const stock = tracked ? await readDishStock(runtime.db, dish.id, location ?? FIRST_LOCATION_ID) : (view?.stock ?? new Map());
        const [here] = atLocation([dish], view?.differences ?? [], stock);
        return typedJson(answerAtLocation(c, forCustomers(here!), menu.language), FoodAnswer, 200);
      },
    )
    .post(
      '/',
      documented({
        operationId: 'createFood',
        summary: 'Add a dish (admin)',
        description: 'The id is a slug of the name, made unique. GET /api/foods lists it at once (new ETag).',
        tags: ['Menu'],
        access: 'admin',
        responses: { 201: answer(`'${FOOD_MESSAGES.added}'`, FoodChangedAnswer), 400: foodRefused, 409: skuRefused },
      }),
      admin,
      jsonBody(FoodRequest),
      async (c) => {
        const food = valueOrRefusal(await createFood(writer, c.req.valid('json'), dishWrite(c)));
        return c.json({ success: true as const, data: food, message: FOOD_MESSAGES.added }, 201, noStore);
      },
    )
    .put(
      '/:id',
      documented({
        operationId: 'updateFood',
        summary: 'Change a dish (admin)',
        description: 'Replaces every field but the id. Past orders keep what they were placed with.',
        tags: ['Menu'],
        access: 'admin',
        parameters: [dishId],
        responses: {
          200: answer(`'${FOOD_MESSAGES.updated}'`, FoodChangedAnswer),
          400: foodRefused,
          404: failure(`'${DISH_NOT_FOUND}'`),
          409: skuRefused,
        },
      }),
      admin,
      jsonBody(FoodRequest),
      async (c) => {
        const food = valueOrRefusal(await updateFood(writer, c.req.param('id'), c.req.valid('json'), dishWrite(c)));
        return c.json({ success: true as const, data: food, message: FOOD_MESSAGES.updated }, 200, noStore);
      },
    )
    .patch(
      '/:id/availability',
      documented({
        operationId: 'setFoodAvailability',
        summary: 'Mark a dish sold out, or back on sale (admin)',
        description:
          'Changes isAvailable alone; every other field stays. Customers see "Out of Stock" and ordering it is refused with its name.',
        tags: ['Menu'],
        access: 'admin',
        parameters: [dishId],
        responses: {
          200: answer("'<name> is marked sold out' or '<name> is back on sale'", FoodChangedAnswer),
          400: failure(`'${FOOD_FORM_ERRORS.availableInvalid}'`),
          404: failure(`'${DISH_NOT_FOUND}'`),
        },
      }),
      admin,
      jsonBody(AvailabilityBody),
      async (c) => {
        const { isAvailable } = c.req.valid('json');
        const food = valueOrRefusal(await setFoodAvailability(writer, c.req.param('id'), isAvailable));
        const message = inAskerLanguage(c, isAvailable ? FOOD_MESSAGES.backOnSale(food.name) : FOOD_MESSAGES.soldOut(food.name));
        return c.json({ success: true as const, data: food, message }, 200, noStore);
      },
    )
    .delete(
      '/:id',
      documented({
        operationId: 'deleteFood',
        summary: 'Delete a dish (admin)',
        description: 'Past orders keep their lines (copies of name, price and image).',
        tags: ['Menu'],
        access: 'admin',
        parameters: [dishId],
        responses: { 200: answer(`'${FOOD_MESSAGES.deleted}'`, MessageAnswer), 404: failure(`'${DISH_NOT_FOUND}'`) },
      }),
      admin,
      async (c) => {
        valueOrRefusal(await deleteFood(writer, c.req.param('id')));
        return c.json({ success: true as const, message: FOOD_MESSAGES.deleted }, 200, noStore);
      },
    );
}
