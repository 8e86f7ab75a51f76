import type { ReactNode } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { tParts } from '../../i18n/t.ts';
import { orderDate, tOr } from './order-words.ts';

interface Props {
  order: Order;
  /** The heading's id: the card's <article> is named by it. */
  headingId: string;
  /** Whether the date reads 'Placed …' (My Orders) rather than the date alone. */
  placed?: boolean;
  /** The header band's horizontal padding from the small breakpoint up, matching the card's body. */
  paddingClass: 'sm:px-5' | 'sm:px-6';
  /** The card's body: each screen's own columns and actions. */
  children: ReactNode;
}

/**
 * An order as a card, on Manage Orders and on My Orders alike: the header band ('Order #…', when
 * it was placed, its order status) over the body each screen fills with its own.
 */
export function OrderCardFrame({ order, headingId, placed = false, paddingClass, children }: Props) {
  const reference = orderReference(order._id);
  const date = orderDate(order.createdAt);
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <header
        className={`flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 bg-brand-50 px-4 py-3 ${paddingClass}`}
      >
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ink">
            {tOr('orders.orderHeading', `Order #${reference}`, { reference })}
          </h2>
          <p className="text-sm text-ink-muted">
            {placed ? (
              tParts('orders.placedOn', { date }, (_, children) => (
                <time key="date" dateTime={order.createdAt}>
                  {children}
                </time>
              ))
            ) : (
              <time dateTime={order.createdAt}>{date}</time>
            )}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          {tOr('orders.status', 'Status')}{' '}
          <StatusBadge status={order.orderStatus} fulfilmentType={order.fulfilment?.type} className="text-sm" />
        </p>
      </header>
      {children}
    </article>
  );
}
