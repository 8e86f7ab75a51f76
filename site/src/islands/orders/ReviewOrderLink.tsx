import { localePath, t } from '../../i18n/t.ts';
import { useStore } from '@nanostores/react';
import { isReviewable } from '../../../../domain/order-review.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { quietButtonClass } from './OrderNotices.tsx';
import { $reviewedOrders } from './reviewed-orders.ts';

/** The review page for this order, once it is delivered or collected and until it has its review. */
export function reviewOrderHref(orderId: string): string {
  return `${localePath('/review')}?order=${encodeURIComponent(orderId)}`;
}

/**
 * "Review this order" on a delivered or collected order the customer has not reviewed. Only
 * handed-over orders ask which orders have their review, so a page of open orders asks nothing.
 */
export function ReviewOrderLink({ order }: { order: Order }) {
  return isReviewable(order.orderStatus) ? <UnlessReviewed order={order} /> : null;
}

function UnlessReviewed({ order }: { order: Order }) {
  const reviewed = useStore($reviewedOrders);
  if (!reviewed || reviewed.has(order._id)) return null;
  return (
    <div className="border-t border-brand-100 px-4 py-4 sm:px-6">
      <a
        href={reviewOrderHref(order._id)}
        aria-label={t('orders.reviewOrderLabel', { reference: orderReference(order._id) })}
        className={quietButtonClass}
      >
        {t('orders.reviewThisOrder')}
      </a>
    </div>
  );
}
