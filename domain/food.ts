import type { Allergen, DietaryTag } from './allergens.ts';

/** A dish as the API speaks it: the menu's fields, price in dollars, `_id` and `id` equal. */
export interface Food {
  _id: string;
  id: string;
  name: string;
  /** The name of its category (domain/categories.ts), as the owner spells it. */
  category: string;
  /** Its category's id. */
  categoryId: string;
  price: number;
  image: string;
  description: string;
  isAvailable: boolean;
  /** What the dish contains of the 14 declared allergens (codes, sorted). */
  allergens: Allergen[];
  /** Dietary tags that hold for the dish (codes, sorted). */
  dietary: DietaryTag[];
  /** The choices the customer makes for it, in order ("Size — choose 1", "Extras — up to 3"). */
  optionGroups: FoodOptionGroup[];
  /** Its category's tax rate, percent (0 for none); absent from menus written before tax. */
  taxRate?: number;
}

/** An option as the API speaks it: its price change in dollars (≥ 0). */
export interface FoodOption {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
}

/** A group of options; the same group (same id) may be offered by many dishes. */
export interface FoodOptionGroup {
  id: string;
  name: string;
  minSelect: number;
  maxSelect: number;
  options: FoodOption[];
}

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
