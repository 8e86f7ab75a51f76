import type { ReviewRow } from '../../../db/schema/index.ts';
import type { Review } from '../../../domain/review.ts';

export function toApiReview(row: ReviewRow): Review {
  return { _id: row.id, userName: row.userName, rating: row.rating, review: row.review, createdAt: row.createdAt.toISOString() };
}
