import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { orderDate } from '../orders/order-words.ts';
import { t } from '../../i18n/t.ts';
import type { Review } from '../../../../domain/review.ts';
import { $reviews, loadReviews } from '../../stores/reviews.ts';
import { toast } from '../../stores/toasts.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { RATINGS, StarIcon } from './StarRating.tsx';

function ReviewCard({ review }: { review: Review }) {
  const headingId = useId();
  const rating = Math.min(5, Math.max(0, Math.round(review.rating)));
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 font-bold break-words text-ink">
          {review.userName}
        </h3>
        <p className="shrink-0 text-sm text-ink-muted">
          <time dateTime={review.createdAt}>{orderDate(review.createdAt)}</time>
        </p>
      </div>
      <p className="flex">
        {RATINGS.map((star) => (
          <StarIcon key={star} filled={star <= rating} className="h-5 w-5" />
        ))}
        <span className="sr-only">{t('reviews.rated', { rating })}</span>
      </p>
      {review.verified && (
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-leaf-700 ring-1 ring-leaf-700/40">
          {t('reviews.verifiedOrder')}
          {review.orderedAt && (
            <>
              {' · '}
              <time dateTime={review.orderedAt}>{orderDate(review.orderedAt)}</time>
            </>
          )}
        </p>
      )}
      <p className="leading-relaxed break-words whitespace-pre-line text-ink">{review.review}</p>
      {review.reply && (
        <div className="rounded-xl bg-cream p-3 text-sm ring-1 ring-brand-100">
          <p className="font-semibold text-brand-800">
            {t('reviews.replyFromShop')}{' '}
            <span className="font-normal text-ink-muted">
              · <time dateTime={review.reply.repliedAt}>{orderDate(review.reply.repliedAt)}</time>
            </span>
          </p>
          <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-ink">{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}

/** 'User Feedback': every review, newest first, as a grid of cards. */
export function ReviewList() {
  const state = useStore($reviews, { ssr: 'initial' });
  const headingId = useId();

  useEffect(() => {
    if (state.status === 'failed') toast.error(t('reviews.loadFailed'));
  }, [state.status]);

  const reviews = state.status === 'failed' ? null : state.reviews;
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="mb-6 text-center text-3xl font-extrabold text-ink">
        {t('reviews.listHeading')}
      </h2>
      {state.status === 'failed' ? (
        <div className="text-center">
          <p role="alert" className="font-semibold text-chili-700">
            {t('reviews.loadFailed')}
          </p>
          <button
            type="button"
            onClick={() => void loadReviews()}
            className="mt-4 inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-brand-700 ring-2 ring-brand-600 hover:bg-brand-50"
          >
            {t('reviews.tryAgain')}
          </button>
        </div>
      ) : reviews === null ? (
        <Spinner />
      ) : reviews.length === 0 ? (
        <p className="text-center text-ink-muted">{t('reviews.noReviews')}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
