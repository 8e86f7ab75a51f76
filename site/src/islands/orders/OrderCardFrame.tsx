import type { ReactNode } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { formatOrderDate, orderReference } from '../../../../domain/order-status.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The two screens' cards: Manage Orders packs more in from a wider breakpoint; My Orders gives room. */
const LOOK = {
  admin: {
    padding: 'sm:px-5',
    datePrefix: '',
    body: 'grid gap-5 p-4 sm:p-5 lg:grid-cols-[1fr_18rem]',
    aside: 'flex flex-col gap-4 text-sm lg:border-l lg:border-brand-100 lg:pl-5',
  },
  customer: {
    padding: 'sm:px-6',
    datePrefix: 'Placed ',
    body: 'grid gap-6 p-4 sm:p-6 md:grid-cols-[1fr_19rem]',
    aside: 'space-y-4 text-sm md:border-l md:border-brand-100 md:pl-6',
  },
} as const;

interface Props {
  order: Order;
  /** The heading's id: the card's <article> is named by it (and the admin's buttons described). */
  headingId: string;
  screen: keyof typeof LOOK;
  /** Under the header band, across the card (the shop's answer on My Orders). */
  banner?: ReactNode;
  /** The wide column: the lines, and on Manage Orders who and where too. */
  main: ReactNode;
  /** The narrow column: totals, payment, and the screen's own actions. */
  aside: ReactNode;
  /** Below both columns, across the card. */
  footer?: ReactNode;
}

/**
 * An order as a card, on Manage Orders and on My Orders alike: a header band ('Order #…', when it
 * was placed, its order status), then two columns each screen fills with its own.
 */
export function OrderCardFrame({ order, headingId, screen, banner, main, aside, footer }: Props) {
  const look = LOOK[screen];
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <header
        className={`flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 bg-brand-50 px-4 py-3 ${look.padding}`}
      >
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ink">
            Order #{orderReference(order._id)}
          </h2>
          <p className="text-sm text-ink-muted">
            {look.datePrefix}
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          Status <StatusBadge status={order.orderStatus} fulfilmentType={order.fulfilment?.type} className="text-sm" />
        </p>
      </header>
      {banner}
      <div className={look.body}>
        {main}
        <div className={look.aside}>{aside}</div>
      </div>
      {footer}
    </article>
  );
}
