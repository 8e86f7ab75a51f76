import type { OrderLineRow } from '../../../db/schema/index.ts';
import type { OrderedLine, StoredLine } from '../../../domain/picking/order-lines.ts';
import type { KeptDecision } from '../../../domain/picking/pick-decision.ts';
import { NO_SUBSTITUTION, type SubstitutionChoice } from '../../../domain/picking/substitution.ts';
import { fromMilli } from '../../../domain/thousandths.ts';
import type { OrderPickFields } from './picked-answer.ts';

/**
 * An order's rows in the shapes the picking rules take (domain/picking/order-lines.ts,
 * pick-decision.ts).
 */

/**
 * What the customer said may replace a line: a line stored without a choice (placed before
 * orders kept one, or a restaurant's dish) is not replaced.
 */
export function substitutionOf(row: Pick<OrderLineRow, 'substitutionMode' | 'substitutionProductId'>): SubstitutionChoice {
  if (row.substitutionMode === 'best_match') return { mode: 'best_match' };
  if (row.substitutionMode === 'specific' && row.substitutionProductId) return { mode: 'specific', productId: row.substitutionProductId };
  return NO_SUBSTITUTION;
}

export function storedLine(row: OrderLineRow): StoredLine {
  return {
    position: row.position,
    foodId: row.foodId,
    name: row.name,
    priceCents: row.priceCents,
    quantity: row.quantity,
    image: row.image,
    options: row.options,
    category: row.category,
    taxRate: row.taxRate,
    stockTakenMilli: row.stockTakenMilli,
    weightMilli: row.weightMilli,
    weightUnit: row.weightUnit,
    unitPriceCents: row.unitPriceCents,
  };
}

export function orderedLine(row: OrderLineRow): OrderedLine {
  return { ...storedLine(row), substitution: substitutionOf(row) };
}

/**
 * A decision as kept: its quantity was resolved when it was taken, so it is checked again the
 * same; a replacement the customer is asked about carries its wait and what was offered.
 */
export function keptDecision(pick: OrderPickFields): KeptDecision {
  const quantity = pick.quantityMilli === null ? undefined : fromMilli(pick.quantityMilli);
  const decision = { index: pick.position, status: pick.status, quantity, productId: pick.productId ?? undefined };
  if (!pick.approvalUntil) return decision;
  return {
    ...decision,
    wait: { until: pick.approvalUntil.getTime(), answer: pick.approvalAnswer },
    offered: { name: pick.productName ?? pick.productId ?? '', quantity: quantity ?? 0, unit: pick.productUnit ?? null },
  };
}
