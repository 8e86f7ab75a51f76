import { describe, expect, it } from 'vitest';
import { foodsFound, foodsWithCode, type SearchedFood } from './food-search.ts';

const food = (id: string, name: string, sku: string | null = null, barcode: string | null = null): SearchedFood => ({
  id,
  name,
  sku,
  barcode,
});
const shelf = [
  food('creme', 'Crème fraîche', 'DAIRY-7', '4006381333931'),
  food('tomatoes', 'Heirloom Tomatoes', 'VEG-12', '96385074'),
  food('margherita', 'Margherita Pizza'),
  food('milk', 'Whole Milk', 'dairy-70', '4006381333931'),
];
const ids = (foods: readonly SearchedFood[]) => foods.map((each) => each.id);

describe("Manage Foods' search", () => {
  it('lists every product when nothing is typed', () => {
    expect(ids(foodsFound(shelf, '  '))).toEqual(['creme', 'tomatoes', 'margherita', 'milk']);
  });

  it('finds products by name, without case or accents', () => {
    expect(ids(foodsFound(shelf, 'CREME'))).toEqual(['creme']);
    expect(ids(foodsFound(shelf, 'pizza'))).toEqual(['margherita']);
    expect(foodsFound(shelf, 'sushi')).toEqual([]);
  });

  it('finds products by SKU or by part of a barcode, typed with spaces or dashes', () => {
    expect(ids(foodsFound(shelf, 'veg-1'))).toEqual(['tomatoes']);
    expect(ids(foodsFound(shelf, 'dairy-7'))).toEqual(['creme', 'milk']);
    expect(ids(foodsFound(shelf, '9638 5074'))).toEqual(['tomatoes']);
    expect(ids(foodsFound(shelf, '400-6381'))).toEqual(['creme', 'milk']);
  });
});

describe('finding a product by its code (a scanner types it and presses Enter)', () => {
  it('finds the product whose barcode or SKU is the whole code', () => {
    expect(ids(foodsWithCode(shelf, '96385074'))).toEqual(['tomatoes']);
    expect(ids(foodsWithCode(shelf, ' veg-12 '))).toEqual(['tomatoes']);
    expect(ids(foodsWithCode(shelf, 'DAIRY-70'))).toEqual(['milk']);
  });

  it('finds no product for part of a code, and every product sharing a barcode', () => {
    expect(foodsWithCode(shelf, '9638')).toEqual([]);
    expect(foodsWithCode(shelf, 'VEG')).toEqual([]);
    expect(foodsWithCode(shelf, '')).toEqual([]);
    expect(ids(foodsWithCode(shelf, '4006381333931'))).toEqual(['creme', 'milk']);
  });
});
