import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { formatOrderDate } from '../../../../../domain/order-status.ts';
import { HIDE_REASON_MAX_LENGTH, REVIEW_ADMIN_MESSAGES, REVIEW_REPLY_MAX_LENGTH } from '../../../../../domain/review-form.ts';
import { countOf } from '../../../../../domain/plural.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { RowButton, StateBadge } from '../ListParts.tsx';
import { ReviewTextDialog } from './ReviewTextDialog.tsx';
import {
  $adminReviews,
  $reviewDialog,
  hideReview,
  loadAdminReviews,
  openHideReview,
  openReplyToReview,
  replyToReview,
  unhideReview,
  type AdminReview,
} from './reviews-store.ts';

function stars(rating: number): string {
  return `${countOf(rating, 'star')} of 5`;
}

function ReviewItem({ review }: { review: AdminReview }) {
  const headingId = useId();
  const who = `the review by ${review.userName}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold text-ink">
            {review.userName}
          </h2>
          <p className="text-sm text-ink-muted">
            {stars(review.rating)} · <time dateTime={review.createdAt}>{formatOrderDate(review.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {review.verified && <StateBadge tone="good">Verified order</StateBadge>}
          {review.hidden ? <StateBadge tone="warn">Hidden</StateBadge> : <StateBadge tone="off">Shown</StateBadge>}
        </div>
      </div>
      <p className="leading-relaxed break-words whitespace-pre-line text-ink">{review.review}</p>
      {review.dishes.length > 0 && (
        <ul aria-label="Dish ratings" className="flex flex-wrap gap-2 text-sm text-ink-muted">
          {review.dishes.map((dish) => (
            <li key={dish.foodId} className="rounded-full bg-cream px-3 py-1 ring-1 ring-brand-100">
              {dish.name}: {stars(dish.rating)}
            </li>
          ))}
        </ul>
      )}
      {review.hidden && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Hidden by {review.hidden.by} on <time dateTime={review.hidden.at}>{formatOrderDate(review.hidden.at)}</time>:{' '}
          {review.hidden.reason}
        </p>
      )}
      {review.reply && (
        <div className="rounded-xl bg-cream p-3 text-sm ring-1 ring-brand-100">
          <p className="font-semibold text-brand-800">Your reply</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{review.reply.text}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <RowButton
          label={`${review.reply ? 'Edit the reply to' : 'Reply to'} ${who}`}
          tone="brand"
          onClick={() => openReplyToReview(review)}
        >
          {review.reply ? 'Edit reply' : 'Reply'}
        </RowButton>
        {review.hidden ? (
          <RowButton label={`Show ${who} again`} tone="good" onClick={() => void unhideReview(review)}>
            Show again
          </RowButton>
        ) : (
          <RowButton label={`Hide ${who}`} tone="danger" onClick={() => openHideReview(review)}>
            Hide
          </RowButton>
        )}
      </div>
    </article>
  );
}

/** Reviews: every review, hidden ones too; hide one with a reason, show it again, reply publicly. */
export function Reviews() {
  const state = useStore($adminReviews);
  const dialog = useStore($reviewDialog);

  useEffect(() => {
    void loadAdminReviews();
  }, []);

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">Reviews</h1>
        <p className="mt-1 max-w-2xl text-ink-muted">
          A hidden review stays here, with who hid it and why, but customers no longer see it and its stars leave the dishes' ratings. A
          reply shows under the review on the Reviews page, as the shop's.
        </p>
      </div>
      {state.status === 'error' && state.reviews.length === 0 ? (
        <LoadFailed message={state.message} onRetry={() => void loadAdminReviews()} />
      ) : state.status === 'loading' && state.reviews.length === 0 ? (
        <p className="text-ink-muted">Loading reviews…</p>
      ) : state.reviews.length === 0 ? (
        <p className="text-ink-muted">No reviews yet.</p>
      ) : (
        <ul className="space-y-4">
          {state.reviews.map((review) => (
            <li key={review._id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      {dialog.kind === 'hide' && (
        <ReviewTextDialog
          key={dialog.review._id}
          review={dialog.review}
          title="Hide this review?"
          label="Why hide it"
          hint="Kept with the review for the shop's team; the customer is not told."
          initial=""
          maxLength={HIDE_REASON_MAX_LENGTH}
          submitLabel="Hide review"
          busyLabel="Hiding..."
          requiredMessage={REVIEW_ADMIN_MESSAGES.reasonMissing}
          send={(reason) => hideReview(dialog.review, reason)}
        />
      )}
      {dialog.kind === 'reply' && (
        <ReviewTextDialog
          key={dialog.review._id}
          review={dialog.review}
          title="Reply to this review"
          label="Your reply"
          hint="Shown under the review as the shop's reply. Leave it empty to remove the reply."
          initial={dialog.review.reply?.text ?? ''}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          submitLabel="Publish reply"
          busyLabel="Publishing..."
          send={(reply) => replyToReview(dialog.review, reply)}
        />
      )}
    </>
  );
}
