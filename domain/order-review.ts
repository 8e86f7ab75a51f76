import type { OrderStatus } from './order-status.ts';
import { REVIEW_MESSAGES, type DishRatingInput } from './review-form.ts';

/**
 * Whether a customer may review an order, and rate which of its dishes (docs/product/reviews.md).
 * Pure: the worker reads the order and asks here, and My Orders asks which orders to offer.
 */

/** Only an order handed over may be reviewed: `delivered` is a collected pickup's status too. */
export function isReviewable(status: OrderStatus | string): boolean {
  return status === 'delivered';
}

export interface OrderToReview {
  /** The account that placed it; null for a guest's order. */
  userId: string | null;
  status: OrderStatus;
  /** The dishes on it (a dish ordered twice, with different options, counts once). */
  foodIds: readonly string[];
  /** Whether it already has a review. */
  reviewed: boolean;
}

export type OrderReviewRefusal = { kind: 'not_found' | 'invalid' | 'conflict'; message: string };

/**
 * Why `userId` may not review `order` with `dishes`, or null when they may. Someone else's order
 * answers as if there were none, so nobody learns which order ids exist.
 */
export function orderReviewRefusal(
  userId: string,
  order: OrderToReview | null,
  dishes: readonly DishRatingInput[] = [],
): OrderReviewRefusal | null {
  if (!order || order.userId !== userId) return { kind: 'not_found', message: REVIEW_MESSAGES.orderNotFound };
  if (!isReviewable(order.status)) return { kind: 'invalid', message: REVIEW_MESSAGES.orderNotDone };
  if (order.reviewed) return { kind: 'conflict', message: REVIEW_MESSAGES.orderReviewed };
  const onOrder = new Set(order.foodIds);
  if (dishes.some((dish) => !onOrder.has(dish.foodId))) return { kind: 'invalid', message: REVIEW_MESSAGES.dishNotOnOrder };
  if (new Set(dishes.map((dish) => dish.foodId)).size !== dishes.length) return { kind: 'invalid', message: REVIEW_MESSAGES.dishTwice };
  return null;
}
