import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../../../domain/cart.ts';
import { formatDollars } from '../../../../domain/money.ts';
import type { CardForm } from '../../../../domain/payment-card.ts';
import { failureMessage } from '../../lib/api.ts';
import { testGateway } from '../../lib/payments/test-gateway.ts';
import { t, tText } from '../../i18n/t.ts';
import { $cardSettings, loadCardSettings } from '../checkout/card-settings.ts';
import { CardFields } from '../checkout/CardFields.tsx';
import { EMPTY_VALUES } from '../checkout/checkout-form.ts';
import { CARD_FORM_FAILED_MESSAGE, mountPaymentForm, type PaymentForm } from '../checkout/stripe-gateway.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { sendRound } from './table-data.ts';

type Sent = { message: string };

interface Props {
  token: string;
  lines: readonly CartLine[];
  notes: string;
  roundKey: string;
  onSent: (sent: Sent) => void;
}

const button = 'mt-3 min-h-12 w-full rounded-full bg-brand-700 px-5 text-lg font-bold text-white hover:bg-brand-800 disabled:bg-stone-400';

/**
 * A round paid by card as it is sent, where the table pays with each order: the checkout's card
 * fields with the test gateway (the card becomes a token here), or Stripe's Payment Element for the
 * payment the order opens; the kitchen gets the round once it is paid. Loaded only when chosen.
 */
export default function CardRound(props: Props) {
  const settings = useStore($cardSettings);
  useEffect(() => {
    void loadCardSettings();
  }, []);
  if (settings.status === 'loading') return <Spinner />;
  if (settings.status === 'ready' && settings.card?.provider === 'stripe') return <StripeRound {...props} />;
  return <TestCardRound {...props} />;
}

function TestCardRound({ token, lines, notes, roundKey, onSent }: Props) {
  const [card, setCard] = useState<CardForm>(EMPTY_VALUES.card);
  const [problem, setProblem] = useState<{ field: keyof CardForm | null; message: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const checked = await testGateway.tokenize(card);
    if (!checked.ok) return setProblem({ field: checked.field, message: tText(checked.message) });
    setPaying(true);
    setProblem(null);
    try {
      const { data } = await sendRound(token, lines, notes, roundKey, { details: checked.details });
      onSent({ message: t('table.sentPaid', { amount: formatDollars(data.totalAmount) }) });
    } catch (error) {
      setProblem({ field: null, message: failureMessage(error, t('table.loadFailed')) });
    } finally {
      setPaying(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-label={t('table.cardHeading')}>
      <CardFields
        gateway={testGateway}
        values={card}
        onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
        error={problem?.message}
        invalid={(field) => problem?.field === field}
      />
      <button type="submit" disabled={paying} className={button}>
        {paying ? t('table.sending') : t('table.sendAndPay')}
      </button>
    </form>
  );
}

type StripeState =
  | { status: 'idle' }
  | { status: 'opening' }
  | { status: 'ready'; form: PaymentForm; amount: string }
  | { status: 'paying'; form: PaymentForm; amount: string };

/** With Stripe: the round is sent first (it waits for its payment), then paid in the Payment Element. */
function StripeRound({ token, lines, notes, roundKey, onSent }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StripeState>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const form = state.status === 'ready' || state.status === 'paying' ? state.form : null;
  useEffect(() => () => form?.destroy(), [form]);

  const open = async () => {
    const target = container.current;
    if (!target || state.status !== 'idle') return;
    setState({ status: 'opening' });
    setError(null);
    try {
      const answer = await sendRound(token, lines, notes, roundKey, { details: null });
      if (!answer.payment) return onSent({ message: t('table.sentPaid', { amount: formatDollars(answer.data.totalAmount) }) });
      const mounted = await mountPaymentForm(target, answer.payment, {
        onReady: () => undefined,
        onLoadError: () => setError(t(CARD_FORM_FAILED_MESSAGE)),
      });
      setState({ status: 'ready', form: mounted, amount: formatDollars(answer.data.totalAmount) });
    } catch (failure) {
      setState({ status: 'idle' });
      setError(failureMessage(failure, t(CARD_FORM_FAILED_MESSAGE)));
    }
  };
  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status !== 'ready') return;
    setState({ ...state, status: 'paying' });
    setError(null);
    const outcome = await state.form.confirm(window.location.href);
    if (outcome.kind === 'confirmed') onSent({ message: t('table.sentPaid', { amount: state.amount }) });
    else {
      setError(outcome.message);
      setState({ ...state, status: 'ready' });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-label={t('table.cardHeading')}>
      <div ref={container} />
      {state.status === 'idle' || state.status === 'opening' ? (
        <button type="button" disabled={state.status === 'opening'} onClick={() => void open()} className={button}>
          {state.status === 'opening' ? t('table.sending') : t('table.sendAndPay')}
        </button>
      ) : (
        <button type="submit" disabled={state.status === 'paying'} className={button}>
          {state.status === 'paying' ? t('table.sending') : t('table.payAmount', { amount: state.amount })}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-2 font-semibold text-chili-700">
          {error}
        </p>
      )}
    </form>
  );
}
