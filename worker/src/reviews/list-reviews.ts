import type { Database } from '../../../db/client.ts';
import type { Review } from '../../../domain/review.ts';
import { toApiReview } from './answer.ts';
import { selectVisibleReviews } from './store.ts';

/** The feedback wall shows this many of the latest reviews. */
export const REVIEWS_LIMIT = 200;

/** The latest reviews the owner has not hidden, newest first. */
export async function listReviews(db: Database): Promise<Review[]> {
  const rows = await selectVisibleReviews(db, REVIEWS_LIMIT);
  return rows.map(({ review, orderedAt }) => toApiReview(review, orderedAt));
}
