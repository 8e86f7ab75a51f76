import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { orderReviewRefusal } from '../../../domain/order-review.ts';
import { REVIEW_MESSAGES, type ReviewInput } from '../../../domain/review-form.ts';
import type { Review } from '../../../domain/review.ts';
import { isUniqueViolation } from '../accounts/find-user.ts';
import { countUse, type RateLimitRule } from '../limits/fixed-window.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { done, refused, type Outcome } from '../outcome.ts';
import { toApiReview } from './answer.ts';
import { insertReview, selectOrderForReview } from './store.ts';

/** Reviews per customer per day: more than anyone writes honestly, fewer than a spammer wants. */
export const REVIEW_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };

export interface ReviewRuntime {
  db: Database;
  now(): number;
  reviewRateLimit: RateLimitRule;
  /** Dish ratings are part of the menu: a review with stars for dishes refreshes it. */
  menuCache: MenuCache;
}

/**
 * Saves a review; the author, their account's name and the date come from the session and the
 * server's clock. With an order, it is a verified review of it: the customer's own order, handed
 * over, not reviewed before, rating only its dishes (domain/order-review.ts); a refused one writes
 * nothing. Refused (too many requests) past the customer's daily ration.
 */
export async function createReview(runtime: ReviewRuntime, user: UserRow, input: ReviewInput): Promise<Outcome<Review>> {
  const dishes = input.dishes ?? [];
  let orderedAt: Date | null = null;
  if (input.orderId === undefined) {
    if (dishes.length > 0) return refused('invalid', REVIEW_MESSAGES.dishesWithoutOrder);
  } else {
    const order = await selectOrderForReview(runtime.db, input.orderId);
    const refusal = orderReviewRefusal(user.id, order && { ...order, foodIds: order.dishes.map((dish) => dish.foodId) }, dishes);
    if (refusal) return refused(refusal.kind, refusal.message);
    orderedAt = order!.createdAt;
  }
  const now = runtime.now();
  const tooMany = await countUse(runtime.db, `reviews:${user.id}`, { ...runtime.reviewRateLimit, message: REVIEW_MESSAGES.tooMany }, now);
  if (tooMany) return tooMany;
  try {
    const row = await insertReview(
      runtime.db,
      {
        id: crypto.randomUUID(),
        userId: user.id,
        userName: user.displayName,
        rating: input.rating,
        review: input.review,
        createdAt: new Date(now),
        orderId: input.orderId ?? null,
      },
      dishes,
    );
    if (dishes.length > 0) await runtime.menuCache.refresh();
    return done(toApiReview(row, orderedAt));
  } catch (error) {
    // Two reviews of one order sent at once: the unique order id lets one in.
    if (isUniqueViolation(error)) return refused('conflict', REVIEW_MESSAGES.orderReviewed);
    throw error;
  }
}
