import type { FoodAnswer } from './contracts/menu.ts';

/**
 * A dish as the API speaks it (the menu's fields, price in dollars, `_id` and `id` equal): the
 * answer schema of ./contracts/menu.ts, named by its parts for the code that reads one.
 */
export type Food = FoodAnswer;
/** A group of options; the same group (same id) may be offered by many dishes. */
export type FoodOptionGroup = Food['optionGroups'][number];
/** An option as the API speaks it: its price change in dollars (≥ 0). */
export type FoodOption = FoodOptionGroup['options'][number];

/** A group with a minimum of 1 or more: the dish cannot be ordered without a choice from it. */
export function isRequired(group: Pick<FoodOptionGroup, 'minSelect'>): boolean {
  return group.minSelect > 0;
}

/**
 * Whether the customer must choose before the dish can go in the cart (its menu card sends them
 * to the dish page). Here rather than in menu-options.ts: every menu card asks, and this module
 * is in the code every shop page loads.
 */
export function needsChoosing(groups: readonly Pick<FoodOptionGroup, 'minSelect'>[] | undefined): boolean {
  return (groups ?? []).some(isRequired);
}

/** Shown wherever a dish has no image or its image fails to load (shipped with the site). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export function isFood(value: unknown): value is Food {
  if (typeof value !== 'object' || value === null) return false;
  const food = value as Record<string, unknown>;
  return (
    typeof food._id === 'string' &&
    typeof food.name === 'string' &&
    typeof food.category === 'string' &&
    typeof food.price === 'number' &&
    typeof food.isAvailable === 'boolean'
  );
}
