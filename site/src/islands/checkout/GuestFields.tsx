import { t } from '../../i18n/t.ts';
import FormField from '../auth/FormField.tsx';
import type { GuestField, GuestValues } from './guest-details.ts';

interface Props {
  values: GuestValues;
  onChange(field: GuestField, value: string): void;
  errors: Partial<Record<GuestField, string>>;
}

/** "Continue as guest": who orders without an account, and where the confirmation and tracking link go. */
export function GuestFields({ values, onChange, errors }: Props) {
  return (
    <fieldset className="mt-5" aria-describedby="checkout-guest-note">
      <legend className="text-lg font-bold text-ink">{t('checkout.continueAsGuest')}</legend>
      <p id="checkout-guest-note" className="mt-1 text-sm text-ink-muted">
        {t('checkout.guestNote')}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          id="checkout-guest-name"
          label={t('checkout.name')}
          autoComplete="name"
          value={values.name}
          onChange={(event) => onChange('name', event.currentTarget.value)}
          error={errors.name}
        />
        <FormField
          id="checkout-guest-email"
          label={t('checkout.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => onChange('email', event.currentTarget.value)}
          error={errors.email}
        />
        <FormField
          id="checkout-guest-phone"
          label={t('checkout.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(event) => onChange('phone', event.currentTarget.value)}
          error={errors.phone}
        />
      </div>
    </fieldset>
  );
}
