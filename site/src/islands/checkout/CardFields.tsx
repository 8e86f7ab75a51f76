import type { CardForm } from '../../../../domain/payment-card.ts';
import { t } from '../../i18n/t.ts';
import type { CardGateway } from '../../lib/payments/test-gateway.ts';
import { FieldGrid, type GridField } from './FieldGrid.tsx';

const ERROR_ID = 'checkout-card-error';
/** Made while rendering: the labels are in the page's language. */
function cardFields(): readonly GridField<keyof CardForm>[] {
  return [
    { field: 'cardHolderName', label: t('checkout-payment.cardHolderName'), autoComplete: 'cc-name', maxLength: 100, wide: true },
    {
      field: 'cardNumber',
      label: t('checkout-payment.cardNumber'),
      autoComplete: 'cc-number',
      inputMode: 'numeric',
      placeholder: '1234 5678 9012 3456',
      maxLength: 23,
      wide: true,
    },
    {
      field: 'expiryDate',
      label: t('checkout-payment.expiry'),
      autoComplete: 'cc-exp',
      inputMode: 'numeric',
      placeholder: t('checkout-payment.expiryPlaceholder'),
      maxLength: 7,
    },
    { field: 'cvv', label: t('checkout-payment.cvv'), autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', maxLength: 4 },
  ];
}

interface Props {
  gateway: CardGateway;
  values: CardForm;
  onChange(field: keyof CardForm, value: string): void;
  error: string | undefined;
  invalid: (field: keyof CardForm) => boolean;
}

/**
 * The card gateway's fields. What is typed here goes only to the gateway's tokenize(); the order
 * carries its token (docs/product/payments.md). The inputs have no name, so no form post can carry them.
 */
export function CardFields({ gateway, ...group }: Props) {
  return (
    <div className="mt-5 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      {gateway.notice && (
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {gateway.notice}
        </p>
      )}
      <FieldGrid {...group} fields={cardFields()} errorId={ERROR_ID} spellCheck={false} />
      {gateway.hint && <p className="mt-3 text-sm text-ink-muted">{gateway.hint}</p>}
    </div>
  );
}
