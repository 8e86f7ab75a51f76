/**
 * What a product's stock means to a customer, from the `stock` every menu answer carries. Apart
 * from ./stock.ts, whose schemas bring zod: the menu's cards and the cart, which every shop page
 * loads, read these.
 */

/** A product's stock as answers carry it: null quantities when it is not tracked. */
export interface Stock {
  tracked: boolean;
  quantity: number | null;
  lowAt: number | null;
}

export const UNTRACKED: Stock = { tracked: false, quantity: null, lowAt: null };

/** 'out': none left; 'low': at or below its low mark; 'in': more; 'untracked': no count kept. */
export type StockState = 'untracked' | 'in' | 'low' | 'out';

export function stockState(stock: Stock): StockState {
  if (!stock.tracked || stock.quantity === null) return 'untracked';
  if (stock.quantity <= 0) return 'out';
  return stock.quantity <= (stock.lowAt ?? 0) ? 'low' : 'in';
}

/** How many are left (0 or more), or undefined when no count is kept and it never runs out. */
export function stockLeft(stock: Stock | undefined): number | undefined {
  if (!stock?.tracked || stock.quantity === null) return undefined;
  return Math.max(0, stock.quantity);
}

/** What "Only 3 left" says on a card and a product's page: how many, while its stock is low; else null. */
export function lowStockLeft(food: { stock?: Stock | undefined }): number | null {
  return food.stock && stockState(food.stock) === 'low' ? (stockLeft(food.stock) ?? null) : null;
}

/** Whether a customer can order it now: on sale, and in stock when its stock is tracked. */
export function canBeOrdered(food: { isAvailable: boolean; stock: Stock }): boolean {
  return food.isAvailable && stockState(food.stock) !== 'out';
}

/** A dish as customers are answered it: not available once its tracked stock has run out. */
export function forCustomers<Dish extends { isAvailable: boolean; stock: Stock }>(dish: Dish): Dish {
  return dish.isAvailable && !canBeOrdered(dish) ? { ...dish, isAvailable: false } : dish;
}
