import { ALLERGENS, DIETARY_TAGS, passesDietFilters, type Allergen, type DietaryTag } from './allergens.ts';
import type { Food } from './food.ts';

/**
 * What a customer with a diet or an allergy asks the menu for: dishes without these allergens,
 * and only dishes with these tags. Kept in the browser, so the menu remembers it.
 */
export interface DietFilter {
  without: Allergen[];
  only: DietaryTag[];
}

export const NO_DIET_FILTER: DietFilter = { without: [], only: [] };

export function filterByDiet(foods: readonly Food[], filter: DietFilter): Food[] {
  if (dietFilterCount(filter) === 0) return [...foods];
  return foods.filter((food) => passesDietFilters({ allergens: food.allergens ?? [], dietary: food.dietary ?? [] }, filter));
}

export function dietFilterCount(filter: DietFilter): number {
  return filter.without.length + filter.only.length;
}

/** 'only Vegan · without Gluten, Milk': what the menu says it is showing. */
export function describeDietFilter(filter: DietFilter): string {
  const parts: string[] = [];
  if (filter.only.length > 0) parts.push(`only ${filter.only.map((tag) => DIETARY_TAGS[tag]).join(', ')}`);
  if (filter.without.length > 0) parts.push(`without ${filter.without.map((code) => ALLERGENS[code]).join(', ')}`);
  return parts.join(' · ');
}

/** A filter kept in the browser, read back: unknown codes (from an older shop) are dropped. */
export function readDietFilter(value: unknown): DietFilter {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as { without?: unknown; only?: unknown };
  const known = <Code extends string>(list: unknown, codes: Readonly<Record<Code, string>>): Code[] =>
    Array.isArray(list)
      ? (list.filter((code, index) => typeof code === 'string' && code in codes && list.indexOf(code) === index) as Code[])
      : [];
  return { without: known(stored.without, ALLERGENS), only: known(stored.only, DIETARY_TAGS) };
}
