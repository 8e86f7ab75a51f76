import { describe, expect, it } from 'vitest';
import { menuPage } from './menu-page.ts';

const dishes = ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({ id, categoryId: index < 3 ? 'fruit' : 'veg' }));
const ids = (page: ReturnType<typeof menuPage<(typeof dishes)[number]>>) =>
  page && { ids: page.dishes.map((dish) => dish.id), next: page.next };

describe('a page of the menu', () => {
  it('reads the list page by page, each from the last dish of the one before', () => {
    expect(ids(menuPage(dishes, { limit: 2 }))).toEqual({ ids: ['a', 'b'], next: 'b' });
    expect(ids(menuPage(dishes, { limit: 2, cursor: 'b' }))).toEqual({ ids: ['c', 'd'], next: 'd' });
    expect(ids(menuPage(dishes, { limit: 2, cursor: 'd' }))).toEqual({ ids: ['e'], next: null });
    expect(ids(menuPage(dishes, {}))).toEqual({ ids: ['a', 'b', 'c', 'd', 'e'], next: null });
  });

  it("keeps to one category's dishes when asked", () => {
    expect(ids(menuPage(dishes, { category: 'veg', limit: 1 }))).toEqual({ ids: ['d'], next: 'd' });
    expect(ids(menuPage(dishes, { category: 'veg', limit: 1, cursor: 'd' }))).toEqual({ ids: ['e'], next: null });
    expect(ids(menuPage(dishes, { category: 'herbs' }))).toEqual({ ids: [], next: null });
  });

  it('knows no cursor that is no dish of the list', () => {
    expect(menuPage(dishes, { cursor: 'zz' })).toBeUndefined();
    expect(menuPage(dishes, { category: 'veg', cursor: 'a' })).toBeUndefined();
  });
});
