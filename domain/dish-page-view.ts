import { findFood } from './catalogue.ts';
import type { Food } from './food.ts';

/**
 * What a product's page shows as its catalogue loads. Apart from ./dish-page.ts (its breadcrumb),
 * which the admin's category tree shares: the page loads this at once, the breadcrumb only when
 * it draws the product itself.
 */
export type DishView = { kind: 'dish'; food: Food } | { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; message: string };

export interface DishViewInput {
  /** The dish asked for; null while the page has not read it from the address yet. */
  id: string | null;
  /** The catalogue as last received or cached. */
  foods: readonly Food[];
  loading: boolean;
  error: string | null;
}

/**
 * The catalogue's dish once it has it (fresh price and stock), else a spinner while it loads.
 * Once loading has ended the answer is definite: a dish the catalogue lacks is not found, never
 * an endless spinner, and a failed load says why.
 */
export function viewDish({ id, foods, loading, error }: DishViewInput): DishView {
  if (id === '') return { kind: 'not-found' };
  const current = id === null ? undefined : findFood(foods, id);
  if (current) return { kind: 'dish', food: current };
  if (loading || id === null) return { kind: 'loading' };
  if (error !== null) return { kind: 'error', message: error };
  return { kind: 'not-found' };
}
