import { describe, expect, it } from 'vitest';
import { type DeskDish, dishesShown, withMark } from './sold-out-list.ts';

const dish = (id: string, name: string, category: string, soldOut = false): DeskDish => ({
  id,
  name,
  category,
  soldOut,
  soldOutEverywhere: false,
});
const menu = [
  dish('margherita', 'Margherita Pizza', 'Pizza'),
  dish('creme', 'Crème brûlée', 'Desserts', true),
  dish('diavola', 'Diavola', 'Pizza'),
  dish('tiramisu', 'Tiramisù', 'Desserts', true),
];
const ids = (dishes: DeskDish[]) => dishes.map((each) => each.id);

describe("the desk's sold-out list", () => {
  it('shows the sold-out dishes first, each part in the menu order', () => {
    expect(ids(dishesShown(menu, ''))).toEqual(['creme', 'tiramisu', 'margherita', 'diavola']);
  });

  it('finds dishes by name or category, without case or accents', () => {
    expect(ids(dishesShown(menu, 'CREME'))).toEqual(['creme']);
    expect(ids(dishesShown(menu, ' pizza '))).toEqual(['margherita', 'diavola']);
    expect(ids(dishesShown(menu, 'tiramisu'))).toEqual(['tiramisu']);
    expect(dishesShown(menu, 'sushi')).toEqual([]);
  });

  it('takes in a mark the server made, leaving the other dishes', () => {
    const after = withMark(menu, 'diavola', true);
    expect(ids(dishesShown(after, ''))).toEqual(['creme', 'diavola', 'tiramisu', 'margherita']);
    expect(after.find((each) => each.id === 'creme')).toBe(menu[1]);
  });
});
