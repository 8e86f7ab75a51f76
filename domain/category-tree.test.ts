import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TREE_MESSAGES,
  categoryPathLabel,
  categoryTreeOrder,
  hiddenFromCustomers,
  holdsSubcategories,
  mainCategoryName,
  parentRefusal,
  withSubcategories,
} from './category-tree.ts';

const shop = [
  { id: 'bakery', name: 'Bakery', parentId: null, position: 0, isHidden: false },
  { id: 'fruit', name: 'Fruit', parentId: 'veg', position: 1, isHidden: false },
  { id: 'bread', name: 'Bread', parentId: 'bakery', position: 2, isHidden: false },
  { id: 'veg', name: 'Fruit & Veg', parentId: null, position: 3, isHidden: true },
  { id: 'greens', name: 'Greens', parentId: 'veg', position: 4, isHidden: false },
  { id: 'dairy', name: 'Dairy', parentId: null, position: 5, isHidden: false },
];
const byId = new Map(shop.map((category) => [category.id, category]));

describe('parentRefusal', () => {
  it('lets a category be main, or go inside a main category', () => {
    expect(parentRefusal(shop, 'dairy', null)).toBeNull();
    expect(parentRefusal(shop, 'dairy', 'bakery')).toBeNull();
    expect(parentRefusal(shop, null, 'veg')).toBeNull();
  });

  it('refuses a missing parent, itself, a subcategory as parent, and moving one that holds subcategories', () => {
    expect(parentRefusal(shop, null, 'nope')).toBe(CATEGORY_TREE_MESSAGES.parentMissing);
    expect(parentRefusal(shop, 'dairy', 'dairy')).toBe(CATEGORY_TREE_MESSAGES.parentItself);
    expect(parentRefusal(shop, 'dairy', 'fruit')).toBe(CATEGORY_TREE_MESSAGES.parentIsSubcategory);
    expect(parentRefusal(shop, 'veg', 'bakery')).toBe(CATEGORY_TREE_MESSAGES.holdsSubcategories);
    expect(holdsSubcategories(shop, 'veg')).toBe(true);
    expect(holdsSubcategories(shop, 'dairy')).toBe(false);
  });
});

describe('categoryTreeOrder', () => {
  it('lists each main category in its place, followed by its subcategories in theirs', () => {
    expect(categoryTreeOrder(shop).map((category) => category.id)).toEqual(['bakery', 'bread', 'veg', 'fruit', 'greens', 'dairy']);
  });

  it('counts a subcategory whose parent is gone as a main one', () => {
    expect(categoryTreeOrder([{ id: 'a', parentId: 'gone', position: 0 }]).map((category) => category.id)).toEqual(['a']);
  });
});

describe('names and visibility', () => {
  it('hides a subcategory of a hidden main category', () => {
    expect(hiddenFromCustomers(byId.get('fruit')!, byId)).toBe(true);
    expect(hiddenFromCustomers(byId.get('bread')!, byId)).toBe(false);
  });

  it('names the path: "Fruit & Veg › Fruit", or the main category alone', () => {
    expect(categoryPathLabel(byId.get('fruit')!, byId)).toBe('Fruit & Veg › Fruit');
    expect(categoryPathLabel(byId.get('dairy')!, byId)).toBe('Dairy');
    expect(mainCategoryName(byId.get('bread'), byId)).toBe('Bakery');
    expect(mainCategoryName(byId.get('bakery'), byId)).toBeUndefined();
  });
});

describe('withSubcategories', () => {
  it('names a main category with its subcategories, a subcategory alone', () => {
    expect(withSubcategories(shop, 'veg')).toEqual(['veg', 'fruit', 'greens']);
    expect(withSubcategories(shop, 'fruit')).toEqual(['fruit']);
  });
});
