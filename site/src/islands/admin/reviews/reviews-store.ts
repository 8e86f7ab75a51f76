import { atom } from 'nanostores';
import type { AdminReviewAnswer } from '../../../../../domain/contracts/reviews.ts';
import { callApi, failureMessage } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';

/** The Reviews screen (GET /api/admin/reviews and the moderation calls): the list, and which dialog is open on which review. */
export type AdminReview = AdminReviewAnswer;

export type ReviewsList =
  | { status: 'loading'; reviews: readonly AdminReview[] }
  | { status: 'ready'; reviews: readonly AdminReview[] }
  | { status: 'error'; reviews: readonly AdminReview[]; message: string };

export const $adminReviews = atom<ReviewsList>({ status: 'loading', reviews: [] });

export type ReviewDialog = { kind: 'closed' } | { kind: 'hide'; review: AdminReview } | { kind: 'reply'; review: AdminReview };
export const $reviewDialog = atom<ReviewDialog>({ kind: 'closed' });

export const openHideReview = (review: AdminReview) => $reviewDialog.set({ kind: 'hide', review });
export const openReplyToReview = (review: AdminReview) => $reviewDialog.set({ kind: 'reply', review });
export const closeReviewDialog = () => $reviewDialog.set({ kind: 'closed' });

export async function loadAdminReviews(): Promise<void> {
  const { reviews } = $adminReviews.get();
  $adminReviews.set({ status: 'loading', reviews });
  try {
    const answer = await callApi('GET', '/api/admin/reviews');
    $adminReviews.set({ status: 'ready', reviews: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-reviews.loadFailed'));
    $adminReviews.set({ status: 'error', reviews, message });
    toast.error(message);
  }
}

/** Puts the changed review in the list, says so, and closes the dialog; the server's refusal otherwise. */
async function change(work: () => Promise<{ data: AdminReview; message: string }>): Promise<string | null> {
  try {
    const answer = await work();
    const { reviews, ...rest } = $adminReviews.get();
    $adminReviews.set({ ...rest, reviews: reviews.map((review) => (review._id === answer.data._id ? answer.data : review)) });
    toast.success(answer.message);
    closeReviewDialog();
    return null;
  } catch (error) {
    return failureMessage(error, t('admin-reviews.changeFailed'));
  }
}

export function hideReview(review: AdminReview, reason: string): Promise<string | null> {
  return change(() => callApi('POST', '/api/admin/reviews/:id/hide', { param: { id: review._id }, json: { reason } }));
}

export async function unhideReview(review: AdminReview): Promise<void> {
  const refusal = await change(() => callApi('POST', '/api/admin/reviews/:id/unhide', { param: { id: review._id } }));
  if (refusal) toast.error(refusal);
}

export function replyToReview(review: AdminReview, reply: string): Promise<string | null> {
  return change(() => callApi('PUT', '/api/admin/reviews/:id/reply', { param: { id: review._id }, json: { reply } }));
}
