import { localePath, t } from '../../i18n/t.ts';
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $orders, retryOrders } from '../../stores/orders.ts';
import { openLoginDialog } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { useStatusChanges } from './use-status-changes.ts';
import { buttonClass, FailedNotice } from './OrderNotices.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { $shopTimeZone } from './shop-time-zone.ts';
import { CloseButton } from '../ui/CloseButton.tsx';

/** Closing the notifications goes back to the shop. */
function CloseToShop() {
  return (
    <CloseButton onClick={() => window.location.assign(localePath('/'))} className="text-ink-muted hover:bg-stone-100 hover:text-ink" />
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{title}</h1>
        <CloseToShop />
      </div>
      {children}
    </div>
  );
}

/**
 * Notifications: the signed-in customer's orders as status messages, kept fresh by
 * stores/orders.ts; a signed-out visitor is asked to log in with the dialog.
 */
export default function Notifications() {
  const state = useStore($orders, { ssr: 'initial' });
  // The notes wait for the shop's clock, so the times they show never change under the reader.
  const clock = useStore($shopTimeZone, { ssr: 'initial' });
  const timeZone = clock.status === 'known' ? clock.timeZone : undefined;
  const changes = useStatusChanges(state, timeZone);

  useEffect(() => {
    if (state.status === 'failed') toast.error(t('orders.notificationsFailed'));
    if (state.status === 'signedOut') toast.blank(t('orders.logInForNotifications'));
  }, [state.status]);

  if (state.status === 'waiting') return <Spinner />;

  if (state.status === 'signedOut') {
    return (
      <Panel title={t('orders.loginRequired')}>
        <div className="py-6 text-center">
          <p className="text-lg text-ink">{t('orders.logInToViewNotifications')}</p>
          <button type="button" onClick={() => openLoginDialog()} className={`${buttonClass} mt-6`}>
            {t('orders.login')}
          </button>
        </div>
      </Panel>
    );
  }

  return (
    <Panel title={t('orders.orderNotifications')}>
      {(state.status === 'loading' || (state.status === 'ready' && clock.status === 'asking')) && <Spinner />}
      {state.status === 'failed' && <FailedNotice message={state.message ?? t('orders.loadFailed')} onRetry={retryOrders} />}
      <p role="status" className="sr-only">
        {changes}
      </p>
      {state.status === 'ready' &&
        clock.status === 'known' &&
        (state.orders.length === 0 ? (
          <p className="py-10 text-center text-ink-muted">{t('orders.noNotifications')}</p>
        ) : (
          <ul className="space-y-4">
            {state.orders.map((order) => (
              <li key={order._id}>
                <NotificationItem order={order} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        ))}
    </Panel>
  );
}
