import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/tables.ts';
import { PickBody, SubstitutionInput } from './picking.ts';

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : translateText('en', result.error!.issues[0]!.message);

describe('SubstitutionInput', () => {
  it('reads the three choices, the product only where one is named', () => {
    expect(SubstitutionInput.parse({ mode: 'best_match', productId: 'ignored' })).toEqual({ mode: 'best_match' });
    expect(SubstitutionInput.parse({ mode: 'specific', productId: ' oat-milk ' })).toEqual({ mode: 'specific', productId: 'oat-milk' });
    expect(SubstitutionInput.parse({ mode: 'none' })).toEqual({ mode: 'none' });
  });

  it('refuses another mode, and a specific choice without its product', () => {
    expect(firstProblem(SubstitutionInput.safeParse({ mode: 'any' }))).toBe(
      'Choose what may replace a product that is out: best_match, specific or none.',
    );
    expect(firstProblem(SubstitutionInput.safeParse({ mode: 'specific' }))).toBe(
      'Name the product that may replace it (productId) when the choice is specific.',
    );
  });
});

describe('PickBody', () => {
  it('reads each line’s decision', () => {
    expect(
      PickBody.parse({
        lines: [
          { index: 0, status: 'picked', quantity: 1.42 },
          { index: 1, status: 'replaced', productId: 'jasmine' },
          { index: 2, status: 'missing' },
        ],
      }).lines,
    ).toHaveLength(3);
  });

  it('refuses no lines, a line twice, a replacement without its product and a quantity finer than thousandths', () => {
    expect(firstProblem(PickBody.safeParse({ lines: [] }))).toBe('List the lines decided: at least one, each with its index and status.');
    expect(
      firstProblem(
        PickBody.safeParse({
          lines: [
            { index: 0, status: 'missing' },
            { index: 0, status: 'picked' },
          ],
        }),
      ),
    ).toBe('Decide each line once in a request.');
    expect(firstProblem(PickBody.safeParse({ lines: [{ index: 1, status: 'replaced' }] }))).toBe(
      'Name the product that replaces the line (productId).',
    );
    expect(firstProblem(PickBody.safeParse({ lines: [{ index: 0, status: 'picked', quantity: 1.4205 }] }))).toBe(
      'A quantity is more than 0, with at most three decimals.',
    );
    expect(firstProblem(PickBody.safeParse({ lines: [{ index: -1, status: 'lost' }] }))).toBe(
      'Name a line by its place in the order, from 0.',
    );
  });
});
