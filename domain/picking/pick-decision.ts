import type { WeightUnit } from '../sale-quantity.ts';
import type { CatalogueProduct, OrderedLine } from './order-lines.ts';
import type { ReplacementWait } from './replacement-approval.ts';

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

/**
 * A decision as kept (order_line_picks): a replacement the customer is asked about keeps its wait
 * and what was offered (./replacement-approval.ts).
 */
export interface KeptDecision extends PickDecision {
  wait?: ReplacementWait | undefined;
  offered?: OfferedReplacement | undefined;
}

/** A replacement as it was offered to the customer: its name, and how much of it (items, or a weight in `unit`). */
export interface OfferedReplacement {
  name: string;
  quantity: number;
  unit: WeightUnit | null;
}

/** A decision checked against its line (./check-decisions.ts): what the final line is priced from. */
export type CheckedPick =
  | { status: 'picked'; line: OrderedLine; quantity: number }
  | { status: 'replaced'; line: OrderedLine; product: CatalogueProduct; quantity: number }
  | {
      status: 'missing';
      line: OrderedLine;
      /** Missing because the customer declined the replacement offered, or did not answer in time. */
      unapproved?: { answer: 'declined' | 'expired'; offered: OfferedReplacement } | undefined;
    };

/** The decisions kept so far with the new ones laid over them, one per line, in the order's order. */
export function withDecisions<Decision extends PickDecision>(kept: readonly Decision[], incoming: readonly Decision[]): Decision[] {
  const byLine = new Map<number, Decision>();
  for (const decision of [...kept, ...incoming]) byLine.set(decision.index, decision);
  return [...byLine.values()].sort((a, b) => a.index - b.index);
}
