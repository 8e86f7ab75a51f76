import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderLinePicks, orderLines, type OrderLineRow, orders, type OrderRow } from '../../../db/schema/index.ts';
import type { CatalogueProduct, OrderedLine } from '../../../domain/picking/order-lines.ts';
import type { KeptDecision, PickDecision } from '../../../domain/picking/pick-decision.ts';
import type { TaxRules } from '../../../domain/pricing.ts';
import { readOrderContext } from '../orders/read-order-context.ts';
import { keptDecision, orderedLine } from './ordered-lines.ts';

/** An order as picking reads it: its row, its lines as placed and the decisions kept so far. */
export interface OrderToPick {
  order: OrderRow;
  rows: OrderLineRow[];
  lines: OrderedLine[];
  decisions: KeptDecision[];
}

export async function readOrderToPick(db: Database, orderId: string): Promise<OrderToPick | null> {
  const [order, rows, picks] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)).get(),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),
    db.select().from(orderLinePicks).where(eq(orderLinePicks.orderId, orderId)).orderBy(asc(orderLinePicks.position)),
  ]);
  if (!order) return null;
  return { order, rows, lines: rows.map(orderedLine), decisions: picks.map(keptDecision) };
}

/** The catalogue a pick is checked against: products as the order's location sells them now, and the shop's tax rules. */
export interface PickCatalogue {
  products: ReadonlyMap<string, CatalogueProduct>;
  tax: TaxRules;
}

/**
 * The products the decisions send and the customers named, as the order's location sells them now
 * (its prices, its availability): the reading an order placed there makes, so a replacement is
 * judged as a new order of it would be.
 */
export async function readPickCatalogue(
  db: Database,
  pick: Pick<OrderToPick, 'order' | 'lines'>,
  decisions: readonly PickDecision[],
): Promise<PickCatalogue> {
  const named = pick.lines.flatMap((line) => (line.substitution.mode === 'specific' ? [line.substitution.productId] : []));
  const sent = decisions.flatMap((decision) => (decision.productId === undefined ? [] : [decision.productId]));
  const context = await readOrderContext(db, {
    locationId: pick.order.locationId,
    productIds: [...new Set([...named, ...sent])],
    couponCode: null,
    userId: pick.order.userId ?? pick.order.customerEmail,
  });
  const products = new Map<string, CatalogueProduct>();
  for (const [id, dish] of context.dishes)
    products.set(id, {
      id,
      name: dish.name,
      priceCents: dish.priceCents,
      image: dish.image,
      isAvailable: dish.isAvailable,
      categoryId: dish.categoryId,
      category: dish.category,
      taxRate: dish.taxRate,
      stockTracked: dish.stockTracked,
      sale: dish.sale,
    });
  return { products, tax: { mode: pick.order.taxMode, deliveryRate: context.money.tax.deliveryRate } };
}
