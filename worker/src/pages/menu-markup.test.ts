import { describe, expect, it } from 'vitest';
import { aFood } from '../../../tests/factories/food.ts';
import { categoryAnchor, renderDish } from './menu-markup.ts';

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

describe('a dish page’s category path', () => {
  const food = aFood({ id: 'apples', name: 'Apples', category: 'Fruit', mainCategory: 'Fruit & Veg', categoryId: 'fruit', price: 2 });

  it('is a breadcrumb whose steps link to the menu at each level, in the page’s language prefix', () => {
    const html = renderDish(food, { language: 'it', base: '/it' });
    expect(html).toContain('<nav aria-label="Categoria">');
    expect(html).toContain('href="/it/menu?category=Fruit+%26+Veg" class=');
    expect(html).toContain('href="/it/menu?category=Fruit+%26+Veg&amp;sub=Fruit" class=');
  });

  it('is left out for a dish of a main category', () => {
    const { mainCategory: _main, ...inMain } = food;
    expect(renderDish(inMain)).not.toContain('<nav');
  });
});
