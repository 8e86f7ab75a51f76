import { z } from 'zod';
import { HideReviewInput, ReviewInput, ReviewReplyInput } from '../review-form.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from './envelope.ts';

/**
 * Reviews as callers see them: what POST /api/reviews reads and what /api/reviews answers, and
 * the owner's moderation under /api/admin/reviews. The routes validate with these schemas, the
 * OpenAPI document is generated from them, and the site types its calls by them (types only: the
 * review form's own checks, which the browser runs, stay in ../review-form.ts). Types are
 * derived, never written beside them.
 */

/**
 * POST /api/reviews: the rating and the text; the author and the date come from the server. With
 * `orderId`, a verified review of the customer's delivered order, with stars per dish if wished.
 */
export const ReviewBody = ReviewInput;
export type ReviewBody = z.input<typeof ReviewBody>;

/** PUT /api/admin/reviews/{id}/reply. */
export const ReviewReplyBody = ReviewReplyInput;
export type ReviewReplyBody = z.input<typeof ReviewReplyBody>;

/** POST /api/admin/reviews/{id}/hide. */
export const HideReviewBody = HideReviewInput;
export type HideReviewBody = z.input<typeof HideReviewBody>;

export const ReviewReplyAnswer = z
  .object({ text: z.string(), repliedAt: IsoInstant })
  .describe("The shop's public answer")
  .meta({ id: 'ReviewReply' });

export const ReviewAnswer = z
  .object({
    _id: z.string(),
    userName: z.string().describe("The name on the author's account when they wrote it"),
    rating: z.int().min(1).max(5),
    review: z.string(),
    createdAt: IsoInstant,
    verified: z.boolean().describe('A review of a delivered (or collected) order the author placed'),
    orderedAt: IsoInstant.nullable().describe('When the reviewed order was placed; null for a shop-wide review'),
    reply: ReviewReplyAnswer.nullable(),
  })
  .meta({ id: 'Review' });
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const ReviewsAnswer = dataAnswer(z.array(ReviewAnswer));
export type ReviewsAnswer = z.infer<typeof ReviewsAnswer>;

export const ReviewCreatedAnswer = dataAnswerWithMessage(ReviewAnswer);
export type ReviewCreatedAnswer = z.infer<typeof ReviewCreatedAnswer>;

/** GET /api/reviews/orders/{orderId}: what the form shows to review one order. */
export const OrderToReviewAnswer = dataAnswer(
  z
    .object({
      orderId: z.string(),
      reference: z.string().describe('The order reference people read'),
      orderedAt: IsoInstant,
      dishes: z.array(z.object({ foodId: z.string(), name: z.string() })).describe('The dishes on the order, each once'),
    })
    .meta({ id: 'OrderToReview' }),
);
export type OrderToReviewAnswer = z.infer<typeof OrderToReviewAnswer>;

/** GET /api/reviews/mine: the signed-in customer's orders that already have their review. */
export const MyReviewedOrdersAnswer = dataAnswer(z.object({ orderIds: z.array(z.string()) }));
export type MyReviewedOrdersAnswer = z.infer<typeof MyReviewedOrdersAnswer>;

export const AdminReviewAnswer = ReviewAnswer.extend({
  orderId: z.string().nullable(),
  dishes: z.array(z.object({ foodId: z.string(), name: z.string(), rating: z.int().min(1).max(5) })),
  hidden: z
    .object({
      at: IsoInstant,
      by: z.string().describe("The name on the admin's account who hid it (their id if the account is gone)"),
      reason: z.string(),
    })
    .nullable()
    .describe('Set while hidden from customers and from dish ratings'),
}).meta({ id: 'AdminReview' });
export type AdminReviewAnswer = z.infer<typeof AdminReviewAnswer>;

/** GET /api/admin/reviews: every review, hidden ones too, newest first. */
export const AdminReviewsAnswer = dataAnswer(z.array(AdminReviewAnswer));
export type AdminReviewsAnswer = z.infer<typeof AdminReviewsAnswer>;

export const AdminReviewChangedAnswer = dataAnswerWithMessage(AdminReviewAnswer);
export type AdminReviewChangedAnswer = z.infer<typeof AdminReviewChangedAnswer>;
