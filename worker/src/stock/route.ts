import { Hono } from 'hono';
import { FIRST_LOCATION_ID } from '../../../db/schema/index.ts';
import { StockChangeBody, StockChangedAnswer, StockHistoryAnswer, StockQuery } from '../../../domain/contracts/stock.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { fromMilli, STOCK_MESSAGES } from '../../../domain/stock.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { NotFoundError } from '../http/errors.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { readLocation } from '../locations/read-locations.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { changeStock, locationStock } from './change-stock.ts';
import { readProductStock, readStockAdjustments, STOCK_HISTORY_LENGTH } from './read-stock.ts';

export interface StockRuntime extends AuthRuntime {
  /** The menu's answers carry the stock: a change refreshes them. */
  menuCache: MenuCache;
}

const dishId = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'vine-tomatoes' } as const;
const noStore = { 'Cache-Control': 'no-store' };

/** A product's stock for its owner: its history, and changes by hand. Beside /api/foods/{id}. */
export function stockRoutes(runtime: StockRuntime) {
  const admin = requireAdmin(runtime);
  /** The location asked for, the first by default; 404 for one the shop does not have. */
  const locationOf = async (asked: number | undefined) => {
    const id = asked ?? FIRST_LOCATION_ID;
    if (!(await readLocation(runtime.db, id))) throw new NotFoundError(LOCATION_MESSAGES.notFound);
    return id;
  };

  return new Hono<AuthEnv>()
    .get(
      '/:id/stock',
      documented({
        operationId: 'getStock',
        summary: "A product's stock at a location and its latest changes by hand (admin)",
        description: `The ${STOCK_HISTORY_LENGTH} latest changes, newest first. Orders' takes are on the orders' lines, not here.`,
        tags: ['Menu'],
        access: 'admin',
        parameters: [dishId],
        responses: {
          200: answer('The stock and its history', StockHistoryAnswer),
          404: failure(`'${FOOD_MESSAGES.notFound}' or '${LOCATION_MESSAGES.notFound}'`),
        },
      }),
      admin,
      queryOf(StockQuery),
      async (c) => {
        const foodId = c.req.param('id');
        const locationId = await locationOf(c.req.valid('query').location);
        const [product, adjustments] = await Promise.all([
          readProductStock(runtime.db, foodId, locationId),
          readStockAdjustments(runtime.db, foodId, locationId),
        ]);
        if (!product) throw new NotFoundError(FOOD_MESSAGES.notFound);
        const data = {
          ...locationStock(foodId, locationId, product),
          adjustments: adjustments.map((row) => ({
            change: fromMilli(row.changeMilli),
            quantityAfter: fromMilli(row.quantityAfterMilli),
            reason: row.reason,
            note: row.note,
            byName: row.byName,
            createdAt: row.createdAt.toISOString(),
          })),
        };
        return c.json({ success: true as const, data }, 200, noStore);
      },
    )
    .post(
      '/:id/stock',
      documented({
        operationId: 'changeStock',
        summary: "Change a product's stock by hand: a delivery, waste, a count or a correction (admin)",
        description:
          '`adjust` adds (negative: takes away) that many; `set` is what a count found. Kept in the history with its reason and note. Stock never goes below 0, whatever orders took meanwhile.',
        tags: ['Menu'],
        access: 'admin',
        parameters: [dishId],
        responses: {
          200: answer(`'${STOCK_MESSAGES.adjusted}'`, StockChangedAnswer),
          400: failure('A field is invalid (per-field messages in `errors`)'),
          404: failure(`'${FOOD_MESSAGES.notFound}' or '${LOCATION_MESSAGES.notFound}'`),
          409: failure(
            `'${STOCK_MESSAGES.notTracked}' (code stock_not_tracked), or 'Only N of … left: stock cannot go below 0.' (code stock_below_zero)`,
          ),
        },
      }),
      admin,
      jsonBody(StockChangeBody),
      async (c) => {
        const { locationId, ...change } = c.req.valid('json');
        const { user } = c.get('auth');
        const stock = valueOrRefusal(
          await changeStock(runtime.db, {
            ...change,
            foodId: c.req.param('id'),
            locationId: await locationOf(locationId),
            by: { userId: user.id, name: user.displayName },
            now: runtime.now(),
          }),
        );
        await runtime.menuCache.refresh();
        return c.json({ success: true as const, data: stock, message: inAskerLanguage(c, STOCK_MESSAGES.adjusted) }, 200, noStore);
      },
    );
}
