import { describe, expect, it } from 'vitest';
import { lineChanges } from './pick-changes.ts';
import { BASMATI, JASMINE, TOMATOES } from '../../tests/factories/worked-order.ts';

const rice = { ...BASMATI, quantity: 3 };

describe('lineChanges', () => {
  it('describes each line with what it was estimated at and comes to', () => {
    expect(
      lineChanges(
        [
          { status: 'picked', line: TOMATOES, quantity: 1.9 },
          { status: 'replaced', line: rice, product: JASMINE, quantity: 2 },
        ],
        'exclusive',
      ),
    ).toEqual([
      {
        position: 0,
        name: 'Vine Tomatoes',
        change: { kind: 'weighed', unit: 'kg', ordered: 1.5, picked: 1.9, charged: 1.65 },
        estimatedCents: 674,
        finalCents: 741,
      },
      {
        position: 1,
        name: 'Basmati Rice 1 kg',
        change: { kind: 'replaced', by: { name: 'Jasmine Rice 1 kg', quantity: 2, unit: null }, named: false },
        estimatedCents: 987,
        finalCents: 758,
      },
    ]);
  });

  it('says nothing changed of a line picked as ordered, and counts fewer items and a missing line', () => {
    const changes = lineChanges(
      [
        { status: 'picked', line: TOMATOES, quantity: 1.5 },
        { status: 'picked', line: rice, quantity: 2 },
        { status: 'missing', line: { ...rice, position: 2 } },
      ],
      'inclusive',
    );
    expect(changes.map((line) => [line.change, line.finalCents])).toEqual([
      [{ kind: 'as_ordered' }, 674],
      [{ kind: 'fewer', ordered: 3, picked: 2 }, 658],
      [{ kind: 'missing' }, 0],
    ]);
  });

  it('tells a line left out because its replacement was declined or not answered, with what was offered', () => {
    const offered = { name: 'Jasmine Rice 1 kg', quantity: 3, unit: null };
    const [change] = lineChanges([{ status: 'missing', line: rice, unapproved: { answer: 'declined', offered } }], 'exclusive');
    expect(change).toMatchObject({ change: { kind: 'not_approved', answer: 'declined', offered }, estimatedCents: 987, finalCents: 0 });
  });
});
