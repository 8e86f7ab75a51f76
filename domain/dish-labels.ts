import { ALLERGEN_MESSAGES, DIETARY_MESSAGES, type Allergen, type DietaryTag } from './allergens.ts';
import type { Translate } from './i18n/tables.ts';
import { nameList } from './name-list.ts';

/**
 * What a dish card and a dish page say about diets and allergens: a badge per dietary tag and
 * one line naming the allergens ('Contains: Gluten, Milk'). The server's HTML and the islands
 * write the same words and icons from here. Both lists are optional on the way in: a menu kept
 * offline from before dishes had them still shows.
 */
export interface DishLabels {
  tags: { code: DietaryTag; label: string; icon: string }[];
  /** 'Contains: Gluten, Milk', or null when the dish declares none. */
  contains: string | null;
}

/** The labels written with `t` in `language`: the page's on a page, the served page's on a server. */
export function dishLabels(
  dish: { allergens?: readonly Allergen[]; dietary?: readonly DietaryTag[] },
  t: Translate,
  language: string,
): DishLabels {
  const tags = (dish.dietary ?? [])
    .filter((code) => code in DIETARY_MESSAGES)
    .map((code) => ({ code, label: t(DIETARY_MESSAGES[code]), icon: DIETARY_ICONS[code] }));
  const allergens = (dish.allergens ?? []).filter((code) => code in ALLERGEN_MESSAGES).map((code) => t(ALLERGEN_MESSAGES[code]));
  return { tags, contains: allergens.length > 0 ? t('menu.contains', { allergens: nameList(language, allergens) }) : null };
}

/**
 * The classes both writers use, so the islands take over the served HTML without a shift
 * (defined in site/src/styles/global.css; the icon's stroke is styled there too).
 */
export const DISH_LABEL_CLASSES = {
  tags: 'dish-tags',
  tag: 'dish-tag',
  contains: 'dish-contains',
  icon: 'dish-icon',
} as const;

/** Path data of 24×24 stroked icons (round caps and joins), shown beside each label, never alone. */
const LEAF = 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15zM5 19l7-7';
export const DIETARY_ICONS: Record<DietaryTag, string> = {
  vegetarian: LEAF,
  vegan: `${LEAF}M9 4.5a3 3 0 0 1 3 3`,
  'gluten-free':
    'M12 21V9M12 9c-2-1-3-3-3-5 2 0 3 1.5 3 3.5M12 9c2-1 3-3 3-5-2 0-3 1.5-3 3.5M12 14c-2-1-3-3-3-4.5M12 14c2-1 3-3 3-4.5M4 4l16 16',
  halal: 'M15 4a8 8 0 1 0 5 12.5A7 7 0 0 1 15 4zM17 8l.6 1.6 1.7.1-1.3 1.1.4 1.7-1.4-.9-1.4.9.4-1.7-1.3-1.1 1.7-.1z',
  spicy: 'M12 21c-4 0-7-3-7-7 0-5 5-7 5-12 3 2 4 5 4 7 1-1 2-2 2-4 2 2 3 5 3 9 0 4-3 7-7 7z',
};
/** A warning triangle, before the allergens' line. */
export const ALLERGEN_ICON = 'M12 3 2 20h20L12 3zM12 10v4M12 17.5v.5';
