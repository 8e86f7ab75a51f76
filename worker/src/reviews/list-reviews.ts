import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
import type { Review } from '../../../domain/review.ts';
import { toApiReview } from './answer.ts';

/** The feedback wall shows this many of the latest reviews. */
export const REVIEWS_LIMIT = 200;

/** The latest reviews, newest first. */
export async function listReviews(db: Database): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .orderBy(desc(reviews.createdAt), desc(sql`${reviews}.rowid`))
    .limit(REVIEWS_LIMIT);
  return rows.map(toApiReview);
}
