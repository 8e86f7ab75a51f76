import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { PublicStoreSettings } from '../../../../domain/store-details.ts';
import { STORE_SETTINGS_FIELDS, StoreSettingsInput, type StoreSettingsField } from '../../../../domain/store-settings.ts';
import FormField from '../auth/FormField.tsx';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { $adminSettings, loadAdminSettings, saveAdminSettings } from './settings-store.ts';
import { amountText, currencySymbol } from '../../../../domain/currency.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { t } from '../../i18n/t.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { CountrySelect } from './CountrySelect.tsx';

const HEADING_ID = 'store-details-heading';
const FEE_HINT_ID = 'settings-deliveryFee-hint';
const fieldId = (field: StoreSettingsField) => `settings-${field}`;
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

const LABELS: Record<Exclude<StoreSettingsField, 'deliveryFee'>, MessageKey> = {
  storeName: 'admin-settings.storeName',
  contactEmail: 'admin-settings.contactEmail',
  phone: 'admin-settings.phone',
  street: 'admin-settings.street',
  locality: 'admin-settings.locality',
  countryCode: 'admin-settings.country',
  openingHours: 'admin-settings.openingHours',
};

function labelOf(field: StoreSettingsField): string {
  return field === 'deliveryFee' ? t('admin-settings.deliveryFee', { symbol: currencySymbol() }) : t(LABELS[field]);
}

function formValues(settings: PublicStoreSettings): Record<StoreSettingsField, string> {
  const { storeName, contactEmail, phone, street, locality, countryCode, openingHours, deliveryFee } = settings;
  return { storeName, contactEmail, phone, street, locality, countryCode, openingHours, deliveryFee: amountText(deliveryFee) };
}

function StoreDetailsForm({ settings }: { settings: PublicStoreSettings }) {
  const form = useCheckedForm<StoreSettingsField>(StoreSettingsInput, formValues(settings), {
    idOf: fieldId,
    // The admin is rendered in the browser only: no served text to keep, and a form remade for a
    // new locale must not take back the fields it replaces.
    served: () => ({}),
  });
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.checkAndFocus(STORE_SETTINGS_FIELDS)) return;
    setSaving(true);
    const result = await saveAdminSettings(StoreSettingsInput.parse(form.values));
    setSaving(false);
    if (!result.ok) form.setServerErrors(result.errors);
  };

  const field = (name: StoreSettingsField) => ({ id: fieldId(name), label: labelOf(name), ...form.bind(name) });
  const fee = field('deliveryFee');
  const feeDescribedBy = [FEE_HINT_ID, fee.error ? `${fee.id}-error` : ''].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-4 sm:grid-cols-2">
      <FormField {...field('storeName')} autoComplete="organization" maxLength={60} />
      <FormField {...field('contactEmail')} type="email" autoComplete="email" />
      <FormField {...field('phone')} type="tel" autoComplete="tel" maxLength={30} />
      <FormField {...field('street')} autoComplete="street-address" maxLength={100} />
      <FormField {...field('locality')} autoComplete="off" maxLength={100} />
      <CountrySelect {...field('countryCode')} />
      <FormField {...field('openingHours')} autoComplete="off" maxLength={100} />
      <div>
        <FormField {...fee} inputMode="decimal" autoComplete="off" maxLength={16} aria-describedby={feeDescribedBy} />
        <p id={FEE_HINT_ID} className="mt-1.5 text-sm text-ink-muted">
          {t('admin-settings.deliveryFeeHint', { example: amountText(3.5) })}
        </p>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={saving} className={button}>
          {saving ? t('admin.saving') : t('admin-settings.saveSettings')}
        </button>
      </div>
    </form>
  );
}

/** The 'Store details' section: the footer's and Contact page's details, and the delivery fee. */
export function SettingsForm() {
  const state = useStore($adminSettings);

  useEffect(() => {
    void loadAdminSettings();
  }, []);

  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner />;
  else if (state.status === 'error') {
    body = <LoadFailed message={state.message} onRetry={() => void loadAdminSettings()} />;
  } else {
    // A new locale rewrites the fee in its own way ("3,50"), which is how the schema then reads it.
    body = <StoreDetailsForm key={state.settings.locale} settings={state.settings} />;
  }

  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-settings.storeDetails')} intro={t('admin-settings.storeDetailsIntro')}>
      {body}
    </SettingsSection>
  );
}
