import { z } from 'zod';
import { ReviewInput } from '../review-form.ts';
import { dataAnswer, dataAnswerWithMessage, IsoInstant } from './envelope.ts';

/**
 * Reviews as callers see them: what POST /api/reviews reads and what /api/reviews answers. The
 * routes validate with these schemas, the OpenAPI document is generated from them, and the site
 * types its calls by them (types only: the review form's own checks, which the browser runs,
 * stay in ../review-form.ts). Types are derived, never written beside them.
 */

/** POST /api/reviews: the rating and the text; the author and the date come from the server. */
export const ReviewBody = ReviewInput;
export type ReviewBody = z.input<typeof ReviewBody>;

export const ReviewAnswer = z
  .object({
    _id: z.string(),
    userName: z.string().describe("The name on the author's account when they wrote it"),
    rating: z.int().min(1).max(5),
    review: z.string(),
    createdAt: IsoInstant,
  })
  .meta({ id: 'Review' });
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const ReviewsAnswer = dataAnswer(z.array(ReviewAnswer));
export type ReviewsAnswer = z.infer<typeof ReviewsAnswer>;

export const ReviewCreatedAnswer = dataAnswerWithMessage(ReviewAnswer);
export type ReviewCreatedAnswer = z.infer<typeof ReviewCreatedAnswer>;
