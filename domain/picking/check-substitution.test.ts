import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/tables.ts';
import { substitutionProblem } from './check-substitution.ts';
import type { CatalogueProduct } from './order-lines.ts';
import { aProduct } from '../../tests/factories/worked-order.ts';

const product = (id: string, name: string, fields: Partial<CatalogueProduct> = {}) =>
  aProduct(id, name, { categoryId: 'dairy', ...fields });
const milk = product('milk', 'Milk 1 L');
const catalogue = new Map(
  [
    milk,
    product('oat-milk', 'Oat Milk 1 L'),
    product('goat-milk', 'Goat Milk 1 L', { isAvailable: false }),
    product('cola', 'Cola 1 L', { categoryId: 'drinks' }),
  ].map((each) => [each.id, each]),
);
const problem = (productId: string) => {
  const found = substitutionProblem(milk, { mode: 'specific', productId }, catalogue);
  return found && translateText('en', found);
};

describe('substitutionProblem', () => {
  it('takes best match, no replacement, and a product on sale in the same category', () => {
    expect(substitutionProblem(milk, { mode: 'best_match' }, catalogue)).toBeNull();
    expect(substitutionProblem(milk, { mode: 'none' }, catalogue)).toBeNull();
    expect(problem('oat-milk')).toBeNull();
  });

  it('refuses the product itself, one unknown, one off sale and one of another category', () => {
    expect(problem('milk')).toBe('Choose a product other than Milk 1 L to replace it.');
    expect(problem('gone')).toBe('The product chosen to replace Milk 1 L is not in the catalogue.');
    expect(problem('goat-milk')).toBe('Goat Milk 1 L is not on sale: choose another product to replace Milk 1 L.');
    expect(problem('cola')).toBe('Cola 1 L is not in the category of Milk 1 L: choose one of its suggestions.');
  });
});
