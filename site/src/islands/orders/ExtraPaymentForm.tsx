import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { Order } from '../../../../domain/order.ts';
import type { CardForm } from '../../../../domain/payment-card.ts';
import { testGateway } from '../../lib/payments/test-gateway.ts';
import { t, tText } from '../../i18n/t.ts';
import { $cardSettings, loadCardSettings } from '../checkout/card-settings.ts';
import { CardFields } from '../checkout/CardFields.tsx';
import { EMPTY_VALUES } from '../checkout/checkout-form.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { payExtra } from './pay-extra.ts';
import { buttonClass } from './OrderNotices.tsx';
import { StripeExtraPayment } from './StripeExtraPayment.tsx';

/**
 * The card form for an order's extra (POST /api/orders/{id}/extra-payment): the checkout's card
 * fields with the test gateway, which turns the card into a token here; with Stripe, its Payment
 * Element for the payment the server opens. Loaded only when something is due.
 */
export default function ExtraPaymentForm(props: {
  order: Order;
  amount: string;
  trackingToken: string | null;
  onPaid: (order: Order) => void;
}) {
  const settings = useStore($cardSettings);
  useEffect(() => {
    void loadCardSettings();
  }, []);
  if (settings.status === 'loading') return <Spinner />;
  if (settings.status === 'ready' && settings.card?.provider === 'stripe') return <StripeExtraPayment {...props} />;
  return <TestCardPayment {...props} />;
}

function TestCardPayment({ order, amount, trackingToken, onPaid }: Parameters<typeof ExtraPaymentForm>[0]) {
  const [card, setCard] = useState<CardForm>(EMPTY_VALUES.card);
  const [problem, setProblem] = useState<{ field: keyof CardForm | null; message: string } | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const checked = await testGateway.tokenize(card);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: tText(checked.message) });
      return;
    }
    setPaying(true);
    setProblem(null);
    const outcome = await payExtra(order, checked.details.token, trackingToken);
    setPaying(false);
    if (outcome.ok) onPaid(outcome.order);
    else setProblem({ field: null, message: outcome.message });
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-label={t('order-extra.cardHeading')} className="mt-2">
      <CardFields
        gateway={testGateway}
        values={card}
        onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
        error={problem?.message}
        invalid={(field) => problem?.field === field}
      />
      <button
        type="submit"
        aria-disabled={paying || undefined}
        className={`${buttonClass} mt-4 aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        {paying ? t('order-extra.paying') : t('order-change.payExtra', { amount })}
      </button>
    </form>
  );
}
