import type { MessageKey } from './i18n/messages/index.ts';

/**
 * The 14 allergens EU food law asks a food business to declare, and the dietary tags customers
 * filter by. Codes are what the API and the database speak; labels are what people read.
 * The English labels serve the admin's dish form until its words are messages; the storefront
 * writes the names from ALLERGEN_MESSAGES and DIETARY_MESSAGES, in the page's language.
 */
export const ALLERGENS = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soya',
  milk: 'Milk',
  nuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
} as const;
export type Allergen = keyof typeof ALLERGENS;
export const ALLERGEN_CODES = Object.keys(ALLERGENS) as Allergen[];

export const DIETARY_TAGS = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  halal: 'Halal',
  spicy: 'Spicy',
} as const;
export type DietaryTag = keyof typeof DIETARY_TAGS;
export const DIETARY_CODES = Object.keys(DIETARY_TAGS) as DietaryTag[];

/** Each allergen's name as a message (domain/i18n/messages/menu.ts). */
export const ALLERGEN_MESSAGES: Readonly<Record<Allergen, MessageKey>> = {
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
};

/** Each dietary tag's name as a message. */
export const DIETARY_MESSAGES: Readonly<Record<DietaryTag, MessageKey>> = {
  vegetarian: 'menu.dietVegetarian',
  vegan: 'menu.dietVegan',
  'gluten-free': 'menu.dietGlutenFree',
  halal: 'menu.dietHalal',
  spicy: 'menu.dietSpicy',
};

/** Whether a dish passes the customer's filters: none of `without`, all of `only`. */
export function passesDietFilters(
  dish: { allergens: readonly Allergen[]; dietary: readonly DietaryTag[] },
  filters: { without: readonly Allergen[]; only: readonly DietaryTag[] },
): boolean {
  return filters.without.every((allergen) => !dish.allergens.includes(allergen)) && filters.only.every((tag) => dish.dietary.includes(tag));
}
