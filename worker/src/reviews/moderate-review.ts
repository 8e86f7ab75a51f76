import type { Database } from '../../../db/client.ts';
import type { AdminReviewAnswer } from '../../../domain/contracts/reviews.ts';
import { REVIEW_ADMIN_MESSAGES, type HideReviewInput, type ReviewReplyInput } from '../../../domain/review-form.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { done, refused, type Outcome } from '../outcome.ts';
import { toAdminReview } from './answer.ts';
import { selectAllReviews, selectReviewDishes, updateReview } from './store.ts';

/** The most reviews the owner's list holds: the newest, hidden ones too. */
export const ADMIN_REVIEWS_LIMIT = 500;

export interface ModerationRuntime {
  db: Database;
  now(): number;
  /** A review hidden or shown again changes its dishes' ratings, which the menu carries. */
  menuCache: MenuCache;
}

/** Every review as the owner moderates it, hidden ones too, newest first. */
export async function listAdminReviews(db: Database, id?: string): Promise<AdminReviewAnswer[]> {
  const rows = await selectAllReviews(db, ADMIN_REVIEWS_LIMIT, id);
  const dishes = await selectReviewDishes(
    db,
    rows.map((row) => row.review.id),
  );
  return rows.map(({ review, orderedAt, hiddenByName }) =>
    toAdminReview(
      review,
      orderedAt,
      hiddenByName,
      dishes.filter((dish) => dish.reviewId === review.id).map(({ foodId, name, rating }) => ({ foodId, name, rating })),
    ),
  );
}

async function changed(runtime: ModerationRuntime, id: string, found: boolean): Promise<Outcome<AdminReviewAnswer>> {
  const [review] = found ? await listAdminReviews(runtime.db, id) : [];
  return review ? done(review) : refused('not_found', REVIEW_ADMIN_MESSAGES.notFound);
}

/** Hides a review from customers and from the dishes' ratings; kept, with who hid it, when and why. */
export async function hideReview(runtime: ModerationRuntime, adminId: string, id: string, input: HideReviewInput) {
  const found = await updateReview(runtime.db, id, { hiddenAt: new Date(runtime.now()), hiddenBy: adminId, hiddenReason: input.reason });
  if (found) await runtime.menuCache.refresh();
  return changed(runtime, id, found);
}

/** Shows a hidden review again (and counts its stars again). */
export async function unhideReview(runtime: ModerationRuntime, id: string) {
  const found = await updateReview(runtime.db, id, { hiddenAt: null, hiddenBy: null, hiddenReason: null });
  if (found) await runtime.menuCache.refresh();
  return changed(runtime, id, found);
}

/** The shop's public reply under a review; an empty one removes it. */
export async function replyToReview(runtime: ModerationRuntime, id: string, input: ReviewReplyInput) {
  const reply = input.reply === '' ? { reply: null, repliedAt: null } : { reply: input.reply, repliedAt: new Date(runtime.now()) };
  return changed(runtime, id, await updateReview(runtime.db, id, reply));
}
