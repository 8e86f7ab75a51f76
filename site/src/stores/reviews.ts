import { atom, onMount } from 'nanostores';
import type { Review } from '../../../domain/review.ts';
import type { ReviewInput } from '../../../domain/review-form.ts';
import type { OrderToReviewAnswer } from '../../../domain/contracts/reviews.ts';
import { callApi } from '../lib/api.ts';

/**
 * Everyone's reviews (GET /api/reviews, public), newest first, and writing one (POST /api/reviews,
 * signed in). Only types come from domain/review.ts and domain/review-form.ts here, so this store stays out of the zod
 * 'forms' chunk; the review form checks the input with the schema before calling submitReview.
 */
export type ReviewsState = { status: 'loading'; reviews: Review[] | null } | { status: 'ready'; reviews: Review[] } | { status: 'failed' };

export type OrderToReview = OrderToReviewAnswer['data'];

export const $reviews = atom<ReviewsState>({ status: 'loading', reviews: null });

let latest = 0;

/** (Re)loads the list; a reload keeps the shown reviews until the new list arrives. */
export async function loadReviews(): Promise<void> {
  const request = ++latest;
  const current = $reviews.get();
  $reviews.set({ status: 'loading', reviews: current.status === 'failed' ? null : current.reviews });
  try {
    const answer = await callApi('GET', '/api/reviews');
    if (request === latest) $reviews.set({ status: 'ready', reviews: Array.isArray(answer.data) ? answer.data : [] });
  } catch {
    if (request === latest) $reviews.set({ status: 'failed' });
  }
}

/** Sends a review (already checked by the form); returns the server's message. Throws ApiError. */
export async function submitReview(input: ReviewInput): Promise<string | undefined> {
  const answer = await callApi('POST', '/api/reviews', { json: input });
  void loadReviews();
  return answer.message;
}

/** An order as its review form shows it (GET /api/reviews/orders/{orderId}). Throws ApiError. */
export async function loadOrderToReview(orderId: string): Promise<OrderToReview> {
  return (await callApi('GET', '/api/reviews/orders/:orderId', { param: { orderId } })).data;
}

onMount($reviews, () => {
  void loadReviews();
});
