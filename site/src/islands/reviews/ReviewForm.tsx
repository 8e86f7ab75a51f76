import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REVIEW_MAX_LENGTH, REVIEW_MESSAGES, REVIEW_MIN_LENGTH, ReviewInput } from '../../../../domain/review-form.ts';
import { ApiError, serverMessage } from '../../lib/api.ts';
import { $session, openLoginDialog, refreshSession } from '../../stores/session.ts';
import { submitReview } from '../../stores/reviews.ts';
import { toast } from '../../stores/toasts.ts';
import { servedChoice, servedValue } from '../../lib/served-values.ts';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { StarRating } from './StarRating.tsx';
import { OrderReview, useOrderToReview } from './OrderReview.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { localePath, t, tParts, tText } from '../../i18n/t.ts';

type Field = 'rating' | 'review';
const RATING_PREFIX = 'review-rating';
/** The stars' radio group (StarRating names it after its prefix). */
const RATING_NAME = `${RATING_PREFIX}-rating`;

function servedReview(): Partial<Record<Field, string>> {
  const rating = servedChoice(RATING_NAME);
  const review = servedValue('review-review');
  return { ...(rating ? { rating } : {}), ...(review ? { review } : {}) };
}
/** The order of checks (after being signed in): rating, then text. */
const CHECK_ORDER: readonly Field[] = ['rating', 'review'];

/** The form keeps text; the shared schema wants the rating as a number. */
const FormSchema = {
  safeParse: (values: Record<Field, string>) =>
    ReviewInput.safeParse({ ...values, rating: values.rating ? Number(values.rating) : undefined }),
};

const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/**
 * Write a Review: 1–5 stars and the text, checked in order with their messages, posted under the
 * name on the signed-in account (shown, not editable here); success clears the form and reloads
 * the list. Opened with `?order=` (My Orders, the order's mail) it reviews that order, with
 * optional stars per dish (./OrderReview.tsx); a refused order leaves a review of the shop.
 */
export function ReviewForm({ headingId }: { headingId: string }) {
  const session = useStore($session, { ssr: 'initial' });
  const user = session.status === 'signedIn' ? session.user : null;
  // A star chosen or words typed before the island hydrated are kept.
  const form = useCheckedForm<Field>(FormSchema, { rating: '', review: '' }, { served: servedReview });
  const [busy, setBusy] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const userId = user?.userId;
  useEffect(() => {
    if (userId) setNeedsLogin(false);
  }, [userId]);
  const orderReview = useOrderToReview(userId);
  const [dishRatings, setDishRatings] = useState<Record<string, number>>({});
  const reviewedOrder = orderReview.state.status === 'ready' ? orderReview.state.order : null;

  const focusField = (field: Field) => {
    const root = formRef.current;
    const target =
      field === 'rating'
        ? (root?.querySelector<HTMLInputElement>('input[type=radio]:checked') ?? root?.querySelector<HTMLInputElement>('input[type=radio]'))
        : root?.querySelector<HTMLElement>(`#review-${field}`);
    target?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Being signed in comes first; while the server is still being asked, it decides.
    if (session.status === 'signedOut') {
      setNeedsLogin(true);
      toast.error(t('reviews.notSignedIn'));
      return;
    }
    const parsed = FormSchema.safeParse(form.values);
    const invalid = form.check(CHECK_ORDER);
    if (!parsed.success) {
      const first = parsed.error.issues.find((issue) => issue.path[0] === invalid) ?? parsed.error.issues[0];
      toast.error(tText(first?.message ?? REVIEW_MESSAGES.submitFailed));
      if (invalid) focusField(invalid);
      return;
    }
    setBusy(true);
    try {
      const ofOrder = reviewedOrder
        ? {
            orderId: reviewedOrder.orderId,
            dishes: reviewedOrder.dishes.flatMap((dish) =>
              dishRatings[dish.foodId] ? [{ foodId: dish.foodId, rating: dishRatings[dish.foodId]! }] : [],
            ),
          }
        : {};
      // The server's English answer is not shown: the page says the same in its own language.
      await submitReview({ ...parsed.data, ...ofOrder });
      toast.success(t('reviews.submitted'));
      form.reset({ rating: '', review: '' });
      if (reviewedOrder) {
        orderReview.forget();
        setDishRatings({});
      }
    } catch (error) {
      toast.error(serverMessage(error) ?? t('reviews.submitFailed'));
      if (error instanceof ApiError && error.status === 401) void refreshSession();
    } finally {
      setBusy(false);
    }
  };

  const reviewError = form.errorOf('review');
  const ratingBinding = form.bind('rating');
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-5">
      <div>
        <label htmlFor="review-userName" className="block text-sm font-semibold text-ink">
          {t('reviews.yourName')}
        </label>
        <input
          id="review-userName"
          readOnly
          value={user?.name ?? ''}
          placeholder={user ? undefined : t('reviews.signInToReview')}
          aria-describedby="review-userName-hint"
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-stone-100 px-3 py-2.5 text-base text-ink"
        />
        <p id="review-userName-hint" className="mt-1.5 text-sm text-ink-muted">
          {tParts('reviews.nameHint', {}, (_, children) => (
            <a key="link" href={localePath('/account')} className="font-semibold text-brand-700 underline underline-offset-2">
              {children}
            </a>
          ))}
        </p>
      </div>
      <OrderReview
        state={orderReview.state}
        dishRatings={dishRatings}
        onRateDish={(foodId, rating) => setDishRatings((previous) => ({ ...previous, [foodId]: rating }))}
      />
      <StarRating
        idPrefix={RATING_PREFIX}
        legend={reviewedOrder ? t('reviews.ratingForOrder') : t('reviews.rating')}
        value={Number(form.values.rating) || 0}
        onChange={(rating) => ratingBinding.onChange({ currentTarget: { value: String(rating) } })}
        error={ratingBinding.error}
      />
      <div>
        <label htmlFor="review-review" className="block text-sm font-semibold text-ink">
          {t('reviews.yourReview')}
        </label>
        <textarea
          id="review-review"
          rows={5}
          maxLength={REVIEW_MAX_LENGTH}
          aria-invalid={reviewError ? true : undefined}
          aria-describedby={reviewError ? 'review-review-hint review-review-error' : 'review-review-hint'}
          className="mt-1.5 block w-full resize-y rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700"
          {...form.bind('review')}
        />
        <p id="review-review-hint" className="mt-1.5 text-sm text-ink-muted">
          {t('reviews.reviewHint', { min: REVIEW_MIN_LENGTH })}
        </p>
        <FieldError id="review-review-error" message={reviewError} className="mt-1" />
      </div>
      {needsLogin && session.status === 'signedOut' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <p className="font-medium text-ink">{t('reviews.notSignedIn')}</p>
          <button
            type="button"
            onClick={() => openLoginDialog()}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-700 ring-2 ring-brand-600 hover:bg-white"
          >
            {t('reviews.login')}
          </button>
        </div>
      )}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`${primaryButton} w-full aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto`}
      >
        {busy ? t('reviews.submitting') : t('reviews.submit')}
      </button>
    </form>
  );
}
