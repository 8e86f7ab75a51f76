import { describe, expect, it } from 'vitest';
import { aisleOrder } from './aisle-order.ts';

const categories = [
  { id: 'dairy', parentId: null, position: 2 },
  { id: 'veg', parentId: null, position: 0 },
  { id: 'fruit', parentId: 'veg', position: 5 },
  { id: 'rice', parentId: null, position: 1 },
];
const line = (index: number, categoryId: string | null, name: string) => ({ index, categoryId, name });

describe('the aisle order', () => {
  it('walks the categories as the shop lists them, subcategories after their main one, by name within', () => {
    const lines = [
      line(0, 'dairy', 'Milk 1 L'),
      line(1, 'fruit', 'Apples'),
      line(2, 'rice', 'Basmati Rice 1 kg'),
      line(3, 'veg', 'Vine Tomatoes'),
      line(4, 'veg', 'Carrots'),
    ];
    expect(aisleOrder(lines, categories).map((each) => each.index)).toEqual([4, 3, 1, 2, 0]);
  });

  it('puts a line whose product or category is gone last, in the order it was placed', () => {
    const lines = [line(0, null, 'Zucchini'), line(1, 'gone', 'Apricots'), line(2, 'dairy', 'Milk 1 L')];
    expect(aisleOrder(lines, categories).map((each) => each.index)).toEqual([2, 1, 0]);
  });
});
