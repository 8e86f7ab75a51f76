import { z } from 'zod';

/**
 * Reviews: the checks and their messages, in the order the form shows them, for the form and the
 * server. Apart from ./review.ts (the answer's type, from ./contracts/reviews.ts), which the
 * contract's own import of this module would otherwise turn into a cycle.
 */

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1000;

export const REVIEW_MESSAGES = {
  notSignedIn: 'Please login to submit a review',
  ratingMissing: 'Please select a rating',
  tooShort: `Review must be at least ${REVIEW_MIN_LENGTH} characters`,
  tooLong: `Review must be at most ${REVIEW_MAX_LENGTH} characters`,
  submitted: 'Review submitted successfully!',
  submitFailed: 'Something went wrong',
  loadFailed: 'Failed to load reviews',
  tooMany: 'You have written a lot of reviews today. Please try again tomorrow.',
} as const;

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
});
export type ReviewInput = z.infer<typeof ReviewInput>;
