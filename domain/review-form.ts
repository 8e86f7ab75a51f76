import { z } from 'zod';
import type { MessageKey } from './i18n/messages/index.ts';

/**
 * Reviews: the checks and their messages, in the order the form shows them, for the form and the
 * server. Apart from ./review.ts (the answer's type, from ./contracts/reviews.ts), which the
 * contract's own import of this module would otherwise turn into a cycle.
 */

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1000;

/**
 * Message keys (domain/i18n/messages/reviews.ts), written in the asker's language by the server
 * and with tText on the page; `submitted` is the API's own English answer, which the page words itself.
 */
const SUBMITTED = 'Review submitted successfully!';

export const REVIEW_MESSAGES = {
  notSignedIn: 'reviews.notSignedIn',
  ratingMissing: 'reviews.ratingMissing',
  tooShort: 'reviews.tooShort',
  tooLong: 'reviews.tooLong',
  submitted: SUBMITTED,
  submitFailed: 'reviews.submitFailed',
  loadFailed: 'reviews.loadFailed',
  tooMany: 'reviews.tooMany',
  orderNotFound: 'reviews.orderNotFound',
  orderNotDone: 'reviews.orderNotDone',
  orderReviewed: 'reviews.orderReviewed',
  dishNotOnOrder: 'reviews.dishNotOnOrder',
  dishTwice: 'reviews.dishTwice',
  dishRatingMissing: 'reviews.dishRatingMissing',
  dishesWithoutOrder: 'reviews.dishesWithoutOrder',
} as const satisfies Record<string, MessageKey | typeof SUBMITTED>;

/** Most dishes one review rates: more than any order holds, few enough to bound the body. */
export const REVIEW_MAX_DISHES = 50;

const Stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

/** One dish of the order and the stars it gets. */
export const DishRatingInput = z.object({
  foodId: z.string({ error: REVIEW_MESSAGES.dishNotOnOrder }).trim().min(1, REVIEW_MESSAGES.dishNotOnOrder).max(200),
  rating: Stars(REVIEW_MESSAGES.dishRatingMissing),
});
export type DishRatingInput = z.infer<typeof DishRatingInput>;

/**
 * The review form and POST /api/reviews. The author's name, the user and the date come from the
 * server: a review shows the name on the author's account, so nobody can post under another's
 * name. A `userName`, `userId` or `createdAt` in the body is ignored.
 */
export const ReviewInput = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingMissing })
    .int(REVIEW_MESSAGES.ratingMissing)
    .min(1, REVIEW_MESSAGES.ratingMissing)
    .max(5, REVIEW_MESSAGES.ratingMissing),
  review: z
    .string({ error: REVIEW_MESSAGES.tooShort })
    .trim()
    .min(REVIEW_MIN_LENGTH, REVIEW_MESSAGES.tooShort)
    .max(REVIEW_MAX_LENGTH, REVIEW_MESSAGES.tooLong),
  /**
   * The customer's own delivered (or collected) order this review is of: a verified review, one
   * per order (docs/product/reviews.md). Left out, the review is of the shop as a whole.
   */
  orderId: z.string().trim().min(1, REVIEW_MESSAGES.orderNotFound).max(200, REVIEW_MESSAGES.orderNotFound).optional(),
  /** Stars for dishes of that order, each at most once. */
  dishes: z
    .array(DishRatingInput)
    .max(REVIEW_MAX_DISHES, REVIEW_MESSAGES.dishNotOnOrder)
    .refine((dishes) => new Set(dishes.map((dish) => dish.foodId)).size === dishes.length, REVIEW_MESSAGES.dishTwice)
    .optional(),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const HIDE_REASON_MAX_LENGTH = 500;

export const REVIEW_ADMIN_MESSAGES = {
  notFound: 'Review not found',
  reasonMissing: 'Please say why you hide this review',
  reasonTooLong: `The reason must be at most ${HIDE_REASON_MAX_LENGTH} characters`,
  replyTooLong: `The reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters`,
  hidden: 'Review hidden',
  shown: 'Review shown again',
  replied: 'Reply published',
  replyRemoved: 'Reply removed',
} as const;

/** Hiding a review: why, in the owner's words (kept with the review, never shown to customers). */
export const HideReviewInput = z.object({
  reason: z
    .string({ error: REVIEW_ADMIN_MESSAGES.reasonMissing })
    .trim()
    .min(1, REVIEW_ADMIN_MESSAGES.reasonMissing)
    .max(HIDE_REASON_MAX_LENGTH, REVIEW_ADMIN_MESSAGES.reasonTooLong),
});
export type HideReviewInput = z.infer<typeof HideReviewInput>;

/** The shop's public reply to a review; an empty one removes it. */
export const ReviewReplyInput = z.object({
  reply: z.string({ error: REVIEW_ADMIN_MESSAGES.replyTooLong }).trim().max(REVIEW_REPLY_MAX_LENGTH, REVIEW_ADMIN_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = z.infer<typeof ReviewReplyInput>;
