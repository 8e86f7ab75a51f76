import { describe, expect, it } from 'vitest';
import { oneEditApart, prefixRange, searchTerms } from './search-terms.ts';

describe("the search's words", () => {
  it('splits at spaces and punctuation, drops accents and case', () => {
    expect(searchTerms('Buttermilk-fried Crème Brûlée, JALAPEÑOS! 14"')).toEqual([
      'buttermilk',
      'fried',
      'creme',
      'brulee',
      'jalapenos',
      '14',
    ]);
    expect(searchTerms('  ')).toEqual([]);
  });

  it('knows words one letter apart: added, dropped or changed, and no more', () => {
    expect(oneEditApart('tandori', 'tandoori')).toBe(true);
    expect(oneEditApart('pizzza', 'pizza')).toBe(true);
    expect(oneEditApart('pizxa', 'pizza')).toBe(true);
    expect(oneEditApart('pizza', 'pizza')).toBe(false);
    expect(oneEditApart('piza', 'pizzas')).toBe(false);
    expect(oneEditApart('pizza', 'pazzi')).toBe(false);
    expect(oneEditApart('izza', 'pizza')).toBe(true);
    expect(oneEditApart('pizz', 'pizza')).toBe(true);
  });

  it('finds the words that start with what was typed in a sorted list', () => {
    const sorted = ['paneer', 'pasta', 'pepper', 'pepperoni', 'pizza'];
    expect(prefixRange(sorted, 'pe')).toEqual({ start: 2, end: 4 });
    expect(prefixRange(sorted, 'pa')).toEqual({ start: 0, end: 2 });
    expect(prefixRange(sorted, 'q')).toEqual({ start: 5, end: 5 });
    expect(prefixRange(sorted, 'pepperonis')).toEqual({ start: 4, end: 4 });
  });
});
