import { describe, expect, it } from 'vitest';
import type { Order } from '../order.ts';
import { anOrderLine, WEIGHED_LINE } from '../../tests/factories/order-lines.ts';
import { offeredReplacements, orderPickChanges } from './order-pick-changes.ts';
import { approvalSummary } from './replacement-approval.ts';

const NOW = Date.UTC(2026, 0, 15, 12);
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const jasmine = { productId: 'jasmine', name: 'Jasmine Rice 1 kg', price: 3.79, quantity: 2, unit: null };
const oatMilk = { productId: 'oat-milk', name: 'Oat Milk 1 L', price: 1.99, quantity: 2, unit: null };

/** The worked order of docs/product/picking.md as the API answers it, with what was picked of each line. */
function workedOrder(
  picked: Order['products'][number]['picked'][],
  pickedAt: string | null,
): Pick<Order, 'pickedAt' | 'products' | 'taxMode' | 'currency'> {
  const lines = [
    { ...WEIGHED_LINE, taxRate: 5 },
    anOrderLine({
      productId: 'basmati',
      name: 'Basmati Rice 1 kg',
      price: 3.29,
      quantity: 2,
      taxRate: 5,
      substitution: { mode: 'best_match' },
    }),
    anOrderLine({
      productId: 'milk',
      name: 'Milk 1 L',
      price: 1.15,
      quantity: 2,
      taxRate: 5,
      substitution: { mode: 'specific', productId: 'oat-milk', name: 'Oat Milk 1 L' },
    }),
  ];
  return {
    pickedAt,
    taxMode: 'exclusive',
    currency: 'EUR',
    products: lines.map((line, index) => ({ ...line, picked: picked[index] ?? null })),
  };
}

describe('offeredReplacements', () => {
  it('gives each replacement the customer is asked about, what it would come to, and where its wait stands now', () => {
    const order = workedOrder(
      [
        { status: 'picked', quantity: 1.42 },
        { status: 'replaced', quantity: 0, product: jasmine, approval: { status: 'waiting', until: inMinutes(7) } },
        { status: 'replaced', quantity: 0, product: oatMilk, approval: { status: 'waiting', until: inMinutes(-1) } },
      ],
      null,
    );
    expect(offeredReplacements(order, NOW)).toEqual([
      {
        change: {
          position: 1,
          name: 'Basmati Rice 1 kg',
          // 2 jasmine at 3.79 in place of best match: no more than the 6.58 the basmati came to.
          change: { kind: 'replaced', by: { name: 'Jasmine Rice 1 kg', quantity: 2, unit: null }, named: false },
          estimatedCents: 658,
          finalCents: 658,
        },
        status: 'waiting',
        until: NOW + 7 * 60_000,
      },
      {
        change: {
          position: 2,
          name: 'Milk 1 L',
          change: { kind: 'replaced', by: { name: 'Oat Milk 1 L', quantity: 2, unit: null }, named: true },
          estimatedCents: 230,
          finalCents: 398,
        },
        status: 'expired',
        until: NOW - 60_000,
      },
    ]);
    expect(offeredReplacements({ ...order, pickedAt: inMinutes(0) }, NOW)).toEqual([]);
  });

  it('is summed up for the desk: how many wait and the most minutes left, and what came of the others', () => {
    const order = workedOrder(
      [
        null,
        { status: 'replaced', quantity: 0, product: jasmine, approval: { status: 'waiting', until: inMinutes(7) } },
        { status: 'replaced', quantity: 0, product: oatMilk, approval: { status: 'accepted', until: inMinutes(3) } },
      ],
      null,
    );
    expect(approvalSummary(order.products, NOW)).toEqual({ waiting: 1, minutesLeft: 7, accepted: 1, declined: 0, expired: 0 });
    expect(approvalSummary(order.products, NOW + 8 * 60_000)).toEqual({ waiting: 0, minutesLeft: 0, accepted: 1, declined: 0, expired: 1 });
    expect(approvalSummary(workedOrder([], null).products, NOW)).toBeNull();
  });
});

describe('orderPickChanges', () => {
  it('reads what changed once the order is picked, a declined replacement among them', () => {
    const order = workedOrder(
      [
        { status: 'picked', quantity: 1.42 },
        { status: 'replaced', quantity: 0, product: { ...jasmine, price: 3.29 } },
        { status: 'missing', quantity: 0, product: oatMilk, approval: { status: 'declined', until: inMinutes(-5) } },
      ],
      inMinutes(0),
    );
    expect(orderPickChanges(order)?.map(({ change, finalCents }) => ({ change, finalCents }))).toEqual([
      { change: { kind: 'weighed', unit: 'kg', ordered: 1.5, picked: 1.42, charged: 1.42 }, finalCents: 638 },
      { change: { kind: 'replaced', by: { name: 'Jasmine Rice 1 kg', quantity: 2, unit: null }, named: false }, finalCents: 658 },
      {
        change: { kind: 'not_approved', answer: 'declined', offered: { name: 'Oat Milk 1 L', quantity: 2, unit: null } },
        finalCents: 0,
      },
    ]);
  });

  it('is nothing for an order never picked', () => {
    expect(orderPickChanges(workedOrder([], null))).toBeNull();
  });
});
