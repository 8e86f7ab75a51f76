import type { CatalogueProduct, OrderedLine } from './order-lines.ts';

/**
 * What staff decide for each line while picking (POST /api/orders/{id}/pick): picked (so many
 * items, or the weight the scale shows), replaced by another product, or missing. Decisions come
 * a few lines at a time; a later one for a line replaces the earlier.
 */

export const PICK_STATUSES = ['picked', 'replaced', 'missing'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];

/** One line's decision as sent. */
export interface PickDecision {
  /** The line's place in the order, from 0. */
  index: number;
  status: PickStatus;
  /** Picked or replaced: items, or a weight in the product's unit. */
  quantity?: number | undefined;
  /** Replaced: the product sent instead. */
  productId?: string | undefined;
}

/** A decision checked against its line (./check-decisions.ts): what the final line is priced from. */
export type CheckedPick =
  | { status: 'picked'; line: OrderedLine; quantity: number }
  | { status: 'replaced'; line: OrderedLine; product: CatalogueProduct; quantity: number }
  | { status: 'missing'; line: OrderedLine };

/** The decisions kept so far with the new ones laid over them, one per line, in the order's order. */
export function withDecisions(kept: readonly PickDecision[], incoming: readonly PickDecision[]): PickDecision[] {
  const byLine = new Map<number, PickDecision>();
  for (const decision of [...kept, ...incoming]) byLine.set(decision.index, decision);
  return [...byLine.values()].sort((a, b) => a.index - b.index);
}
