import type { ReviewRow } from '../../../db/schema/index.ts';
import type { AdminReviewAnswer } from '../../../domain/contracts/reviews.ts';
import type { Review } from '../../../domain/review.ts';

/** A review as customers see it: whether it is of an order they placed, and the shop's reply. */
export function toApiReview(row: ReviewRow, orderedAt: Date | null = null): Review {
  return {
    _id: row.id,
    userName: row.userName,
    rating: row.rating,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    verified: row.orderId !== null,
    orderedAt: orderedAt?.toISOString() ?? null,
    reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
  };
}

/** A review as the owner moderates it: the order, the dishes' stars and, if hidden, who hid it, when and why. */
export function toAdminReview(
  row: ReviewRow,
  orderedAt: Date | null,
  hiddenByName: string | null,
  dishes: AdminReviewAnswer['dishes'],
): AdminReviewAnswer {
  return {
    ...toApiReview(row, orderedAt),
    orderId: row.orderId,
    dishes,
    hidden: row.hiddenAt
      ? { at: row.hiddenAt.toISOString(), by: hiddenByName || row.hiddenBy || 'Unknown', reason: row.hiddenReason ?? '' }
      : null,
  };
}
