import type { CartLine } from '../cart.ts';
import { lineRule } from '../cart.ts';
import { type LineSubstitutions, lineSubstitution, offersReplacement } from '../cart-substitution.ts';
import { authorizedAmount } from './card-capture.ts';
import type { DefaultSubstitutionMode } from './substitution.ts';

/**
 * What a card paying for the cart is held for (docs/product/picking.md, "Cards: hold, then
 * charge"): the shop picks the order (a line is weighed or its stock counted), so the card is
 * charged the final amount once it is picked; until then it holds the estimate, and the owner's
 * margin too where picking may raise it (a line weighed, or a product named to replace one), as
 * the server holds it (./card-hold.ts, holdAmount). Null when the order is charged at once.
 */
export function cartCardHold(
  lines: readonly CartLine[],
  chosen: LineSubstitutions,
  fallback: DefaultSubstitutionMode,
  estimate: { totalCents: number; marginPercent: number },
): { amountCents: number; marginPercent: number } | null {
  if (!lines.some(offersReplacement)) return null;
  const dearer = lines.some(
    (line) => lineRule(line).unit !== null || (offersReplacement(line) && lineSubstitution(line, chosen, fallback).mode === 'specific'),
  );
  const marginPercent = dearer ? estimate.marginPercent : 0;
  return { amountCents: authorizedAmount(estimate.totalCents, marginPercent), marginPercent };
}
