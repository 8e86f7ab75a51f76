import { t, tParts } from '../../i18n/t.ts';
import FormField from '../auth/FormField.tsx';
import type { UpiValues } from './checkout-form.ts';
import { FieldGroupError, invalidProps } from './FieldGroupError.tsx';

const ERROR_ID = 'checkout-upi-error';

interface Props {
  values: UpiValues;
  onChange(field: keyof UpiValues, value: string): void;
  error: string | undefined;
  invalid: (field: keyof UpiValues) => boolean;
  /** The shop's UPI ID, where the customer pays; '' when the shop has not set one. */
  payTo: string;
}

/** UPI id and the payment's transaction id, kept for the shop to verify (docs/product/payments.md). */
export function UpiFields({ values, onChange, error, invalid, payTo }: Props) {
  return (
    <div className="mt-5 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="checkout-upiId"
          label={t('checkout-payment.upiId')}
          placeholder={t('checkout-payment.upiPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={values.upiId}
          onChange={(event) => onChange('upiId', event.currentTarget.value)}
          {...invalidProps(invalid('upiId'), ERROR_ID)}
        />
        <FormField
          id="checkout-transactionId"
          label={t('checkout-payment.transactionId')}
          autoComplete="off"
          spellCheck={false}
          value={values.transactionId}
          onChange={(event) => onChange('transactionId', event.currentTarget.value)}
          {...invalidProps(invalid('transactionId'), ERROR_ID)}
        />
      </div>
      <FieldGroupError id={ERROR_ID} message={error} />
      <p className="mt-3 text-sm text-ink-muted">
        {payTo
          ? tParts('checkout-payment.upiNoteTo', { payTo }, (_tag, children) => (
              <strong key="payTo" className="font-semibold text-ink">
                {children}
              </strong>
            ))
          : t('checkout-payment.upiNote')}
      </p>
    </div>
  );
}
