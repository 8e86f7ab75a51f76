import { useEffect, useRef, useState, type FormEvent } from 'react';
import { displayCurrency, formatDollars } from '../../../../domain/money.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { localePath, t, tParts, tText } from '../../i18n/t.ts';
import { ErrorIcon } from '../ui/FieldError.tsx';
import { sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';
import { paymentResultUrl, type PendingPayment } from './pending-payment.ts';
import { CARD_FORM_FAILED_MESSAGE, mountPaymentForm, type PaymentForm } from './stripe-gateway.ts';

type FormState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' } | { status: 'paying' };

/**
 * The pay step of a card order taken by Stripe: the order exists (its total is the server's), and
 * Stripe's Payment Element takes the card. A decline shows Stripe's message here and the customer
 * tries again on the same order and the same payment; a confirmed payment goes to /payment-result.
 */
export function StripePayment({ payment }: { payment: PendingPayment }) {
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, setForm] = useState<PaymentForm | null>(null);
  const [state, setState] = useState<FormState>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const total = formatDollars(payment.totalAmount, { code: payment.currency, locale: displayCurrency().locale });

  // The Place Order button is gone: a keyboard or screen reader user continues from here.
  useEffect(() => heading.current?.focus(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new count of `loads` is the retry button, which mounts the form afresh
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let current = true;
    let mounted: PaymentForm | null = null;
    const fail = (message: string) => current && setState({ status: 'failed', message });
    setState({ status: 'loading' });
    mountPaymentForm(target, payment, { onReady: () => current && setState({ status: 'ready' }), onLoadError: fail }).then(
      (made) => {
        if (!current) return made.destroy();
        mounted = made;
        setForm(made);
      },
      () => fail(CARD_FORM_FAILED_MESSAGE),
    );
    return () => {
      current = false;
      mounted?.destroy();
    };
  }, [payment, loads]);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || state.status !== 'ready') return;
    setError(null);
    setState({ status: 'paying' });
    const outcome = await form.confirm(paymentResultUrl(payment));
    if (outcome.kind === 'confirmed') {
      window.location.assign(paymentResultUrl(payment, outcome));
      return;
    }
    setError(outcome.message);
    setState({ status: 'ready' });
  };

  const paying = state.status === 'paying';
  return (
    <section aria-labelledby="checkout-pay-heading" className={`${sectionClass} mx-auto max-w-xl`}>
      <h2 id="checkout-pay-heading" ref={heading} tabIndex={-1} className={sectionHeadingClass}>
        {t('checkout-payment.payHeading')}
      </h2>
      <p className="mt-2 text-ink-muted">
        {tParts('checkout-payment.paySaved', { reference: orderReference(payment.orderId), total }, (_tag, children) => (
          <strong key="total" className="text-ink">
            {children}
          </strong>
        ))}
      </p>
      <form onSubmit={(event) => void pay(event)} aria-label={t('checkout-payment.cardPayment')} className="mt-5 space-y-4">
        <div ref={container} className="min-h-24" />
        {state.status === 'loading' && (
          <p role="status" className="text-sm text-ink-muted">
            {t('checkout-payment.loadingForm')}
          </p>
        )}
        {state.status === 'failed' && (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-chili-700 ring-1 ring-red-200">
            <p>{tText(state.message)}</p>
            <button type="button" onClick={() => setLoads((count) => count + 1)} className="mt-2 font-semibold underline">
              {t('checkout-payment.reloadForm')}
            </button>
          </div>
        )}
        {error && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-xl bg-red-50 p-4 text-sm font-medium text-chili-700 ring-1 ring-red-200"
          >
            <ErrorIcon />
            {tText(error)}
          </p>
        )}
        <button
          type="submit"
          disabled={state.status === 'loading' || state.status === 'failed'}
          aria-disabled={paying || undefined}
          className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {paying ? t('checkout-payment.paying') : t('checkout-payment.payTotal', { total })}
        </button>
      </form>
      <p className="mt-4 text-sm text-ink-muted">
        {tParts('checkout-payment.waitsUnpaid', { place: payment.trackingPath ? 'tracking' : 'orders' }, (_tag, children) => (
          <a key="place" href={payment.trackingPath ?? localePath('/myorders')} className="font-semibold text-brand-700 underline">
            {children}
          </a>
        ))}
      </p>
    </section>
  );
}

/** /checkout?pay=<order> in a tab that no longer has the payment (another tab, a closed one). */
export function LostPayment({ orderId }: { orderId: string }) {
  return (
    <section aria-labelledby="checkout-lost-heading" className={`${sectionClass} mx-auto max-w-xl`}>
      <h2 id="checkout-lost-heading" className={sectionHeadingClass}>
        {t('checkout-payment.lostHeading')}
      </h2>
      <p className="mt-2 text-ink-muted">
        {tParts('checkout-payment.lostText', { reference: orderReference(orderId) }, (_tag, children) => (
          <a key="orders" href={localePath('/myorders')} className="font-semibold text-brand-700 underline">
            {children}
          </a>
        ))}
      </p>
    </section>
  );
}
