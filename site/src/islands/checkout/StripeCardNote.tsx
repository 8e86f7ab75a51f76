import { useEffect } from 'react';
import { t } from '../../i18n/t.ts';
import { loadOrderSteps } from './load-order-steps.ts';

/**
 * What choosing card says at a shop that takes cards through Stripe. Choosing it starts fetching
 * Stripe.js, so Stripe's form is ready by the time the order is placed; nothing of Stripe loads
 * before a customer chooses card.
 */
export function StripeCardNote({ publishableKey }: { publishableKey: string }) {
  useEffect(() => {
    // A failed fetch is tried again, and reported, when the payment form is shown.
    loadOrderSteps()
      .then(({ loadStripeJs }) => loadStripeJs(publishableKey))
      .catch(() => undefined);
  }, [publishableKey]);
  return <p className="mt-5 rounded-xl bg-brand-50/60 p-4 text-sm text-ink ring-1 ring-brand-100">{t('checkout-payment.stripeNote')}</p>;
}
