import type { SubstitutionChoice } from './substitution.ts';

/** A product that might go in a line's place, as the Picking screen offers it. */
export interface ReplacementCandidate {
  id: string;
  name: string;
  categoryId: string;
  /** One item, or the price per unit of weight. */
  priceCents: number;
  isAvailable: boolean;
  /** Counted stock at the order's location (thousandths); null when its stock is not counted. */
  stockLeftMilli: number | null;
}

/** How many products the Picking screen suggests for a best match. */
export const BEST_MATCH_SUGGESTIONS = 6;

/**
 * What staff are offered to send instead of a line's product (docs/product/picking.md): nothing
 * where the customer said not to replace it; the product they named, when it can be sent; for a
 * best match, products of the same category on sale and not counted out, the nearest in price first
 * (the customer expects a like-for-like), then by name.
 */
export function replacementSuggestions<C extends ReplacementCandidate>(
  line: { foodId: string; categoryId: string | null; priceCents: number; substitution: SubstitutionChoice },
  candidates: readonly C[],
  limit = BEST_MATCH_SUGGESTIONS,
): C[] {
  const { substitution } = line;
  if (substitution.mode === 'none') return [];
  const sendable = (candidate: C) =>
    candidate.id !== line.foodId && candidate.isAvailable && (candidate.stockLeftMilli === null || candidate.stockLeftMilli > 0);
  if (substitution.mode === 'specific')
    return candidates.filter((candidate) => candidate.id === substitution.productId && sendable(candidate));
  if (line.categoryId === null) return [];
  const distance = (candidate: C) => Math.abs(candidate.priceCents - line.priceCents);
  return candidates
    .filter((candidate) => candidate.categoryId === line.categoryId && sendable(candidate))
    .sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
