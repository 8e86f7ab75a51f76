import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { formatOrderDate } from '../../../../../domain/order-status.ts';
import { HIDE_REASON_MAX_LENGTH, REVIEW_REPLY_MAX_LENGTH } from '../../../../../domain/review-form.ts';
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
import { t } from '../../../i18n/t.ts';
import { tElements } from '../t-elements.tsx';

function ReviewItem({ review }: { review: AdminReview }) {
  const headingId = useId();
  const name = review.userName;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold text-ink">
            {review.userName}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('admin-reviews.stars', { rating: review.rating })} ·{' '}
            <time dateTime={review.createdAt}>{formatOrderDate(review.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {review.verified && <StateBadge tone="good">{t('admin-reviews.verified')}</StateBadge>}
          {review.hidden ? (
            <StateBadge tone="warn">{t('admin-reviews.hidden')}</StateBadge>
          ) : (
            <StateBadge tone="off">{t('admin-reviews.shown')}</StateBadge>
          )}
        </div>
      </div>
      <p className="leading-relaxed break-words whitespace-pre-line text-ink">{review.review}</p>
      {review.dishes.length > 0 && (
        <ul aria-label={t('admin-reviews.dishRatings')} className="flex flex-wrap gap-2 text-sm text-ink-muted">
          {review.dishes.map((dish) => (
            <li key={dish.foodId} className="rounded-full bg-cream px-3 py-1 ring-1 ring-brand-100">
              {t('admin-reviews.dishRating', { dish: dish.name, rating: dish.rating })}
            </li>
          ))}
        </ul>
      )}
      {review.hidden && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {tElements(
            'admin-reviews.hiddenBy',
            { name: review.hidden.by, date: formatOrderDate(review.hidden.at), reason: review.hidden.reason },
            { time: (children) => <time dateTime={review.hidden?.at}>{children}</time> },
          )}
        </p>
      )}
      {review.reply && (
        <div className="rounded-xl bg-cream p-3 text-sm ring-1 ring-brand-100">
          <p className="font-semibold text-brand-800">{t('admin-reviews.yourReply')}</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{review.reply.text}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <RowButton
          label={review.reply ? t('admin-reviews.editReplyLabel', { name }) : t('admin-reviews.replyLabel', { name })}
          tone="brand"
          onClick={() => openReplyToReview(review)}
        >
          {review.reply ? t('admin-reviews.editReply') : t('admin-reviews.reply')}
        </RowButton>
        {review.hidden ? (
          <RowButton label={t('admin-reviews.showAgainLabel', { name })} tone="good" onClick={() => void unhideReview(review)}>
            {t('admin-reviews.showAgain')}
          </RowButton>
        ) : (
          <RowButton label={t('admin-reviews.hideLabel', { name })} tone="danger" onClick={() => openHideReview(review)}>
            {t('admin-reviews.hide')}
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
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenReviews')}</h1>
        <p className="mt-1 max-w-2xl text-ink-muted">{t('admin-reviews.intro')}</p>
      </div>
      {state.status === 'error' && state.reviews.length === 0 ? (
        <LoadFailed message={state.message} onRetry={() => void loadAdminReviews()} />
      ) : state.status === 'loading' && state.reviews.length === 0 ? (
        <p className="text-ink-muted">{t('admin-reviews.loading')}</p>
      ) : state.reviews.length === 0 ? (
        <p className="text-ink-muted">{t('admin-reviews.empty')}</p>
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
          title={t('admin-reviews.hideTitle')}
          label={t('admin-reviews.hideReason')}
          hint={t('admin-reviews.hideHint')}
          initial=""
          maxLength={HIDE_REASON_MAX_LENGTH}
          submitLabel={t('admin-reviews.hideSubmit')}
          busyLabel={t('admin-reviews.hiding')}
          requiredMessage={t('admin-reviews.reasonMissing')}
          send={(reason) => hideReview(dialog.review, reason)}
        />
      )}
      {dialog.kind === 'reply' && (
        <ReviewTextDialog
          key={dialog.review._id}
          review={dialog.review}
          title={t('admin-reviews.replyTitle')}
          label={t('admin-reviews.yourReply')}
          hint={t('admin-reviews.replyHint')}
          initial={dialog.review.reply?.text ?? ''}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          submitLabel={t('admin-reviews.publish')}
          busyLabel={t('admin-reviews.publishing')}
          send={(reply) => replyToReview(dialog.review, reply)}
        />
      )}
    </>
  );
}
