import { describe, expect, it } from 'vitest';
import { aFood } from '../tests/factories/food.ts';
import { isSearchIndexEntry, SEARCHED_DESCRIPTION_LENGTH, searchDocument, searchDocumentOf, searchIndexEntry } from './search-document.ts';

describe('what the search reads of a dish', () => {
  it('reads a long description to its last whole word within the searched length', () => {
    const words = 'Slow proved rye with caraway and a dark crust, '.repeat(5);
    const searched = searchDocument(aFood({ id: 'rye', category: 'Bakery', categoryId: 'bakery', description: words })).description;
    expect(searched.length).toBeLessThanOrEqual(SEARCHED_DESCRIPTION_LENGTH);
    expect(words.startsWith(searched)).toBe(true);
    expect(words.charAt(searched.length)).toBe(' ');
    expect(searchDocument(aFood({ id: 'tea', category: 'Tea', categoryId: 'tea', description: 'Assam.' })).description).toBe('Assam.');
  });

  it("sends a dish's document as a row of its fields and reads it back", () => {
    const food = aFood({ id: 'tea', name: 'Breakfast Tea', category: 'Tea', categoryId: 'tea', description: 'Assam.' });
    expect(searchIndexEntry(food)).toEqual(['tea', 'Breakfast Tea', 'Tea', '', 'Assam.']);
    expect(searchDocumentOf(searchIndexEntry(food))).toEqual(searchDocument(food));
    expect(isSearchIndexEntry(searchIndexEntry(food))).toBe(true);
    expect(isSearchIndexEntry(['tea', 'Breakfast Tea', 'Tea', ''])).toBe(false);
    expect(isSearchIndexEntry({ id: 'tea' })).toBe(false);
  });
});
