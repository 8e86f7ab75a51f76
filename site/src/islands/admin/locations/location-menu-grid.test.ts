import { afterEach, describe, expect, it } from 'vitest';
import type { Food } from '../../../../../domain/food.ts';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../../../../../domain/money.ts';
import { cellOf, checkDishCell, dishGroups, priceText, withDish } from './location-menu-grid.ts';

const dish = (id: string, categoryId: string) => ({ id, categoryId, category: categoryId.toUpperCase() }) as Food;

afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

describe("the Locations screen's menu grid", () => {
  it('groups the dishes by category, in the order the menu has them', () => {
    const groups = dishGroups([dish('margherita', 'pizza'), dish('dragon-roll', 'sushi'), dish('diavola', 'pizza')]);
    expect(groups.map((group) => [group.category, group.first, group.dishes.map((food) => food.id)])).toEqual([
      ['PIZZA', 0, ['margherita', 'diavola']],
      ['SUSHI', 2, ['dragon-roll']],
    ]);
  });

  it("reads a cell from the location's differences, or as the menu has it", () => {
    const differences = [{ locationId: 2, foodId: 'margherita', isAvailable: true, price: 10.5, soldOut: false }];
    expect(cellOf(differences, 2, 'margherita')).toEqual({ isAvailable: true, price: 10.5, soldOut: false });
    expect(cellOf(differences, 1, 'margherita')).toEqual({ isAvailable: true, price: null, soldOut: false });
    expect(priceText({ isAvailable: true, price: 10.5 })).toBe('10.50');
    expect(priceText({ isAvailable: false, price: null })).toBe('');
  });

  it('reads the typed price the shop way, blank as the menu price, and names a wrong one', () => {
    expect(checkDishCell(true, ' ')).toEqual({ ok: true, body: { isAvailable: true, price: null } });
    expect(checkDishCell(false, '10.5')).toEqual({ ok: true, body: { isAvailable: false, price: 10.5 } });
    setDisplayCurrency({ code: 'EUR', locale: 'it-IT' });
    expect(checkDishCell(true, '10,50')).toEqual({ ok: true, body: { isAvailable: true, price: 10.5 } });
    expect(checkDishCell(true, '-1').ok).toBe(false);
    expect(checkDishCell(true, 'cheap').ok).toBe(false);
  });

  it('keeps a saved difference, and drops it once the dish sells as the menu has it again', () => {
    const before = [
      { locationId: 2, foodId: 'margherita', isAvailable: true, price: 10.5, soldOut: false },
      { locationId: 2, foodId: 'dragon-roll', isAvailable: false, price: null, soldOut: false },
    ];
    expect(withDish(before, { locationId: 2, foodId: 'margherita', isAvailable: true, price: null, soldOut: false })).toEqual([before[1]]);
    expect(withDish(before, { locationId: 2, foodId: 'margherita', isAvailable: false, price: 9, soldOut: false })).toEqual([
      before[1],
      { locationId: 2, foodId: 'margherita', isAvailable: false, price: 9, soldOut: false },
    ]);
    // The desk's sold-out mark is a difference of its own, kept at the menu's price.
    const soldOut = { locationId: 2, foodId: 'margherita', isAvailable: true, price: null, soldOut: true };
    expect(withDish(before, soldOut)).toEqual([before[1], soldOut]);
    expect(cellOf([soldOut], 2, 'margherita')).toEqual({ isAvailable: true, price: null, soldOut: true });
  });
});
