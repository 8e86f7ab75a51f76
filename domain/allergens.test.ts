import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, passesDietFilters } from './allergens.ts';
import { AllergenList, DietaryList } from './food-form.ts';

describe('allergens and dietary tags', () => {
  it('has the 14 EU allergens', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(ALLERGEN_CODES).toEqual(
      expect.arrayContaining([
        'gluten',
        'crustaceans',
        'eggs',
        'fish',
        'peanuts',
        'soybeans',
        'milk',
        'nuts',
        'celery',
        'mustard',
        'sesame',
        'sulphites',
        'lupin',
        'molluscs',
      ]),
    );
  });

  it('takes known codes once each and refuses an unknown one, naming it', () => {
    expect(AllergenList.parse(['milk', 'gluten', 'milk'])).toEqual(['gluten', 'milk']);
    expect(AllergenList.safeParse(['milk', 'shellfish']).error?.issues[0]?.message).toBe(
      `Unknown allergen: shellfish. Use one of ${ALLERGEN_CODES.join(', ')}.`,
    );
    expect(DietaryList.safeParse(['keto']).error?.issues[0]?.message).toMatch(/^Unknown dietary tag: keto\./);
  });

  it('filters "without" allergens and "only" tags', () => {
    const dish = { allergens: ['gluten', 'milk'] as const, dietary: ['vegetarian'] as const };
    expect(
      passesDietFilters({ ...dish, allergens: [...dish.allergens], dietary: [...dish.dietary] }, { without: [], only: ['vegetarian'] }),
    ).toBe(true);
    expect(passesDietFilters({ allergens: ['gluten', 'milk'], dietary: ['vegetarian'] }, { without: ['milk'], only: [] })).toBe(false);
    expect(passesDietFilters({ allergens: [], dietary: ['vegetarian'] }, { without: ['milk'], only: ['vegetarian', 'vegan'] })).toBe(false);
  });
});
