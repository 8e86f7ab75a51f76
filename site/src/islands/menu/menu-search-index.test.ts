import { describe, expect, it } from 'vitest';
import { seedFoods } from '../../../../db/seed/foods.ts';
import { seedOptionGroups } from '../../../../db/seed/option-groups.ts';
import type { Food } from '../../../../domain/food.ts';
import { applySearch, normaliseQuery } from '../../../../domain/menu-search.ts';
import { searchDocument, searchDocumentOf, searchIndexEntry } from '../../../../domain/search-document.ts';
import { buildMenuIndex, buildSearchIndex } from './menu-search-index.ts';

/** The demo menu as the API speaks it, enough for the search. */
const foods = seedFoods.map((seed) => ({
  _id: seed.id,
  id: seed.id,
  name: seed.name,
  description: seed.description,
  category: seed.category,
  optionGroups: seedOptionGroups
    .filter((group) => group.dishes.includes(seed.id))
    .map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, price: option.priceCents / 100 })) })),
})) as unknown as Food[];
const search = buildMenuIndex(foods);

describe('the menu search', () => {
  it('finds by name, description, category and option, forgiving one slip and accents', () => {
    expect(search('tandori')).toEqual(['tandoori-chicken']);
    expect(search('piza')[0]).toBe('margherita-pizza');
    expect(search('jalapenos').sort()).toEqual(['bbq-chicken-pizza', 'margherita-pizza', 'pepperoni-pizza', 'veggie-supreme-pizza']);
    expect(search('sushi')).toHaveLength(4);
    // Every word must match.
    expect(search('spicy tuna')).toEqual(['spicy-tuna-roll']);
    expect(search('zzz')).toEqual([]);
  });

  it('narrows the menu to the hits, best first; no search keeps the menu as it is', () => {
    expect(applySearch(foods, ['salmon-nigiri', 'veg-thali', 'gone']).map((food) => food.id)).toEqual(['salmon-nigiri', 'veg-thali']);
    expect(applySearch(foods, null)).toEqual(foods);
    expect(normaliseQuery('  butter   chicken ')).toBe('butter chicken');
    expect(searchDocument(foods[0]!).options).toBe('Extras Extra mozzarella Olives Jalapeños Mushrooms Truffle oil');
  });

  it("finds from a catalogue's search index what it finds in the dishes, ties in the menu's order", () => {
    const fromIndex = buildSearchIndex(foods.map(searchIndexEntry).map(searchDocumentOf));
    for (const query of ['piza', 'chicken', 'jalapenos', 'spicy tuna', 'c', 'ro']) expect(fromIndex(query)).toEqual(search(query));
    const alike = buildSearchIndex(
      ['b', 'a', 'c'].map((id) => ({ id, name: 'Oat Milk', category: 'Dairy', options: '', description: '' })),
    );
    expect(alike('oat')).toEqual(['b', 'a', 'c']);
    expect(alike('oat mi')).toEqual(['b', 'a', 'c']);
    expect(alike('')).toEqual([]);
  });
});
