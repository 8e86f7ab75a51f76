import { Hono } from 'hono';
import { REVIEW_MESSAGES, ReviewInput } from '../../../domain/review.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readInput } from '../http/validate.ts';
import { createReview } from '../services/reviews/create-review.ts';
import { listReviews } from '../services/reviews/list-reviews.ts';
import type { RateLimitRule } from '../limits/fixed-window.ts';

export function reviewRoutes(runtime: AuthRuntime & { reviewRateLimit: RateLimitRule }) {
  const routes = new Hono<AuthEnv>();

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, data: await listReviews(runtime.db) });
  });

  routes.post('/', requireUser(runtime, REVIEW_MESSAGES.notSignedIn), async (c) => {
    const review = await createReview(runtime, c.get('auth').user, await readInput(c, ReviewInput));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: review, message: REVIEW_MESSAGES.submitted }, 201);
  });

  return routes;
}
