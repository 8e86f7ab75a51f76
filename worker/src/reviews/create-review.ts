import type { Database } from '../../../db/client.ts';
import { reviews, type UserRow } from '../../../db/schema/index.ts';
import { REVIEW_MESSAGES, type ReviewInput } from '../../../domain/review-form.ts';
import type { Review } from '../../../domain/review.ts';
import { countUse, type RateLimitRule } from '../limits/fixed-window.ts';
import { done, type Outcome } from '../outcome.ts';
import { toApiReview } from './answer.ts';

/** Reviews per customer per day: more than anyone writes honestly, fewer than a spammer wants. */
export const REVIEW_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };

/**
 * Saves a review; the author, their account's name and the date come from the session and the
 * server's clock. Refused (too many requests) past the customer's daily ration.
 */
export async function createReview(
  runtime: { db: Database; now(): number; reviewRateLimit: RateLimitRule },
  user: UserRow,
  input: ReviewInput,
): Promise<Outcome<Review>> {
  const now = runtime.now();
  const tooMany = await countUse(runtime.db, `reviews:${user.id}`, { ...runtime.reviewRateLimit, message: REVIEW_MESSAGES.tooMany }, now);
  if (tooMany) return tooMany;
  const [row] = await runtime.db
    .insert(reviews)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      userName: user.displayName,
      rating: input.rating,
      review: input.review,
      createdAt: new Date(now),
    })
    .returning();
  return done(toApiReview(row!));
}
