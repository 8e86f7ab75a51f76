import type { Database } from '../../../db/client.ts';
import type { MyReviewedOrdersAnswer, OrderToReviewAnswer } from '../../../domain/contracts/reviews.ts';
import { orderReviewRefusal } from '../../../domain/order-review.ts';
import { orderReference } from '../../../domain/order-status.ts';
import { done, refused, type Outcome } from '../outcome.ts';
import { selectOrderForReview, selectReviewedOrderIds } from './store.ts';

/**
 * What the review form needs to review one of the customer's orders: its reference, date and
 * dishes; refused as POST /api/reviews would refuse the review.
 */
export async function orderToReview(db: Database, userId: string, orderId: string): Promise<Outcome<OrderToReviewAnswer['data']>> {
  const order = await selectOrderForReview(db, orderId);
  const refusal = orderReviewRefusal(userId, order && { ...order, foodIds: order.dishes.map((dish) => dish.foodId) });
  if (refusal || !order) return refused(refusal?.kind ?? 'not_found', refusal?.message ?? '');
  return done({ orderId: order.id, reference: orderReference(order.id), orderedAt: order.createdAt.toISOString(), dishes: order.dishes });
}

/** The customer's orders they have reviewed, for My Orders to stop offering a review of them. */
export async function myReviewedOrders(db: Database, userId: string): Promise<MyReviewedOrdersAnswer['data']> {
  return { orderIds: await selectReviewedOrderIds(db, userId) };
}
