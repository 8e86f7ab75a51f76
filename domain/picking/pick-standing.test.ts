import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-status.ts';
import { pickRefusal } from './pick-standing.ts';
import { PICKING_MESSAGES } from './picking-messages.ts';

describe('pickRefusal', () => {
  it('lets an accepted order be picked until its pick is completed', () => {
    expect(pickRefusal({ status: 'processing', pickedAt: null })).toBeNull();
    expect(pickRefusal({ status: 'processing', pickedAt: new Date(0) })).toBe(PICKING_MESSAGES.alreadyPicked);
  });

  it('refuses every other status as not accepted', () => {
    for (const status of ORDER_STATUSES.filter((each) => each !== 'processing'))
      expect(pickRefusal({ status, pickedAt: null })).toBe(PICKING_MESSAGES.notAccepted);
  });
});
