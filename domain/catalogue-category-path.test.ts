import { describe, expect, it } from 'vitest';
import { categoryPathProblem, readCategoryPath, writeCategoryPath } from './catalogue-category-path.ts';
import { CATEGORY_TREE_MESSAGES } from './category-tree.ts';

describe('a category path in the catalogue file', () => {
  it('reads a name, or a main category and its subcategory with > or ›', () => {
    expect(readCategoryPath('Pantry')).toEqual({ main: null, name: 'Pantry' });
    expect(readCategoryPath(' Fruit & Veg > Fruit ')).toEqual({ main: 'Fruit & Veg', name: 'Fruit' });
    expect(readCategoryPath('Fruit & Veg›Fruit')).toEqual({ main: 'Fruit & Veg', name: 'Fruit' });
    expect(readCategoryPath('A > B > C')).toBeNull();
    expect(readCategoryPath('> Fruit')).toBeNull();
  });

  it('writes the path of a subcategory, the name of a main category', () => {
    expect(writeCategoryPath('Fruit & Veg', 'Fruit')).toBe('Fruit & Veg > Fruit');
    expect(writeCategoryPath(undefined, 'Pantry')).toBe('Pantry');
  });

  it('places a path under a main category only, and never takes a name used elsewhere', () => {
    const shop = [
      { name: 'Fruit & Veg', main: null },
      { name: 'Fruit', main: 'Fruit & Veg' },
      { name: 'Bakery', main: null },
    ];
    expect(categoryPathProblem(shop, { main: 'fruit & veg', name: 'fruit' })).toBeNull();
    expect(categoryPathProblem(shop, { main: 'Dairy', name: 'Cheese' })).toBeNull();
    expect(categoryPathProblem(shop, { main: null, name: 'Fruit' })).toBeNull();
    expect(categoryPathProblem(shop, { main: 'Fruit', name: 'Apples' })).toBe(CATEGORY_TREE_MESSAGES.parentIsSubcategory);
    expect(categoryPathProblem(shop, { main: 'Bakery', name: 'Fruit' })).toEqual(expect.stringContaining('admin-categories.nameTaken'));
    expect(categoryPathProblem(shop, { main: 'Dairy', name: 'Bakery' })).toEqual(expect.stringContaining('admin-categories.nameTaken'));
    expect(categoryPathProblem(shop, { main: 'Dairy', name: 'dairy' })).toBe(CATEGORY_TREE_MESSAGES.parentItself);
  });
});
