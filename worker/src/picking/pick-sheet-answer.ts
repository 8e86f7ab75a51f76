import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { categories, foods } from '../../../db/schema/index.ts';
import { categoryPathLabel } from '../../../domain/category-tree.ts';
import type { PickSheet, PickSheetProduct } from '../../../domain/contracts/pick-sheet.ts';
import { centsToDollars, dollarsToCents } from '../../../domain/money.ts';
import { aisleOrder } from '../../../domain/picking/aisle-order.ts';
import { replacementSuggestions } from '../../../domain/picking/replacement-suggestions.ts';
import { fromMilli } from '../../../domain/stock.ts';
import type { SubstitutionChoice } from '../../../domain/picking/substitution.ts';
import { currencyOf } from '../orders/answer.ts';
import { loadOrder, orderNotFound } from '../orders/load-orders.ts';
import { readOrderContext } from '../orders/read-order-context.ts';
import { done, type Outcome } from '../outcome.ts';

/**
 * GET /api/orders/{id}/pick: what the Picking screen and the printed picking list show. The lines
 * as the customer ordered them, in aisle order, each with its product as the order's location sells
 * it now (price, stock left, barcode) and what may be sent in its place.
 */
export async function readPickSheet(db: Database, orderId: string): Promise<Outcome<PickSheet>> {
  const order = await loadOrder(db, orderId);
  if (!order) return orderNotFound();
  const currency = currencyOf(order.currency);
  const ownIds = order.products.map((line) => line.productId);
  const named = order.products.flatMap((line) =>
    line.substitution.mode === 'specific' && line.substitution.productId ? [line.substitution.productId] : [],
  );
  const [own, allCategories] = await Promise.all([
    db
      .select({ id: foods.id, categoryId: foods.categoryId })
      .from(foods)
      .where(inArray(foods.id, [...ownIds, ...named])),
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId, position: categories.position }).from(categories),
  ]);
  const categoryOf = new Map(own.map((row) => [row.id, row.categoryId]));
  // A best match is looked for among the products of the line's category.
  const matchedCategories = [
    ...new Set(order.products.flatMap((line) => (line.substitution.mode === 'best_match' ? [categoryOf.get(line.productId) ?? null] : []))),
  ].filter((id): id is string => id !== null);
  const kin =
    matchedCategories.length === 0 ? [] : await db.select({ id: foods.id }).from(foods).where(inArray(foods.categoryId, matchedCategories));
  const productIds = [...new Set([...ownIds, ...named, ...kin.map((row) => row.id)])];
  const [context, codes] = await Promise.all([
    readOrderContext(db, { locationId: order.locationId, productIds, couponCode: null, userId: order.userId ?? order.customerEmail }),
    db.select({ id: foods.id, barcode: foods.barcode, sku: foods.sku }).from(foods).where(inArray(foods.id, productIds)),
  ]);
  const codeOf = new Map(codes.map((row) => [row.id, row]));
  const stockLeftMilli = (id: string, tracked: boolean) => (tracked ? (context.stockMilli.get(id) ?? 0) : null);
  const candidates = [...context.dishes.values()].map((dish) => ({
    ...dish,
    stockLeftMilli: stockLeftMilli(dish.id, dish.stockTracked),
  }));
  const sheetProduct = (id: string): PickSheetProduct | null => {
    const dish = context.dishes.get(id);
    if (!dish) return null;
    const left = stockLeftMilli(id, dish.stockTracked);
    return {
      productId: id,
      name: dish.name,
      price: centsToDollars(dish.priceCents, currency),
      image: dish.image,
      soldBy: dish.sale.soldBy,
      unit: dish.sale.unit,
      quantityStep: dish.sale.quantityStep,
      minQuantity: dish.sale.minQuantity,
      maxQuantity: dish.sale.maxQuantity,
      barcode: codeOf.get(id)?.barcode ?? null,
      sku: codeOf.get(id)?.sku ?? null,
      stockLeft: left === null ? null : fromMilli(left),
      isAvailable: dish.isAvailable,
    };
  };
  const categoryById = new Map(allCategories.map((category) => [category.id, category]));
  const lines = order.products.map((line, index) => {
    const categoryId = categoryOf.get(line.productId) ?? null;
    const substitution: SubstitutionChoice =
      line.substitution.mode === 'specific' && line.substitution.productId
        ? { mode: 'specific', productId: line.substitution.productId }
        : { mode: line.substitution.mode === 'best_match' ? 'best_match' : 'none' };
    const suggestions = replacementSuggestions(
      { foodId: line.productId, categoryId, priceCents: dollarsToCents(line.price, currency), substitution },
      candidates,
    );
    const category = categoryId === null ? undefined : categoryById.get(categoryId);
    return {
      index,
      categoryId,
      name: line.name,
      aisle: category ? categoryPathLabel(category, categoryById) : '',
      product: sheetProduct(line.productId),
      suggestions: suggestions.flatMap((candidate) => sheetProduct(candidate.id) ?? []),
    };
  });
  return done({
    order,
    lines: aisleOrder(lines, allCategories).map(({ index, aisle, product, suggestions }) => ({ index, aisle, product, suggestions })),
  });
}
