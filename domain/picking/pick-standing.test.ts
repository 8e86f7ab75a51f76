import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-status.ts';
import { pickRefusal } from './pick-standing.ts';
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
