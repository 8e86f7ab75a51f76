import type { MessageKey } from './i18n/messages/index.ts';

/**
 * The 14 allergens EU food law asks a food business to declare, and the dietary tags customers
 * filter by. Codes are what the API and the database speak; their names are messages, written in
 * the page's language. (The admin's dish form names them in English: ./allergen-labels.ts.)
 */

/** Each allergen's name as a message (domain/i18n/messages/menu.ts). */
export const ALLERGEN_MESSAGES = {
  gluten: 'menu.allergenGluten',
  crustaceans: 'menu.allergenCrustaceans',
  eggs: 'menu.allergenEggs',
  fish: 'menu.allergenFish',
  peanuts: 'menu.allergenPeanuts',
  soybeans: 'menu.allergenSoybeans',
  milk: 'menu.allergenMilk',
  nuts: 'menu.allergenNuts',
  celery: 'menu.allergenCelery',
  mustard: 'menu.allergenMustard',
  sesame: 'menu.allergenSesame',
  sulphites: 'menu.allergenSulphites',
  lupin: 'menu.allergenLupin',
  molluscs: 'menu.allergenMolluscs',
} as const satisfies Readonly<Record<string, MessageKey>>;
export type Allergen = keyof typeof ALLERGEN_MESSAGES;
export const ALLERGEN_CODES = Object.keys(ALLERGEN_MESSAGES) as Allergen[];

/** Each dietary tag's name as a message. */
export const DIETARY_MESSAGES = {
  vegetarian: 'menu.dietVegetarian',
  vegan: 'menu.dietVegan',
  'gluten-free': 'menu.dietGlutenFree',
  halal: 'menu.dietHalal',
  spicy: 'menu.dietSpicy',
} as const satisfies Readonly<Record<string, MessageKey>>;
export type DietaryTag = keyof typeof DIETARY_MESSAGES;
export const DIETARY_CODES = Object.keys(DIETARY_MESSAGES) as DietaryTag[];

/** Whether a dish passes the customer's filters: none of `without`, all of `only`. */
export function passesDietFilters(
  dish: { allergens: readonly Allergen[]; dietary: readonly DietaryTag[] },
  filters: { without: readonly Allergen[]; only: readonly DietaryTag[] },
): boolean {
  return filters.without.every((allergen) => !dish.allergens.includes(allergen)) && filters.only.every((tag) => dish.dietary.includes(tag));
}
