import { DEFAULT_CARD_HOLD_MARGIN_PERCENT } from './hold-margin.ts';
import type { OrderedLine } from './order-lines.ts';
import { namesReplacement } from './substitution.ts';

/**
 * A card on an order whose amount may change is held (authorised) for more than the estimate and
 * charged (captured) once the order is picked (docs/product/picking.md). The margin is the owner's;
 * a final above what the card holds captures what it holds, and the owner is told the rest.
 */

/** The margin over the estimate a card is held for when the owner has set none, in percent (Settings; ./hold-margin.ts). */
export const DEFAULT_AUTHORIZATION_MARGIN_PERCENT = DEFAULT_CARD_HOLD_MARGIN_PERCENT;

/**
 * Whether picking may raise the order's amount: a line sold by weight may weigh more, a named
 * replacement is charged at its own price. Any other order can only come down (a line missing,
 * fewer items, a best match at no more than its line), so its card is held for the estimate alone.
 */
export function mayCostMore(lines: readonly Pick<OrderedLine, 'weightMilli' | 'substitution'>[]): boolean {
  return lines.some((line) => line.weightMilli !== null || namesReplacement(line.substitution));
}

/** What to hold on the card: the estimate and `marginPercent` of it, to the minor unit, half up. */
export function authorizedAmount(estimateCents: number, marginPercent: number = DEFAULT_AUTHORIZATION_MARGIN_PERCENT): number {
  // In thousandths of a percent and integers, so a margin such as 12.5 rounds exactly.
  const margin = Math.round(Math.max(0, marginPercent) * 1000);
  return estimateCents + Math.floor((2 * estimateCents * margin + 100_000) / 200_000);
}

export interface Capture {
  /** What to charge: the final amount, or what the card holds when the final is above it. */
  amountCents: number;
  /** The final was above what the card holds: the owner is told, and collects `shortCents` another way. */
  over: boolean;
  shortCents: number;
}

export function captureAmount(finalCents: number, authorizedCents: number): Capture {
  const shortCents = Math.max(0, finalCents - authorizedCents);
  return { amountCents: Math.min(finalCents, authorizedCents), over: shortCents > 0, shortCents };
}
