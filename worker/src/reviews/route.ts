import { Hono } from 'hono';
import {
  MyReviewedOrdersAnswer,
  OrderToReviewAnswer,
  ReviewBody,
  ReviewCreatedAnswer,
  ReviewsAnswer,
} from '../../../domain/contracts/reviews.ts';
import { REVIEW_MESSAGES } from '../../../domain/review-form.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { createReview, type ReviewRuntime } from './create-review.ts';
import { listReviews } from './list-reviews.ts';
import { myReviewedOrders, orderToReview } from './order-to-review.ts';

const noStore = { 'Cache-Control': 'no-store' };
const orderId = { name: 'orderId', in: 'path' as const, required: true, schema: { type: 'string' as const } };

export function reviewRoutes(runtime: AuthRuntime & ReviewRuntime) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'listReviews',
        summary: 'The latest 200 reviews, newest first (none the owner hid)',
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
        description:
          'With orderId, a verified review of your own delivered or collected order, once per order, with optional stars per dish of it.',
        tags: ['Reviews'],
        access: 'signed-in',
        responses: {
          201: answer(`'${REVIEW_MESSAGES.submitted}'`, ReviewCreatedAnswer),
          400: failure(
            `In this order: '${REVIEW_MESSAGES.ratingMissing}', '${REVIEW_MESSAGES.tooShort}'; with an order: '${REVIEW_MESSAGES.orderNotDone}', '${REVIEW_MESSAGES.dishNotOnOrder}', '${REVIEW_MESSAGES.dishTwice}'; dishes without an order: '${REVIEW_MESSAGES.dishesWithoutOrder}'`,
          ),
          401: failure(`'${REVIEW_MESSAGES.notSignedIn}'`),
          404: failure(`'${REVIEW_MESSAGES.orderNotFound}' (no such order on your account)`),
          409: failure(`'${REVIEW_MESSAGES.orderReviewed}'`),
          429: failure(`'${REVIEW_MESSAGES.tooMany}'`),
        },
      }),
      requireUser(runtime, REVIEW_MESSAGES.notSignedIn),
      jsonBody(ReviewBody),
      async (c) => {
        const review = valueOrRefusal(await createReview(runtime, c.get('auth').user, c.req.valid('json')));
        return c.json({ success: true as const, data: review, message: REVIEW_MESSAGES.submitted }, 201, noStore);
      },
    )
    .get(
      '/mine',
      documented({
        operationId: 'listMyReviewedOrders',
        summary: 'The ids of your orders you have reviewed',
        tags: ['Reviews'],
        access: 'signed-in',
        responses: { 200: answer('Reviewed orders', MyReviewedOrdersAnswer) },
      }),
      requireUser(runtime, REVIEW_MESSAGES.notSignedIn),
      async (c) => c.json({ success: true as const, data: await myReviewedOrders(runtime.db, c.get('auth').user.id) }, 200, noStore),
    )
    .get(
      '/orders/:orderId',
      documented({
        operationId: 'getOrderToReview',
        summary: 'One of your orders as its review form shows it: reference, date and dishes',
        tags: ['Reviews'],
        access: 'signed-in',
        parameters: [orderId],
        responses: {
          200: answer('The order to review', OrderToReviewAnswer),
          400: failure(`'${REVIEW_MESSAGES.orderNotDone}'`),
          404: failure(`'${REVIEW_MESSAGES.orderNotFound}'`),
          409: failure(`'${REVIEW_MESSAGES.orderReviewed}'`),
        },
      }),
      requireUser(runtime, REVIEW_MESSAGES.notSignedIn),
      async (c) => {
        const order = valueOrRefusal(await orderToReview(runtime.db, c.get('auth').user.id, c.req.param('orderId')));
        return c.json({ success: true as const, data: order }, 200, noStore);
      },
    );
}
