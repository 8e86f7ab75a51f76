import { describe, expect, it } from 'vitest';
import { storefrontOrder } from './storefront-order.ts';
import { aFood } from '../tests/factories/food.ts';
import { categoryTiles, dishIdFromPath, dishPath } from './catalogue.ts';
import { canLoopCarousel, menuFilters, filterByCategory, groupByCategory, toggleCategory } from './menu-groups.ts';
import type { Food } from './food.ts';

const dish = (id: string, category: string): Food =>
  aFood({ id, category, categoryId: category.toLowerCase(), image: `/images/dishes/${id}.svg` });

const menu = [dish('a', 'pizza'), dish('b', 'Chicken'), dish('c', 'pasta'), dish('d', 'chicken'), dish('e', 'Burger')];

describe('filterByCategory', () => {
  it("keeps every dish for 'All' and matches other categories ignoring case", () => {
    expect(filterByCategory(menu, 'All')).toHaveLength(5);
    expect(filterByCategory(menu, 'chicken').map((food) => food.id)).toEqual(['b', 'd']);
    expect(filterByCategory(menu, 'burger').map((food) => food.id)).toEqual(['e']);
    expect(filterByCategory(menu, 'sushi')).toEqual([]);
  });
});

describe('groupByCategory and menuFilters', () => {
  it("keeps the order the dishes come in (the owner's), one group per category whatever its case", () => {
    const groups = groupByCategory(menu);
    expect(groups.map((group) => group.label)).toEqual(['pizza', 'Chicken', 'pasta', 'Burger']);
    expect(groups[1]?.foods.map((food) => food.id)).toEqual(['b', 'd']);
    expect(menuFilters(menu)).toEqual(['All', 'pizza', 'Chicken', 'pasta', 'Burger']);
  });
});

describe('storefrontOrder and categoryTiles', () => {
  const categories = [
    { id: 'chicken', name: 'Chicken', description: '', image: '', position: 0, isHidden: false, taxRate: 0, parentId: null },
    { id: 'pizza', name: 'pizza', description: 'Baked.', image: '/p.svg', position: 1, isHidden: false, taxRate: 0, parentId: null },
    { id: 'pasta', name: 'pasta', description: '', image: '', position: 2, isHidden: true, taxRate: 0, parentId: null },
    { id: 'sushi', name: 'sushi', description: '', image: '', position: 3, isHidden: false, taxRate: 0, parentId: null },
  ];

  it("orders dishes by their category's place, keeps their order within it, and leaves hidden categories out", () => {
    expect(storefrontOrder(menu, categories).map((food) => food.id)).toEqual(['b', 'd', 'a', 'e']);
    expect(storefrontOrder(menu, []).map((food) => food.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('makes a tile of each shown category with dishes, priced from its cheapest', () => {
    const shown = [dish('a', 'pizza'), { ...dish('f', 'pizza'), price: 7.5 }, dish('b', 'Chicken')];
    expect(categoryTiles(categories, shown)).toEqual([
      { id: 'chicken', name: 'Chicken', image: '/images/placeholder.svg', description: '', lowestPrice: '$10.00' },
      { id: 'pizza', name: 'pizza', image: '/p.svg', description: 'Baked.', lowestPrice: '$7.50' },
    ]);
  });
});

describe('canLoopCarousel', () => {
  it('loops only with enough slides, whatever the category is called', () => {
    expect(canLoopCarousel(3)).toBe(false);
    expect(canLoopCarousel(4)).toBe(true);
  });
});

describe('toggleCategory', () => {
  it('chooses a category, and lets go of it when pressed again (ignoring case)', () => {
    expect(toggleCategory('All', 'Burger')).toBe('Burger');
    expect(toggleCategory('burger', 'Burger')).toBe('All');
    expect(toggleCategory('pizza', 'sushi')).toBe('sushi');
    expect(toggleCategory('All', 'All')).toBe('All');
  });
});

describe('dish paths', () => {
  it('round-trips an id through its address', () => {
    for (const id of ['veg-thali', '6650a1b2c3d4e5f6a7b8c9d0', 'a b/c?d']) {
      expect(dishIdFromPath(dishPath(id))).toBe(id);
    }
    expect(dishPath('veg-thali')).toBe('/dish/veg-thali');
  });

  it('accepts a trailing slash and refuses anything that is not one dish', () => {
    expect(dishIdFromPath('/dish/veg-thali/')).toBe('veg-thali');
    expect(dishIdFromPath('/dish/')).toBeNull();
    expect(dishIdFromPath('/dish')).toBeNull();
    expect(dishIdFromPath('/dish/a/b')).toBeNull();
    expect(dishIdFromPath('/menu')).toBeNull();
    expect(dishIdFromPath('/dish/%E0%A4%A')).toBeNull();
  });
});
