import { localePath, t } from '../../i18n/t.ts';
import { useMemo, useState } from 'react';
import { RESULT_POLL_MS } from '../checkout/payment-result.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { useClientReady } from '../ui/use-client-ready.ts';
import { FailedNotice, NoOrderNotice } from './OrderNotices.tsx';
import { OrderCard } from './OrderCard.tsx';
import { StatusChangesNote } from './StatusChangesNote.tsx';
import { useShopClock } from './use-shop-clock.ts';
import { TRACK_REFRESH_MS, trackingTokenOf } from './track-order.ts';
import { TrackedPayment, usePaymentPatience, useReturnedPayment } from './TrackedPayment.tsx';
import { useStatusChanges } from './use-status-changes.ts';
import { useTrackedOrder } from './use-tracked-order.ts';

/**
 * /track/{token}: a guest's order, at the private link the checkout went to and the confirmation
 * mail carries. The card is My Orders' own, with the shop's answer and its times on the shop's
 * clock, and the replacements the guest is asked about, answered with the link's token; the order
 * is asked for again every 15 s until it is handed over or cancelled, and each change is announced.
 */
export default function TrackOrder() {
  const ready = useClientReady();
  const [token] = useState(() => (typeof window === 'undefined' ? null : trackingTokenOf(window.location.pathname, localePath('/track'))));
  const [attempt, setAttempt] = useState(0);
  const payment = useReturnedPayment();
  const patienceOver = usePaymentPatience();
  const [confirming, setConfirming] = useState(payment?.redirectStatus === 'succeeded');
  const [state, show] = useTrackedOrder(
    ready ? token : undefined,
    confirming && !patienceOver ? RESULT_POLL_MS : TRACK_REFRESH_MS,
    attempt,
  );
  const answering = useMemo(() => ({ trackingToken: token, onAnswered: show }), [token, show]);
  const { asking, timeZone } = useShopClock();
  const orders = useMemo(
    () => (state.status === 'ready' ? { status: 'ready' as const, orders: [state.order] } : { status: 'loading' as const }),
    [state],
  );
  const changes = useStatusChanges(orders, timeZone);

  // Once Stripe's payment is confirmed to the shop, the usual pace is enough.
  if (confirming && state.status === 'ready' && state.order.paymentStatus !== 'pending') setConfirming(false);

  if (!ready || state.status === 'loading' || (state.status === 'ready' && asking)) return <Spinner />;
  if (state.status === 'failed') return <FailedNotice message={state.message} onRetry={() => setAttempt((count) => count + 1)} />;
  if (state.status === 'notFound') {
    return (
      <NoOrderNotice
        title={t('orders.orderNotFound')}
        text={state.message}
        link={{ href: `${localePath('/')}#menu`, label: t('orders.browseMenu') }}
        quiet={false}
        heading
      />
    );
  }
  return (
    <>
      <StatusChangesNote changes={changes} />
      {payment && <TrackedPayment query={payment} order={state.order} patienceOver={patienceOver} />}
      <OrderCard order={state.order} timeZone={timeZone} answering={answering} />
      {state.personalDetailsHidden && <p className="mt-4 text-sm text-ink-muted">{t('orders.detailsHidden')}</p>}
    </>
  );
}
