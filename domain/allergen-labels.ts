import type { Allergen, DietaryTag } from './allergens.ts';

/**
 * The allergens' and dietary tags' English names, for the admin's dish form until its words are
 * messages. Apart from ./allergens.ts, which the menu loads on every shop page: the storefront
 * writes the names from their messages, in the page's language.
 */
export const ALLERGENS: Readonly<Record<Allergen, string>> = {
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
};

export const DIETARY_TAGS: Readonly<Record<DietaryTag, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  halal: 'Halal',
  spicy: 'Spicy',
};
