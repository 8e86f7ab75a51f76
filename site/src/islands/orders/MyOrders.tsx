import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $orders, ORDERS_FAILED_MESSAGE, retryOrders } from '../../stores/orders.ts';
import { toast } from '../../stores/toasts.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { useStatusChanges } from './use-status-changes.ts';
import { OrderCard } from './OrderCard.tsx';
import { $shopTimeZone } from './shop-time-zone.ts';
import { buttonClass, FailedNotice, quietButtonClass } from './FailedNotice.tsx';

/** /login comes back here afterwards (islands/auth/safe-next.ts). */
const LOGIN_HREF = '/login?next=/myorders';

/**
 * My Orders: the signed-in customer's order cards, kept fresh by stores/orders.ts;
 * a signed-out visitor is sent to log in.
 */
export default function MyOrders() {
  const state = useStore($orders, { ssr: 'initial' });
  // The cards wait for the shop's clock, so the times they show never change under the reader.
  const clock = useStore($shopTimeZone, { ssr: 'initial' });
  const timeZone = clock.status === 'known' ? clock.timeZone : undefined;
  const changes = useStatusChanges(state, timeZone);

  useEffect(() => {
    if (state.status === 'failed') toast.error('Failed to fetch orders');
  }, [state.status]);

  switch (state.status) {
    case 'waiting':
    case 'loading':
      return <Spinner />;
    case 'signedOut':
      return (
        <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-brand-100">
          <p className="text-lg font-semibold text-ink">Please login to view your orders</p>
          <a href={LOGIN_HREF} className={`${buttonClass} mt-6`}>
            Login
          </a>
        </div>
      );
    case 'failed':
      return <FailedNotice message={state.message ?? ORDERS_FAILED_MESSAGE} onRetry={retryOrders} />;
    case 'ready':
      if (clock.status === 'asking') return <Spinner />;
      if (state.orders.length === 0) {
        return (
          <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-brand-100">
            <p className="text-lg font-semibold text-ink">You have not placed any orders yet.</p>
            <p className="mt-2 text-ink-muted">Your orders and their status will show up here.</p>
            <a href="/#menu" className={`${quietButtonClass} mt-6`}>
              Browse the menu
            </a>
          </div>
        );
      }
      return (
        <>
          <p role="status" className="sr-only">
            {changes}
          </p>
          <ul className="space-y-6">
            {state.orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </>
      );
  }
}
