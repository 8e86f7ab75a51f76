import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/tables.ts';
import { formatDollars } from '../money.ts';
import type { ComparedLine } from './change-record.ts';
import { changeSummary } from './change-text.ts';
import { type ComparedOrder, orderDifferences } from './differences.ts';

const line = (productId: string, name: string, quantity: number, options: [string, string][] = []): ComparedLine => ({
  productId,
  name,
  quantity,
  unit: null,
  optionIds: options.map(([id]) => id),
  options: options.map(([, optionName]) => optionName),
});
const order = (lines: ComparedLine[], rest: Partial<ComparedOrder> = {}): ComparedOrder => ({
  lines,
  type: 'delivery',
  slotStart: null,
  address: '1 Main St, Springfield',
  notes: '',
  ...rest,
});
const wording = {
  t: translator('en'),
  locale: 'en-US',
  money: (dollars: number) => formatDollars(dollars, { code: 'USD', locale: 'en-US' }),
  when: (iso: string) => iso.slice(11, 16),
};

describe('orderDifferences', () => {
  it('tells lines added, taken off and with another quantity', () => {
    const before = order([line('marg', 'Margherita', 2), line('roll', 'Dragon Roll', 1)]);
    const after = order([line('marg', 'Margherita', 3), line('bread', 'Garlic Bread', 1)]);
    expect(orderDifferences(before, after)).toEqual([
      { kind: 'quantity', name: 'Margherita', from: 2, to: 3, unit: null },
      { kind: 'removed', name: 'Dragon Roll', quantity: 1, unit: null, options: [] },
      { kind: 'added', name: 'Garlic Bread', quantity: 1, unit: null, options: [] },
    ]);
  });

  it('tells a dish whose choices changed as one change, not a line off and one on', () => {
    const before = order([line('pep', 'Pepperoni', 1, [['m', 'Medium']])]);
    const after = order([line('pep', 'Pepperoni', 2, [['l', 'Large']])]);
    expect(orderDifferences(before, after)).toEqual([
      { kind: 'options', name: 'Pepperoni', from: ['Medium'], to: ['Large'] },
      { kind: 'quantity', name: 'Pepperoni', from: 1, to: 2, unit: null },
    ]);
  });

  it('tells the hand-over, the address and the notes', () => {
    const before = order([line('marg', 'Margherita', 1)]);
    const after = order([line('marg', 'Margherita', 1)], {
      slotStart: '2026-01-16T18:00:00.000Z',
      address: '2 Oak Ave, Springfield',
      notes: 'Ring',
    });
    expect(orderDifferences(before, after).map((difference) => difference.kind)).toEqual(['hand_over', 'address', 'notes']);
    expect(orderDifferences(before, order([line('marg', 'Margherita', 1)], { type: 'pickup', address: '' })).map((d) => d.kind)).toEqual([
      'hand_over',
    ]);
  });
});

describe('changeSummary', () => {
  it('words a change on one line, with the total when it moved', () => {
    const differences = orderDifferences(
      order([line('marg', 'Margherita', 2)]),
      order([line('bread', 'Garlic Bread', 1), line('marg', 'Margherita', 3)], { slotStart: '2026-01-16T18:00:00.000Z' }),
    );
    expect(changeSummary(wording, { differences, previousTotal: 24, total: 31.5 })).toBe(
      'Margherita 2 → 3; Added 1 × Garlic Bread; Delivery as soon as possible → Delivery at 18:00; total $24.00 → $31.50',
    );
  });
});
