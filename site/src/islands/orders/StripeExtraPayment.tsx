import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { t, tText } from '../../i18n/t.ts';
import { CARD_FORM_FAILED_MESSAGE, mountPaymentForm, type PaymentForm } from '../checkout/stripe-gateway.ts';
import { buttonClass } from './OrderNotices.tsx';
import { openExtraPayment } from './pay-extra.ts';

type State =
  | { status: 'opening' }
  | { status: 'ready'; form: PaymentForm }
  | { status: 'paying'; form: PaymentForm }
  | { status: 'failed'; message: string }
  | { status: 'confirmed' };

/**
 * The extra paid through Stripe, as the checkout pays an order (checkout/StripePayment.tsx): the
 * server opens the payment, Stripe's Payment Element takes the card, and Stripe's webhook tells the
 * shop; the page shows it paid once the order says so. 3-D Secure comes back to this same page.
 */
export function StripeExtraPayment({ order, amount, trackingToken }: { order: Order; amount: string; trackingToken: string | null }) {
  // Opened once per order: the page asks for the order again every few seconds.
  const orderId = order._id;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'opening' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let current = true;
    let mounted: PaymentForm | null = null;
    const fail = (message: string) => current && setState({ status: 'failed', message });
    void openExtraPayment(orderId, trackingToken).then(async (opened) => {
      if (!current) return;
      if (!opened.ok) return fail(opened.message);
      try {
        const form = await mountPaymentForm(target, opened.payment, { onReady: () => undefined, onLoadError: fail });
        if (!current) return form.destroy();
        mounted = form;
        setState({ status: 'ready', form });
      } catch {
        fail(CARD_FORM_FAILED_MESSAGE);
      }
    });
    return () => {
      current = false;
      mounted?.destroy();
    };
  }, [orderId, trackingToken]);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status !== 'ready') return;
    setError(null);
    setState({ status: 'paying', form: state.form });
    const outcome = await state.form.confirm(window.location.href);
    if (outcome.kind === 'confirmed') setState({ status: 'confirmed' });
    else {
      setError(outcome.message);
      setState({ status: 'ready', form: state.form });
    }
  };

  if (state.status === 'confirmed')
    return (
      <p role="status" className="mt-3 font-bold text-green-800">
        {t('order-extra.paid')}
      </p>
    );
  return (
    <form onSubmit={(event) => void pay(event)} aria-label={t('order-extra.cardHeading')} className="mt-3 space-y-3">
      <div ref={container} className="min-h-24" />
      {state.status === 'opening' && (
        <p role="status" className="text-sm text-ink-muted">
          {t('order-extra.formLoading')}
        </p>
      )}
      {(state.status === 'failed' || error) && (
        <p role="alert" className="font-semibold text-chili-700">
          {tText(state.status === 'failed' ? state.message : (error ?? ''))}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={state.status !== 'ready' || undefined}
        className={`${buttonClass} aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        {state.status === 'paying' ? t('order-extra.paying') : t('order-change.payExtra', { amount })}
      </button>
    </form>
  );
}
