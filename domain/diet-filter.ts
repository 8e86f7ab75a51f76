import { ALLERGEN_MESSAGES, DIETARY_MESSAGES, passesDietFilters, type Allergen, type DietaryTag } from './allergens.ts';
import type { Translate } from './i18n/tables.ts';
import { nameList } from './name-list.ts';
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

/**
 * 'Showing dishes only Vegan · without Gluten, Milk.': what the menu says it is
 * showing, written with `t` in `language`; '' with no filter.
 */
export function describeDietFilter(filter: DietFilter, t: Translate, language: string): string {
  const tags = nameList(
    language,
    filter.only.map((tag) => t(DIETARY_MESSAGES[tag])),
  );
  const allergens = nameList(
    language,
    filter.without.map((code) => t(ALLERGEN_MESSAGES[code])),
  );
  if (filter.only.length > 0 && filter.without.length > 0) return t('menu.showingOnlyWithout', { tags, allergens });
  if (filter.only.length > 0) return t('menu.showingOnly', { tags });
  if (filter.without.length > 0) return t('menu.showingWithout', { allergens });
  return '';
}

/** A filter kept in the browser, read back: unknown codes (from an older shop) are dropped. */
export function readDietFilter(value: unknown): DietFilter {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as { without?: unknown; only?: unknown };
  const known = <Code extends string>(list: unknown, codes: Readonly<Record<Code, string>>): Code[] =>
    Array.isArray(list)
      ? (list.filter((code, index) => typeof code === 'string' && code in codes && list.indexOf(code) === index) as Code[])
      : [];
  return { without: known(stored.without, ALLERGEN_MESSAGES), only: known(stored.only, DIETARY_MESSAGES) };
}
