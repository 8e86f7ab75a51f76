import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../domain/order-status.ts';
import { t } from '../../i18n/t.ts';

const ICONS: Record<PaymentMethod, string> = {
  cash: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M6 10v4M18 10v4',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  upi: 'M8 3h8v18H8zM11 18h2',
};

interface Props {
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
  /** The methods this shop takes (no card when it takes none). */
  methods?: readonly PaymentMethod[];
  /** Shown but not choosable yet (card, while the shop is asked how it takes cards). */
  waiting?: readonly PaymentMethod[];
  /** A pickup's cash is paid at the counter: 'Pay at pickup'. */
  fulfilmentType?: FulfilmentType;
}

/**
 * The payment method, as native radios in a labelled radio group: arrow keys move
 * between them and Tab leaves the group, as a person expects.
 */
export function PaymentMethodPicker({ value, onChange, methods = PAYMENT_METHODS, waiting = [], fulfilmentType }: Props) {
  return (
    <div role="radiogroup" aria-labelledby="checkout-payment-heading" className="mt-4 grid gap-3">
      {PAYMENT_METHODS.filter((method) => methods.includes(method)).map((method) => (
        <label
          key={method}
          className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl px-4 py-3 font-semibold text-ink ring-1 ring-stone-300 hover:bg-brand-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-wait has-disabled:opacity-60"
        >
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            disabled={waiting.includes(method)}
            onChange={() => onChange(method)}
            className="h-5 w-5 shrink-0 accent-brand-600"
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ICONS[method]} />
          </svg>
          <span>{t('checkout-payment.method', { method: method === 'cash' && fulfilmentType === 'pickup' ? 'payAtPickup' : method })}</span>
        </label>
      ))}
    </div>
  );
}
