import { Hono } from 'hono';
import { AdminReviewChangedAnswer, AdminReviewsAnswer, HideReviewBody, ReviewReplyBody } from '../../../domain/contracts/reviews.ts';
import { REVIEW_ADMIN_MESSAGES } from '../../../domain/review-form.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { hideReview, listAdminReviews, replyToReview, unhideReview, type ModerationRuntime } from './moderate-review.ts';

const noStore = { 'Cache-Control': 'no-store' };
const reviewId = { name: 'id', in: 'path' as const, required: true, schema: { type: 'string' as const } };
const notFound = failure(`'${REVIEW_ADMIN_MESSAGES.notFound}'`);

/** The owner's moderation of reviews: list all, hide with a reason, show again, reply (admins only). */
export function adminReviewRoutes(runtime: AuthRuntime & ModerationRuntime) {
  return new Hono<AuthEnv>()
    .use(requireAdmin(runtime))
    .get(
      '/',
      documented({
        operationId: 'listAdminReviews',
        summary: 'Every review, hidden ones too, with who hid each, when and why (admin)',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The newest 500 reviews', AdminReviewsAnswer) },
      }),
      async (c) => c.json({ success: true as const, data: await listAdminReviews(runtime.db) }, 200, noStore),
    )
    .post(
      '/:id/hide',
      documented({
        operationId: 'hideReview',
        summary: 'Hide a review from customers and from dish ratings, saying why (admin)',
        tags: ['Admin'],
        access: 'admin',
        parameters: [reviewId],
        responses: {
          200: answer(`'${REVIEW_ADMIN_MESSAGES.hidden}'`, AdminReviewChangedAnswer),
          400: failure(`'${REVIEW_ADMIN_MESSAGES.reasonMissing}'`),
          404: notFound,
        },
      }),
      jsonBody(HideReviewBody),
      async (c) => {
        const outcome = await hideReview(runtime, c.get('auth').user.id, c.req.param('id'), c.req.valid('json'));
        return c.json({ success: true as const, data: valueOrRefusal(outcome), message: REVIEW_ADMIN_MESSAGES.hidden }, 200, noStore);
      },
    )
    .post(
      '/:id/unhide',
      documented({
        operationId: 'unhideReview',
        summary: 'Show a hidden review again (admin)',
        tags: ['Admin'],
        access: 'admin',
        parameters: [reviewId],
        responses: { 200: answer(`'${REVIEW_ADMIN_MESSAGES.shown}'`, AdminReviewChangedAnswer), 404: notFound },
      }),
      async (c) => {
        const review = valueOrRefusal(await unhideReview(runtime, c.req.param('id')));
        return c.json({ success: true as const, data: review, message: REVIEW_ADMIN_MESSAGES.shown }, 200, noStore);
      },
    )
    .put(
      '/:id/reply',
      documented({
        operationId: 'replyToReview',
        summary: "Publish the shop's reply under a review; an empty reply removes it (admin)",
        tags: ['Admin'],
        access: 'admin',
        parameters: [reviewId],
        responses: {
          200: answer(`'${REVIEW_ADMIN_MESSAGES.replied}' or '${REVIEW_ADMIN_MESSAGES.replyRemoved}'`, AdminReviewChangedAnswer),
          400: failure(`'${REVIEW_ADMIN_MESSAGES.replyTooLong}'`),
          404: notFound,
        },
      }),
      jsonBody(ReviewReplyBody),
      async (c) => {
        const review = valueOrRefusal(await replyToReview(runtime, c.req.param('id'), c.req.valid('json')));
        const message = review.reply ? REVIEW_ADMIN_MESSAGES.replied : REVIEW_ADMIN_MESSAGES.replyRemoved;
        return c.json({ success: true as const, data: review, message }, 200, noStore);
      },
    );
}
