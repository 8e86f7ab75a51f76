import { describe, expect, it } from 'vitest';
import { categoryAnchor } from './menu-markup.ts';

describe('a category section’s id', () => {
  it('is the name in lower case, words joined by dashes', () => {
    expect(categoryAnchor(' Pizza ')).toBe('menu-category-pizza');
    expect(categoryAnchor('Fish & Chips')).toBe('menu-category-fish-chips');
  });

  it('keeps the letters of every script, so names in Arabic or with accents stay apart', () => {
    expect(categoryAnchor('بيتزا')).toBe('menu-category-بيتزا');
    expect(categoryAnchor('برغر')).not.toBe(categoryAnchor('بيتزا'));
    expect(categoryAnchor('Pâtes')).toBe('menu-category-pâtes');
  });
});
