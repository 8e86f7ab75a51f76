import { useEffect, useState } from 'react';
import { orderDate } from '../orders/order-words.ts';
import { t, tParts, tText } from '../../i18n/t.ts';
import { REVIEW_MESSAGES } from '../../../../domain/review-form.ts';
import { serverMessage } from '../../lib/api.ts';
import { loadOrderToReview, type OrderToReview } from '../../stores/reviews.ts';
import { StarRating } from './StarRating.tsx';

/** The order a review is of: none, being read, ready to review, or refused (with the server's words). */
export type OrderReviewState =
  | { status: 'none' }
  | { status: 'loading'; orderId: string }
  | { status: 'ready'; order: OrderToReview }
  | { status: 'refused'; message: string };

/** `?order=` on the review page: My Orders and the order's mails link here with it. */
function orderIdFromAddress(): string | null {
  return new URLSearchParams(window.location.search).get('order')?.trim() || null;
}

/**
 * The order named by the address, read once the customer is signed in (`userId`). `forget()`
 * drops it (after its review is sent), and the address with it.
 */
export function useOrderToReview(userId: string | undefined) {
  const [state, setState] = useState<OrderReviewState>({ status: 'none' });
  useEffect(() => {
    const orderId = orderIdFromAddress();
    if (!orderId || !userId) return;
    let current = true;
    setState({ status: 'loading', orderId });
    loadOrderToReview(orderId).then(
      (order) => current && setState({ status: 'ready', order }),
      (error: unknown) => current && setState({ status: 'refused', message: serverMessage(error) ?? tText(REVIEW_MESSAGES.orderNotFound) }),
    );
    return () => {
      current = false;
    };
  }, [userId]);
  const forget = () => {
    setState({ status: 'none' });
    window.history.replaceState(window.history.state, '', window.location.pathname);
  };
  return { state, forget };
}

interface Props {
  state: OrderReviewState;
  dishRatings: Readonly<Record<string, number>>;
  onRateDish: (foodId: string, rating: number) => void;
}

/** Above the review form: which order it is of, and optional stars for each of its dishes. */
export function OrderReview({ state, dishRatings, onRateDish }: Props) {
  if (state.status === 'none') return null;
  if (state.status === 'loading') return <p className="text-ink-muted">{t('reviews.loadingOrder')}</p>;
  if (state.status === 'refused') {
    return (
      <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
        <p role="alert" className="font-semibold text-chili-700">
          {state.message}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t('reviews.stillReviewShop')}</p>
      </div>
    );
  }
  const { order } = state;
  return (
    <div className="space-y-4 rounded-xl bg-cream p-4 ring-1 ring-brand-100">
      <p className="font-semibold text-ink">
        {tParts('reviews.reviewOfOrder', { reference: order.reference, date: orderDate(order.orderedAt) }, (_, children) => (
          <time key="date" dateTime={order.orderedAt}>
            {children}
          </time>
        ))}
      </p>
      {order.dishes.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">{t('reviews.rateDishes')}</legend>
          {order.dishes.map((dish, index) => (
            <StarRating
              key={dish.foodId}
              idPrefix={`review-dish-${index}`}
              legend={dish.name}
              required={false}
              value={dishRatings[dish.foodId] ?? 0}
              onChange={(rating) => onRateDish(dish.foodId, rating)}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
