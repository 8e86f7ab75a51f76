import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS_MESSAGES, paymentMethodsProblem, type PaymentMethodsOffered } from '../../../../domain/payment-methods.ts';
import { UpiIdInput } from '../../../../domain/payment-methods-input.ts';
import FormField from '../auth/FormField.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { $adminSettings, savePaymentMethods } from './settings-store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { t } from '../../i18n/t.ts';

const HEADING_ID = 'payment-methods-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

type Errors = Partial<Record<'paymentMethods' | 'upiId', string>>;

function PaymentMethodsForm({ saved, savedUpiId }: { saved: PaymentMethodsOffered; savedUpiId: string }) {
  const [offered, setOffered] = useState(saved);
  const [upiId, setUpiId] = useState(savedUpiId);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const turn = (method: keyof PaymentMethodsOffered) => (on: boolean) => setOffered((previous) => ({ ...previous, [method]: on }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const typed = UpiIdInput.safeParse(upiId);
    const none = paymentMethodsProblem(offered);
    const found: Errors = {
      ...(none ? { paymentMethods: none } : {}),
      ...(typed.success ? {} : { upiId: typed.error.issues[0]?.message ?? PAYMENT_METHODS_MESSAGES.upiIdInvalid }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.paymentMethods ? 'payment-methods-cash' : 'payment-methods-upiId')?.focus();
      return;
    }
    setSaving(true);
    const result = await savePaymentMethods(offered, typed.success ? typed.data : upiId);
    setSaving(false);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-4">
      <fieldset aria-describedby={errors.paymentMethods ? 'payment-methods-error' : undefined}>
        <legend className="sr-only">{t('admin-settings.waysToPay')}</legend>
        <CheckboxField id="payment-methods-cash" label={t('admin-settings.cash')} checked={offered.cash} onChange={turn('cash')} />
        <CheckboxField label={t('admin-settings.card')} checked={offered.card} onChange={turn('card')} />
        <CheckboxField label={t('admin-settings.upi')} checked={offered.upi} onChange={turn('upi')} />
        <FieldError id="payment-methods-error" message={errors.paymentMethods} />
      </fieldset>
      <div className="max-w-sm">
        <FormField
          id="payment-methods-upiId"
          label={t('admin-settings.upiId')}
          placeholder={t('admin-settings.upiIdPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={upiId}
          onChange={(event) => setUpiId(event.currentTarget.value)}
          error={errors.upiId}
        />
      </div>
      <div>
        <button type="submit" disabled={saving} className={button}>
          {saving ? t('admin.saving') : t('admin-settings.savePaymentMethods')}
        </button>
      </div>
    </form>
  );
}

/** The 'Payment methods' section of Settings: which ways to pay the checkout offers, and where UPI payments go. */
export function PaymentMethodsSettingsForm() {
  const state = useStore($adminSettings);
  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-settings.paymentMethods')} intro={t('admin-settings.paymentMethodsIntro')}>
      {state.status === 'ready' ? (
        <PaymentMethodsForm
          key={JSON.stringify([state.settings.paymentMethods, state.settings.upiId])}
          saved={state.settings.paymentMethods}
          savedUpiId={state.settings.upiId}
        />
      ) : null}
    </SettingsSection>
  );
}
