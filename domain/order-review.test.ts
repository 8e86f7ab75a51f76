import { describe, expect, it } from 'vitest';
import { isReviewable, orderReviewRefusal, type OrderToReview } from './order-review.ts';
import { REVIEW_MESSAGES } from './review-form.ts';

const order: OrderToReview = { userId: 'ann', status: 'delivered', foodIds: ['pizza', 'salad'], reviewed: false };

describe('isReviewable', () => {
  it('takes delivered (and collected) orders only', () => {
    expect(isReviewable('delivered')).toBe(true);
    for (const status of ['pending', 'processing', 'ready', 'out_for_delivery', 'cancelled']) expect(isReviewable(status)).toBe(false);
  });
});

describe('orderReviewRefusal', () => {
  it('lets the customer review their delivered order and rate its dishes', () => {
    expect(orderReviewRefusal('ann', order)).toBeNull();
    expect(orderReviewRefusal('ann', order, [{ foodId: 'pizza', rating: 5 }])).toBeNull();
  });

  it("answers someone else's order, a guest's and a missing one alike", () => {
    const notFound = { kind: 'not_found', message: REVIEW_MESSAGES.orderNotFound };
    expect(orderReviewRefusal('bob', order)).toEqual(notFound);
    expect(orderReviewRefusal('ann', { ...order, userId: null })).toEqual(notFound);
    expect(orderReviewRefusal('ann', null)).toEqual(notFound);
  });

  it('refuses an order not yet handed over, then one already reviewed', () => {
    expect(orderReviewRefusal('ann', { ...order, status: 'out_for_delivery', reviewed: true })).toEqual({
      kind: 'invalid',
      message: REVIEW_MESSAGES.orderNotDone,
    });
    expect(orderReviewRefusal('ann', { ...order, reviewed: true })).toEqual({ kind: 'conflict', message: REVIEW_MESSAGES.orderReviewed });
  });

  it('refuses dishes not on the order and a dish rated twice', () => {
    expect(orderReviewRefusal('ann', order, [{ foodId: 'soup', rating: 4 }])?.message).toBe(REVIEW_MESSAGES.dishNotOnOrder);
    expect(
      orderReviewRefusal('ann', order, [
        { foodId: 'pizza', rating: 4 },
        { foodId: 'pizza', rating: 2 },
      ])?.message,
    ).toBe(REVIEW_MESSAGES.dishTwice);
  });
});
