import type { ReactNode } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { formatOrderDate, orderReference } from '../../../../domain/order-status.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  order: Order;
  /** The heading's id: the card's <article> is named by it. */
  headingId: string;
  /** Words before the date, e.g. 'Placed'. */
  datePrefix?: string;
  /** The header band's horizontal padding from the small breakpoint up, matching the card's body. */
  paddingClass: 'sm:px-5' | 'sm:px-6';
  /** The card's body: each screen's own columns and actions. */
  children: ReactNode;
}

/**
 * An order as a card, on Manage Orders and on My Orders alike: the header band ('Order #…', when
 * it was placed, its order status) over the body each screen fills with its own.
 */
export function OrderCardFrame({ order, headingId, datePrefix, paddingClass, children }: Props) {
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <header
        className={`flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 bg-brand-50 px-4 py-3 ${paddingClass}`}
      >
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ink">
            Order #{orderReference(order._id)}
          </h2>
          <p className="text-sm text-ink-muted">
            {datePrefix && `${datePrefix} `}
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          Status <StatusBadge status={order.orderStatus} fulfilmentType={order.fulfilment?.type} className="text-sm" />
        </p>
      </header>
      {children}
    </article>
  );
}
