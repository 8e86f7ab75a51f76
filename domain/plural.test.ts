import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('a count with its noun', () => {
  it('is singular for exactly one', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(1, 'dish', 'dishes')).toBe('1 dish');
  });

  it.each([
    [0, '0 items'],
    [2, '2 items'],
    [21, '21 items'],
    [1.5, '1.5 items'],
  ])('is plural for %s', (count, text) => {
    expect(countOf(count, 'item')).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'dish', 'dishes')).toBe('3 dishes');
  });
});
