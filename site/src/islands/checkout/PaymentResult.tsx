import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { displayCurrency, formatDollars } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/order.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { localePath, t } from '../../i18n/t.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { $session } from '../../stores/session.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { buttonClass, quietButtonClass } from '../orders/OrderNotices.tsx';
import { useClientReady } from '../ui/use-client-ready.ts';
import { forgetPayment, payStepUrl, pendingPaymentFor } from './pending-payment.ts';
import {
  paymentResultOf,
  readResultQuery,
  RESULT_PATIENCE_MS,
  RESULT_POLL_MS,
  withoutClientSecret,
  type PaymentResult as Result,
} from './payment-result.ts';

/**
 * /payment-result: how a card payment through Stripe ended. The customer's orders are asked for
 * every 2 s for up to 30 s while the shop waits for Stripe's webhook (payment-result.ts).
 */
export default function PaymentResult() {
  const ready = useClientReady();
  const session = useStore($session, { ssr: 'initial' });
  const [query] = useState(() => (typeof window === 'undefined' ? null : readResultQuery(window.location.search)));
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  const [patienceOver, setPatienceOver] = useState(false);
  const userId = session.status === 'signedIn' ? session.user.userId : null;
  const orderId = query?.orderId ?? null;
  const result = query ? paymentResultOf(query, order, patienceOver) : 'confirming';

  useEffect(() => {
    const clean = withoutClientSecret(window.location.href);
    if (clean) window.history.replaceState(null, '', clean);
    const timer = setTimeout(() => setPatienceOver(true), RESULT_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  // Asked at once, then every 2 s while the payment is being confirmed.
  const waiting = result === 'confirming' || (order === undefined && !patienceOver);
  useEffect(() => {
    if (!userId || !orderId || !waiting) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await callApi('GET', '/api/orders/user/:uid', { param: { uid: userId }, signal: controller.signal });
        setOrder((Array.isArray(answer.data) ? answer.data : []).find((each) => each._id === orderId) ?? null);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return void $session.set({ status: 'signedOut' });
        // A failed ask is asked again; the 30 s still run.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void ask(), RESULT_POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [userId, orderId, waiting]);

  useEffect(() => {
    if ((result === 'received' || result === 'held') && orderId) forgetPayment(orderId);
  }, [result, orderId]);

  if (!ready || session.status === 'unknown' || session.status === 'loading') return <Spinner />;
  if (!orderId) return <Notice heading={t('checkout-payment.nothingHeading')} text={t('checkout-payment.nothingText')} />;
  if (session.status !== 'signedIn') {
    const back = `${localePath('/payment-result')}?order=${orderId}`;
    return (
      <Notice heading={t('checkout-payment.logInHeading')} text={t('checkout-payment.logInText')}>
        <a href={`${localePath('/login')}?next=${encodeURIComponent(back)}`} className={buttonClass}>
          {t('checkout-payment.logIn')}
        </a>
      </Notice>
    );
  }
  return <ResultNotice result={result} orderId={orderId} order={order ?? undefined} />;
}

function ResultNotice({ result, orderId, order }: { result: Result; orderId: string; order: Order | undefined }) {
  const reference = orderReference(orderId);
  const total = order ? formatDollars(order.totalAmount, { code: order.currency, locale: displayCurrency().locale }) : null;
  switch (result) {
    case 'received':
      return (
        <Notice
          tone="good"
          heading={t('checkout-payment.receivedHeading')}
          text={
            total
              ? // A total with lines sold by weight is an estimate until the order is weighed: said with it.
                [
                  t('checkout-payment.receivedTotalText', { reference, total }),
                  order?.estimated ? t('checkout-payment.estimatedTotal') : '',
                ]
                  .filter(Boolean)
                  .join(' ')
              : t('checkout-payment.receivedText', { reference })
          }
        />
      );
    case 'held': {
      const held = order?.amountAuthorized ?? order?.totalAmount;
      const amount = order && held !== undefined ? formatDollars(held, { code: order.currency, locale: displayCurrency().locale }) : '';
      return (
        <Notice tone="good" heading={t('checkout-payment.heldHeading')} text={t('checkout-payment.heldText', { reference, amount })} />
      );
    }
    case 'failed': {
      const canRetry = pendingPaymentFor(orderId) !== null;
      return (
        <Notice tone="bad" heading={t('checkout-payment.failedHeading')} text={t('checkout-payment.failedText', { reference })}>
          {canRetry && (
            <a href={payStepUrl(orderId)} className={buttonClass}>
              {t('checkout-payment.payAgain')}
            </a>
          )}
        </Notice>
      );
    }
    case 'confirming':
      return <Notice heading={t('checkout-payment.confirmingHeading')} text={t('checkout-payment.confirmingText')} />;
    case 'slow':
      return <Notice heading={t('checkout-payment.slowHeading')} text={t('checkout-payment.slowText', { reference })} />;
    case 'unknownOrder':
      return <Notice tone="bad" heading={t('checkout-payment.unknownHeading')} text={t('checkout-payment.unknownText')} />;
  }
}

const TONES = { good: 'ring-leaf-700/30', bad: 'ring-red-200', neutral: 'ring-brand-100' } as const;

/** One live region for every state, so a screen reader hears each change of it. */
function Notice({
  heading,
  text,
  tone = 'neutral',
  children,
}: {
  heading: string;
  text: string;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  return (
    <div role="status" className={`mx-auto max-w-xl rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ${TONES[tone]}`}>
      <h2 className={`text-2xl font-extrabold ${tone === 'bad' ? 'text-chili-700' : tone === 'good' ? 'text-leaf-700' : 'text-ink'}`}>
        {heading}
      </h2>
      <p className="mt-3 text-ink-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {children}
        <a href={localePath('/myorders')} className={children ? quietButtonClass : buttonClass}>
          {t('checkout-payment.goToOrders')}
        </a>
      </div>
    </div>
  );
}
