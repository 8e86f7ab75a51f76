import type { Database } from '../../../db/client.ts';
import { reviews, type UserRow } from '../../../db/schema/index.ts';
import { REVIEW_MESSAGES, type ReviewInput } from '../../../domain/review-form.ts';
import type { Review } from '../../../domain/review.ts';
import { consumeRateLimit, type RateLimitRule } from '../limits/fixed-window.ts';
import { toApiReview } from './answer.ts';

/** Reviews per customer per day: more than anyone writes honestly, fewer than a spammer wants. */
export const REVIEW_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };

/** Saves a review; the author, their account's name and the date come from the session and the server's clock. */
export async function createReview(
  runtime: { db: Database; now(): number; reviewRateLimit: RateLimitRule },
  user: UserRow,
  input: ReviewInput,
): Promise<Review> {
  const now = runtime.now();
  await consumeRateLimit(runtime.db, `reviews:${user.id}`, { ...runtime.reviewRateLimit, message: REVIEW_MESSAGES.tooMany }, now);
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
  return toApiReview(row!);
}
