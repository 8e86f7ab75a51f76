import { type CartLine, cartLineKey, lineRule } from './cart.ts';
import type { DefaultSubstitutionMode, SubstitutionChoice } from './picking/substitution.ts';

/**
 * What the cart keeps of each line's choice of replacement (docs/product/picking.md, "What the
 * customer sees"): the choice, with the named product's name to show it. Apart from domain/cart.ts,
 * which every page loads: only the cart and the checkout need this.
 */
export type CartSubstitution = { mode: 'best_match' } | { mode: 'none' } | { mode: 'specific'; productId: string; name: string };

/** The lines' own choices by their key (cartLineKey); a line without one follows the default. */
export type LineSubstitutions = Readonly<Record<string, CartSubstitution>>;

/**
 * Whether the cart offers a choice of replacement for the line: its product may run short when the
 * order is picked because the shop counts its stock, or it is weighed. A restaurant's dishes are
 * neither, so its cart is as it was.
 */
export function offersReplacement(line: Pick<CartLine, 'left' | 'sale'>): boolean {
  return line.left !== undefined || lineRule(line).unit !== null;
}

/** The line's choice: its own, or the default (the account's, or the one a guest picks at checkout). */
export function lineSubstitution(line: CartLine, chosen: LineSubstitutions, fallback: DefaultSubstitutionMode): CartSubstitution {
  return chosen[cartLineKey(line)] ?? { mode: fallback };
}

/** A line's choice as POST /api/orders takes it; none for a line the cart offers no choice for. */
export function orderedSubstitution(
  line: CartLine,
  chosen: LineSubstitutions,
  fallback: DefaultSubstitutionMode,
): SubstitutionChoice | undefined {
  if (!offersReplacement(line)) return undefined;
  const choice = lineSubstitution(line, chosen, fallback);
  return choice.mode === 'specific' ? { mode: 'specific', productId: choice.productId } : choice;
}

/**
 * Whether the checkout's total is an estimate: a line is weighed, or may be replaced by something
 * at another price (docs/product/picking.md, "How the final amount is settled").
 */
export function totalIsEstimate(lines: readonly CartLine[], chosen: LineSubstitutions, fallback: DefaultSubstitutionMode): boolean {
  return lines.some(
    (line) => lineRule(line).unit !== null || (offersReplacement(line) && lineSubstitution(line, chosen, fallback).mode !== 'none'),
  );
}

/** Reads the choices kept in the browser, dropping anything that is not one. */
export function parseStoredSubstitutions(value: unknown): Record<string, CartSubstitution> {
  if (typeof value !== 'object' || value === null) return {};
  const kept: Record<string, CartSubstitution> = {};
  for (const [key, stored] of Object.entries(value as Record<string, unknown>)) {
    const choice = stored as Record<string, unknown> | null;
    if (choice?.mode === 'best_match' || choice?.mode === 'none') kept[key] = { mode: choice.mode };
    else if (choice?.mode === 'specific' && typeof choice.productId === 'string' && typeof choice.name === 'string')
      kept[key] = { mode: 'specific', productId: choice.productId, name: choice.name };
  }
  return kept;
}

/** How many suggestions the cart's chooser offers for "This product instead". */
export const SUGGESTIONS_SHOWN = 8;

/**
 * The products the chooser suggests in place of a line's product: others of its category on sale
 * now (what POST /api/orders accepts, domain/picking/check-substitution.ts), in the menu's order.
 */
export function replacementSuggestions<Product extends { _id: string; isAvailable: boolean }>(
  products: readonly Product[],
  productId: string,
): Product[] {
  return products.filter((product) => product._id !== productId && product.isAvailable).slice(0, SUGGESTIONS_SHOWN);
}
