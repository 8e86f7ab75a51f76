import { z } from 'zod';

/** Reviews (spec §5): the checks and messages in the spec's order, for the form and the server. */

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1000;
export const REVIEW_NAME_MAX_LENGTH = 80;

export const REVIEW_MESSAGES = {
  notSignedIn: 'Please login to submit a review',
  nameMissing: 'Please enter your name',
  ratingMissing: 'Please select a rating',
  tooShort: `Review must be at least ${REVIEW_MIN_LENGTH} characters`,
  tooLong: `Review must be at most ${REVIEW_MAX_LENGTH} characters`,
  submitted: 'Review submitted successfully!',
  submitFailed: 'Something went wrong',
  loadFailed: 'Failed to load reviews',
  tooMany: 'You have written a lot of reviews today. Please try again tomorrow.',
} as const;

/**
 * The review form and POST /api/reviews. The user id and the date come from the server; a
 * `userId` or `createdAt` in the body is ignored.
 */
export const ReviewInput = z.object({
  userName: z
    .string({ error: REVIEW_MESSAGES.nameMissing })
    .trim()
    .min(1, REVIEW_MESSAGES.nameMissing)
    .max(REVIEW_NAME_MAX_LENGTH, `Name must be at most ${REVIEW_NAME_MAX_LENGTH} characters.`),
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

/** A review as GET /api/reviews lists it. */
export interface Review {
  _id: string;
  userId: string;
  userName: string;
  rating: number;
  review: string;
  /** ISO 8601. */
  createdAt: string;
}
