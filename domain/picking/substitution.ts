/**
 * What the customer said may replace a line if its product is out when the order is picked
 * (docs/product/picking.md): "Best match" (the shop chooses, and charges no more than the line
 * would have cost), "This product instead" (the customer names one from the same category, charged
 * at its own price) or "Don't replace — refund it".
 */

export const SUBSTITUTION_MODES = ['best_match', 'specific', 'none'] as const;
export type SubstitutionMode = (typeof SUBSTITUTION_MODES)[number];

/** What an account or a guest's checkout may choose for every line at once: naming a product is per line. */
export const DEFAULT_SUBSTITUTION_MODES = ['best_match', 'none'] as const;
export type DefaultSubstitutionMode = (typeof DEFAULT_SUBSTITUTION_MODES)[number];

export type SubstitutionChoice = { mode: 'best_match' } | { mode: 'specific'; productId: string } | { mode: 'none' };

/**
 * A line the customer chose nothing for (an older client, a restaurant's dish): nothing is put in
 * its place that the customer did not agree to.
 */
export const NO_SUBSTITUTION: SubstitutionChoice = { mode: 'none' };

/** Whether the customer named the product that replaces the line, and so agreed to its price. */
export function namesReplacement(choice: SubstitutionChoice): choice is { mode: 'specific'; productId: string } {
  return choice.mode === 'specific';
}

/**
 * Whether staff are shown an order's choices of replacement: when the customer chose for any of
 * its lines. A restaurant's orders, and orders placed before the choice existed, answer "don't
 * replace" on every line, and their desk cards and slips stay as they were; so does an order whose
 * every line says so, as that is what staff do with a line without a choice.
 */
export function showsSubstitutions(lines: readonly { substitution?: { mode: SubstitutionMode } | undefined }[]): boolean {
  return lines.some((line) => line.substitution !== undefined && line.substitution.mode !== 'none');
}
