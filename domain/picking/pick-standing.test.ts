import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-status.ts';
import { awaitsPick, pickRefusal } from './pick-standing.ts';
import { PICKING_MESSAGES } from './picking-messages.ts';

describe('pickRefusal', () => {
  it('lets an accepted order be picked until its pick is completed', () => {
    expect(pickRefusal({ status: 'processing', pickedAt: null })).toBeNull();
    expect(pickRefusal({ status: 'processing', pickedAt: new Date(0) })).toBe(PICKING_MESSAGES.alreadyPicked);
  });

  it('refuses an order whose payment was taken: a card charged at checkout would keep the estimate', () => {
    expect(pickRefusal({ status: 'processing', pickedAt: null, paymentStatus: 'pending' })).toBeNull();
    expect(pickRefusal({ status: 'processing', pickedAt: null, paymentStatus: 'failed' })).toBeNull();
    // A card held for the estimate is charged the final amount once picked; a hold that ended charges nothing.
    expect(pickRefusal({ status: 'processing', pickedAt: null, paymentStatus: 'authorized' })).toBeNull();
    expect(pickRefusal({ status: 'processing', pickedAt: null, paymentStatus: 'released' })).toBeNull();
    for (const paymentStatus of ['completed', 'partially_refunded', 'refunded'] as const)
      expect(pickRefusal({ status: 'processing', pickedAt: null, paymentStatus })).toBe(PICKING_MESSAGES.alreadyPaid);
  });

  it('refuses every other status as not accepted', () => {
    for (const status of ORDER_STATUSES.filter((each) => each !== 'processing'))
      expect(pickRefusal({ status, pickedAt: null })).toBe(PICKING_MESSAGES.notAccepted);
  });
});

describe('whether staff are offered Pick', () => {
  const order = { orderStatus: 'processing', toBePicked: true, pickedAt: null, paymentStatus: 'authorized' } as const;

  it('is an accepted order the shop picks, not picked yet, whose payment is not taken', () => {
    expect(awaitsPick(order)).toBe(true);
    expect(awaitsPick({ ...order, paymentStatus: 'pending' })).toBe(true);
  });

  it('is not an order the shop does not pick, one not accepted or picked already, or one charged at checkout', () => {
    expect(awaitsPick({ ...order, toBePicked: false })).toBe(false);
    expect(awaitsPick({ ...order, orderStatus: 'pending' })).toBe(false);
    expect(awaitsPick({ ...order, pickedAt: '2026-11-28T10:00:00.000Z' })).toBe(false);
    expect(awaitsPick({ ...order, paymentStatus: 'completed' })).toBe(false);
  });
});
