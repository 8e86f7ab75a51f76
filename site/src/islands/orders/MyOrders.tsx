import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $orders, ORDERS_FAILED_MESSAGE, retryOrders } from '../../stores/orders.ts';
import { toast } from '../../stores/toasts.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { useStatusChanges } from './use-status-changes.ts';
import { OrderCard } from './OrderCard.tsx';
import { StatusChangesNote } from './StatusChangesNote.tsx';
import { useShopClock } from './use-shop-clock.ts';
import { FailedNotice, NoOrderNotice } from './OrderNotices.tsx';

/** /login comes back here afterwards (islands/auth/safe-next.ts). */
const LOGIN_HREF = '/login?next=/myorders';

/**
 * My Orders: the signed-in customer's order cards, kept fresh by stores/orders.ts;
 * a signed-out visitor is sent to log in.
 */
export default function MyOrders() {
  const state = useStore($orders, { ssr: 'initial' });
  const { asking, timeZone } = useShopClock();
  const changes = useStatusChanges(state, timeZone);

  useEffect(() => {
    if (state.status === 'failed') toast.error('Failed to fetch orders');
  }, [state.status]);

  switch (state.status) {
    case 'waiting':
    case 'loading':
      return <Spinner />;
    case 'signedOut':
      return <NoOrderNotice title="Please login to view your orders" link={{ href: LOGIN_HREF, label: 'Login' }} quiet={false} />;
    case 'failed':
      return <FailedNotice message={state.message ?? ORDERS_FAILED_MESSAGE} onRetry={retryOrders} />;
    case 'ready':
      if (asking) return <Spinner />;
      if (state.orders.length === 0) {
        return (
          <NoOrderNotice
            title="You have not placed any orders yet."
            text="Your orders and their status will show up here."
            link={{ href: '/#menu', label: 'Browse the menu' }}
          />
        );
      }
      return (
        <>
          <StatusChangesNote changes={changes} />
          <ul className="space-y-6">
            {state.orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} timeZone={timeZone} reviewable />
              </li>
            ))}
          </ul>
        </>
      );
  }
}
