import type { HandOverType } from '../fulfilment/settings.ts';
import type { WeightUnit } from '../sale-quantity.ts';
import type { Settlement } from './settlement.ts';

/**
 * What one change of a placed order was, as its history keeps it (order_status_history.detail) and
 * the desk, the tracking page and the mail word it (./change-text.ts): who changed it is the
 * history line's. Plain data: it is stored as JSON and answered as it is.
 */

/** A line as a change compares it: its dish, its choices' names, how much (items, or a weight in `unit`). */
export interface ComparedLine {
  productId: string;
  name: string;
  quantity: number;
  unit: WeightUnit | null;
  /** The options' ids, which tell two lines of one dish apart, and their names, which are read. */
  optionIds: readonly string[];
  options: readonly string[];
}

/** One thing a change did to the order. */
export type OrderDifference =
  | { kind: 'added'; name: string; quantity: number; unit: WeightUnit | null; options: string[] }
  | { kind: 'removed'; name: string; quantity: number; unit: WeightUnit | null; options: string[] }
  | { kind: 'quantity'; name: string; from: number; to: number; unit: WeightUnit | null }
  | { kind: 'options'; name: string; from: string[]; to: string[] }
  /** How and when it is handed over: `slotStart` null for as soon as possible (ISO 8601 otherwise). */
  | {
      kind: 'hand_over';
      from: { type: HandOverType; slotStart: string | null };
      to: { type: HandOverType; slotStart: string | null };
    }
  | { kind: 'address'; to: string }
  | { kind: 'notes'; to: string };

export interface ChangeRecord {
  /** Why staff changed it, as they wrote it (1 to 200 characters). */
  reason: string;
  differences: OrderDifference[];
  previousTotalCents: number;
  totalCents: number;
  settlement: Settlement;
  /** What went back to the card ('refunded') or is asked ('payment_link', 'collect_extra_on_hand_over'); 0 otherwise. */
  amountCents: number;
}
