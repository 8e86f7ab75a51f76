import type { MessageKey } from '../../i18n/t.ts';
import { t } from '../../i18n/t.ts';
import { useEffect, useState } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { paymentResultOf, readResultQuery, RESULT_PATIENCE_MS, withoutClientSecret, type ResultQuery } from '../checkout/payment-result.ts';
import { forgetPayment, payStepUrl, pendingPaymentFor } from '../checkout/pending-payment.ts';
import { buttonClass } from './OrderNotices.tsx';

/**
 * A guest paying by card through Stripe comes back to the tracking page (they have no
 * /payment-result, which reads the account's orders): Stripe's word is in the address, the
 * order's payment status is the shop's. Null when the address carries no payment.
 */
export function useReturnedPayment(): ResultQuery | null {
  const [query] = useState(() => {
    if (typeof window === 'undefined') return null;
    const read = readResultQuery(window.location.search);
    return read.redirectStatus ? read : null;
  });
  useEffect(() => {
    // The client secret Stripe adds stays out of the history and of a copied link.
    const clean = withoutClientSecret(window.location.href);
    if (clean) window.history.replaceState(null, '', clean);
  }, []);
  return query;
}

/** Whether the shop is still waiting for Stripe to confirm it (the page then asks more often). */
export function usePaymentPatience(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), RESULT_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return over;
}

const TEXTS = {
  received: 'orders.paymentReceived',
  held: 'orders.paymentHeld',
  confirming: 'orders.paymentConfirming',
  slow: 'orders.paymentSlow',
  failed: 'orders.paymentFailedSaved',
  unknownOrder: 'orders.paymentFailedNothing',
} as const satisfies Record<string, MessageKey>;

/** How the card payment the guest just made is going, above the order. */
export function TrackedPayment({ query, order, patienceOver }: { query: ResultQuery; order: Order; patienceOver: boolean }) {
  const result = paymentResultOf(query, order, patienceOver);
  useEffect(() => {
    if (result === 'received' || result === 'held') forgetPayment(order._id);
  }, [result, order._id]);
  const retry = result === 'failed' && pendingPaymentFor(order._id) !== null;
  const bad = result === 'failed' || result === 'unknownOrder';
  return (
    <div role="status" className={`mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ${bad ? 'ring-red-200' : 'ring-brand-100'}`}>
      <p className={`font-bold ${bad ? 'text-chili-700' : result === 'received' || result === 'held' ? 'text-leaf-700' : 'text-ink'}`}>
        {t(TEXTS[result])}
      </p>
      {retry && (
        <a href={payStepUrl(order._id)} className={`${buttonClass} mt-4`}>
          {t('orders.payAgain')}
        </a>
      )}
    </div>
  );
}
