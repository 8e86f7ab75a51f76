import { Hono } from 'hono';
import { ReviewBody, ReviewCreatedAnswer, ReviewsAnswer } from '../../../domain/contracts/reviews.ts';
import { REVIEW_MESSAGES } from '../../../domain/review-form.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import type { RateLimitRule } from '../limits/fixed-window.ts';
import { createReview } from './create-review.ts';
import { listReviews } from './list-reviews.ts';

export function reviewRoutes(runtime: AuthRuntime & { reviewRateLimit: RateLimitRule }) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'listReviews',
        summary: 'The latest 200 reviews, newest first',
        tags: ['Reviews'],
        access: 'public',
        responses: { 200: answer('The reviews', ReviewsAnswer) },
      }),
      async (c) => c.json({ success: true as const, data: await listReviews(runtime.db) }, 200, { 'Cache-Control': 'no-cache' }),
    )
    .post(
      '/',
      documented({
        operationId: 'createReview',
        summary: "Write a review (shown under the account's name; author and date come from the server)",
        tags: ['Reviews'],
        access: 'signed-in',
        responses: {
          201: answer(`'${REVIEW_MESSAGES.submitted}'`, ReviewCreatedAnswer),
          400: failure(`In this order: '${REVIEW_MESSAGES.ratingMissing}', '${REVIEW_MESSAGES.tooShort}'`),
          401: failure(`'${REVIEW_MESSAGES.notSignedIn}'`),
          429: failure(`'${REVIEW_MESSAGES.tooMany}'`),
        },
      }),
      requireUser(runtime, REVIEW_MESSAGES.notSignedIn),
      jsonBody(ReviewBody),
      async (c) => {
        const review = valueOrRefusal(await createReview(runtime, c.get('auth').user, c.req.valid('json')));
        return c.json({ success: true as const, data: review, message: REVIEW_MESSAGES.submitted }, 201, { 'Cache-Control': 'no-store' });
      },
    );
}
