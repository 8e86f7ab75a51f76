import { describe, expect, it } from 'vitest';
import { DISHES_BY_ID_MAX, dishesById, readDishIds } from './menu-by-ids.ts';

describe('dishes by id', () => {
  it('reads ids separated by commas, each once, blanks dropped; none or too many is no list', () => {
    expect(readDishIds('b, a,,b ')).toEqual(['b', 'a']);
    expect(readDishIds('')).toBeUndefined();
    expect(readDishIds(' , ')).toBeUndefined();
    const ids = Array.from({ length: DISHES_BY_ID_MAX }, (_, index) => `dish-${index}`);
    expect(readDishIds(ids.join(','))).toHaveLength(DISHES_BY_ID_MAX);
    expect(readDishIds([...ids, 'one-more'].join(','))).toBeUndefined();
  });

  it("keeps the menu's order and leaves out ids no dish has", () => {
    const menu = ['a', 'b', 'c'].map((id) => ({ id }));
    expect(dishesById(menu, ['c', 'zz', 'a']).map((dish) => dish.id)).toEqual(['a', 'c']);
  });
});
