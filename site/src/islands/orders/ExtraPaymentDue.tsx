import { lazy, Suspense, useState } from 'react';
import { orderCurrencyOf } from '../../../../domain/contracts/order-amounts.ts';
import { formatDollars } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { announce } from '../../lib/announce.ts';
import { t } from '../../i18n/t.ts';
import type { ReplacementAnswering } from './replacement-answer.ts';

// The card form and its gateway load only on an order with something to pay.
const ExtraPaymentForm = lazy(() => import('./ExtraPaymentForm.tsx'));

/**
 * On a customer's order the shop changed to cost more (docs/product/counter-orders.md, "Changing a
 * placed order"): "Your order changed: $7.50 more to pay." and the card form, until it is paid;
 * then "Paid. Thank you." The guest pays with the tracking link's token, as they answer replacements.
 */
export function ExtraPaymentDue({ order, answering }: { order: Order; answering: ReplacementAnswering }) {
  const [paidHere, setPaidHere] = useState(false);
  const extra = order.extraPayment;
  if (!extra) return null;
  if (extra.status === 'paid' && paidHere)
    return (
      <p role="status" className="border-b border-brand-100 bg-green-50 px-4 py-3 font-bold text-green-800 sm:px-6">
        {t('order-extra.paid')}
      </p>
    );
  if (extra.status !== 'requested' || order.orderStatus === 'cancelled') return null;
  const amount = formatDollars(extra.amount, orderCurrencyOf(order));
  return (
    <section aria-labelledby={`extra-${order._id}`} className="border-b border-brand-100 bg-amber-50 px-4 py-4 sm:px-6">
      <h3 id={`extra-${order._id}`} className="text-lg font-bold text-ink">
        {t('order-extra.extraDue', { amount })}
      </h3>
      <p className="mt-1 text-ink">{t('order-extra.extraIntro')}</p>
      <Suspense fallback={<p className="mt-3 text-ink-muted">{t('order-extra.formLoading')}</p>}>
        <ExtraPaymentForm
          order={order}
          amount={amount}
          trackingToken={answering.trackingToken}
          onPaid={(paid) => {
            setPaidHere(true);
            // The form is gone: its outcome is read out, as a new status line may not be.
            announce(t('order-extra.paid'));
            answering.onAnswered(paid);
          }}
        />
      </Suspense>
    </section>
  );
}
