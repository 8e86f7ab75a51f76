import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $orders, retryOrders, showOrder } from '../../stores/orders.ts';
import { toast } from '../../stores/toasts.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { useStatusChanges } from './use-status-changes.ts';
import { OrderCard } from './OrderCard.tsx';
import { StatusChangesNote } from './StatusChangesNote.tsx';
import { useShopClock } from './use-shop-clock.ts';
import { FailedNotice, NoOrderNotice } from './OrderNotices.tsx';
import { localePath, t } from '../../i18n/t.ts';

/** /login comes back here afterwards (islands/auth/safe-next.ts), in the page's language. */
function loginHref(): string {
  return `${localePath('/login')}?next=${localePath('/myorders')}`;
}

/** The signed-in customer answers a replacement with their session. */
const SIGNED_IN_ANSWERS = { trackingToken: null, onAnswered: showOrder };

/**
 * My Orders: the signed-in customer's order cards, kept fresh by stores/orders.ts;
 * a signed-out visitor is sent to log in.
 */
export default function MyOrders() {
  const state = useStore($orders, { ssr: 'initial' });
  const { asking, timeZone } = useShopClock();
  const changes = useStatusChanges(state, timeZone);

  useEffect(() => {
    if (state.status === 'failed') toast.error(t('orders.fetchFailed'));
  }, [state.status]);

  switch (state.status) {
    case 'waiting':
    case 'loading':
      return <Spinner />;
    case 'signedOut':
      return <NoOrderNotice title={t('orders.logInToView')} link={{ href: loginHref(), label: t('orders.login') }} quiet={false} />;
    case 'failed':
      return <FailedNotice message={state.message ?? t('orders.loadFailed')} onRetry={retryOrders} />;
    case 'ready':
      if (asking) return <Spinner />;
      if (state.orders.length === 0) {
        return (
          <NoOrderNotice
            title={t('orders.noOrdersYet')}
            text={t('orders.ordersShowHere')}
            link={{ href: `${localePath('/')}#menu`, label: t('orders.browseMenu') }}
          />
        );
      }
      return (
        <>
          <StatusChangesNote changes={changes} />
          <ul className="space-y-6">
            {state.orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} timeZone={timeZone} reviewable answering={SIGNED_IN_ANSWERS} />
              </li>
            ))}
          </ul>
        </>
      );
  }
}
