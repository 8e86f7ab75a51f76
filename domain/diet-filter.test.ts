import { describe, expect, it } from 'vitest';
import { describeDietFilter, dietFilterCount, filterByDiet, NO_DIET_FILTER, readDietFilter } from './diet-filter.ts';
import type { Food } from './food.ts';
import { translator } from './i18n/tables.ts';

const dish = (id: string, allergens: Food['allergens'], dietary: Food['dietary']) =>
  ({ _id: id, id, allergens, dietary }) as unknown as Food;
const menu = [
  dish('korma', ['milk', 'nuts'], ['halal', 'vegetarian']),
  dish('dal', [], ['vegan', 'vegetarian']),
  dish('wings', ['celery'], ['spicy']),
];

describe('the diet filter', () => {
  it('keeps dishes with every tag asked for and none of the allergens left out', () => {
    expect(filterByDiet(menu, NO_DIET_FILTER)).toEqual(menu);
    expect(filterByDiet(menu, { only: ['vegetarian'], without: [] }).map((food) => food.id)).toEqual(['korma', 'dal']);
    expect(filterByDiet(menu, { only: ['vegetarian'], without: ['milk'] }).map((food) => food.id)).toEqual(['dal']);
    expect(filterByDiet(menu, { only: [], without: ['celery', 'nuts'] }).map((food) => food.id)).toEqual(['dal']);
  });

  it('says what it shows, counts its choices, and reads back only known codes, each once', () => {
    const filter = { only: ['vegan' as const], without: ['gluten' as const, 'milk' as const] };
    expect(describeDietFilter(filter, translator('en'), 'en')).toBe('Showing dishes only Vegan · without Gluten, Milk.');
    expect(describeDietFilter({ only: [], without: ['gluten', 'milk', 'eggs'] }, translator('it'), 'it')).toBe(
      'Sono mostrati i piatti senza Glutine, Latte e Uova.',
    );
    expect(describeDietFilter(NO_DIET_FILTER, translator('en'), 'en')).toBe('');
    expect(dietFilterCount(filter)).toBe(3);
    expect(readDietFilter(JSON.parse(JSON.stringify(filter)))).toEqual(filter);
    expect(readDietFilter({ only: ['vegan', 'vegan', 'paleo', 3], without: 'milk' })).toEqual({ only: ['vegan'], without: [] });
    expect(readDietFilter(null)).toEqual(NO_DIET_FILTER);
  });
});
