import { t } from '../../i18n/t.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewList } from './ReviewList.tsx';

/** /review: the form on top, everyone's reviews below. */
export default function ReviewPage() {
  return (
    <>
      <section
        aria-labelledby="review-heading"
        className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8"
      >
        <h1 id="review-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          {t('reviews.heading')}
        </h1>
        <p className="mt-2 mb-6 text-ink-muted">{t('reviews.intro')}</p>
        <ReviewForm headingId="review-heading" />
      </section>
      <ReviewList />
    </>
  );
}
