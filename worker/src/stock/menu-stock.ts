import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, stockLevels } from '../../../db/schema/index.ts';
import { fromMilli, stockState } from '../../../domain/stock.ts';
import type { MenuCache } from '../menu/menu-cache.ts';

/** Told which products' stock moved at a location (an order took it, a cancelled one gave it back). */
export type StockMoved = (locationId: number, productIds: readonly string[]) => Promise<void>;

/** Most often the menu in memory is reloaded just to bring its stock figures up to date. */
export const STOCK_FIGURES_RELOAD_MS = 1_000;

/**
 * Keeps the stock the menu in memory answers with (the first location's; other locations' are
 * read with each request) in step with what orders and cancellations take and give back. When a
 * product's state there (in, low, out) is no longer the one the menu shows, the menu reloads
 * before the order's answer: the customer's next look shows it. Otherwise its figure is brought
 * up to date by a reload at most once a second, so a rush of orders does not reload the menu
 * for each. (Other processes hear of a change of state through the menu's version, bumped by
 * the stock's trigger: db/migrations/0030_stock.sql.)
 */
export function stockInMenu(db: Database, menuCache: MenuCache, reportError: (error: unknown) => void) {
  let reloadDue: ReturnType<typeof setTimeout> | undefined;
  const reloadSoon = () => {
    if (reloadDue) return;
    reloadDue = setTimeout(() => {
      reloadDue = undefined;
      menuCache.refresh().catch(reportError);
    }, STOCK_FIGURES_RELOAD_MS);
    // A process shutting down does not wait for it.
    (reloadDue as { unref?: () => void }).unref?.();
  };

  const stockMoved: StockMoved = async (locationId, productIds) => {
    const menu = menuCache.peek();
    if (locationId !== FIRST_LOCATION_ID || productIds.length === 0 || !menu) return;
    const rows = await db
      .select({ foodId: stockLevels.foodId, quantityMilli: stockLevels.quantityMilli })
      .from(stockLevels)
      .where(and(eq(stockLevels.locationId, locationId), inArray(stockLevels.foodId, [...productIds])));
    const now = new Map(rows.map((row) => [row.foodId, fromMilli(row.quantityMilli)]));
    const stateMoved = productIds.some((id) => {
      const shown = menu.everyDish.find((dish) => dish.id === id)?.stock;
      if (!shown?.tracked) return false;
      return stockState(shown) !== stockState({ ...shown, quantity: now.get(id) ?? 0 });
    });
    if (stateMoved) await menuCache.refresh();
    else reloadSoon();
  };
  return stockMoved;
}
