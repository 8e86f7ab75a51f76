import { describe, expect, it } from 'vitest';
import { storefrontOrder } from './storefront-order.ts';
import { categoryTiles, menuCategoryPath } from './catalogue.ts';
import { filterByCategory, menuCategoryFromSearch, menuFilters, subcategoriesOf } from './menu-groups.ts';
import { categoryTrail } from './dish-page.ts';
import { aFood } from '../tests/factories/food.ts';

const dish = (id: string, category: string, categoryId: string) => aFood({ id, category, categoryId });

const category = (id: string, name: string, position: number, parentId: string | null, isHidden = false) => ({
  id,
  name,
  position,
  parentId,
  isHidden,
  description: '',
  image: '',
  taxRate: 0,
});

const categories = [
  category('fruit', 'Fruit', 0, 'veg'),
  category('bakery', 'Bakery', 1, null),
  category('veg', 'Fruit & Veg', 2, null),
  category('greens', 'Greens', 3, 'veg'),
];
const everyDish = [
  dish('apple', 'Fruit', 'fruit'),
  dish('loaf', 'Bakery', 'bakery'),
  dish('kale', 'Greens', 'greens'),
  dish('leek', 'Fruit & Veg', 'veg'),
];

describe('the storefront with subcategories', () => {
  const menu = storefrontOrder(everyDish, categories);

  it('lists each main category, then its subcategories, and names a dish’s main category', () => {
    expect(menu.map((food) => food.id)).toEqual(['loaf', 'leek', 'apple', 'kale']);
    expect(menu.find((food) => food.id === 'apple')?.mainCategory).toBe('Fruit & Veg');
    expect(menu.find((food) => food.id === 'leek')?.mainCategory).toBeUndefined();
  });

  it('filters by main category, subcategories included, and offers main categories alone', () => {
    expect(menuFilters(menu)).toEqual(['All', 'Bakery', 'Fruit & Veg']);
    expect(filterByCategory(menu, 'fruit & veg').map((food) => food.id)).toEqual(['leek', 'apple', 'kale']);
    expect(filterByCategory(menu, 'Fruit').map((food) => food.id)).toEqual(['apple']);
    expect(subcategoriesOf(menu, 'Fruit & Veg')).toEqual(['Fruit', 'Greens']);
    expect(subcategoriesOf(menu, 'Bakery')).toEqual([]);
  });

  it('hides subcategories of a hidden main category, and tiles main categories alone', () => {
    const hidden = categories.map((each) => (each.id === 'veg' ? { ...each, isHidden: true } : each));
    expect(storefrontOrder(everyDish, hidden).map((food) => food.id)).toEqual(['loaf']);
    expect(categoryTiles(categories, menu).map((tile) => tile.id)).toEqual(['bakery', 'veg']);
  });

  it('links a dish’s breadcrumb to the menu at each step, and reads that address back', () => {
    const apple = menu.find((food) => food.id === 'apple')!;
    expect(categoryTrail(apple)).toEqual([
      { name: 'Fruit & Veg', path: '/menu?category=Fruit+%26+Veg' },
      { name: 'Fruit', path: '/menu?category=Fruit+%26+Veg&sub=Fruit' },
    ]);
    expect(categoryTrail(menu[0]!)).toEqual([]);
    expect(menuCategoryFromSearch(menuCategoryPath('Fruit & Veg', 'Fruit').slice('/menu'.length))).toEqual({
      category: 'Fruit & Veg',
      subcategory: 'Fruit',
    });
    expect(menuCategoryFromSearch('')).toBeNull();
  });
});
