import type { ReviewAnswer } from './contracts/reviews.ts';

/**
 * A review as GET /api/reviews lists it (the author's name, never their account's id): the answer
 * schema of ./contracts/reviews.ts. Its form's checks and messages are ./review-form.ts.
 */
export type Review = ReviewAnswer;
