import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { CheckboxField } from './CheckboxField.tsx';
import { $adminSettings, saveGuestCheckout } from './settings-store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { t } from '../../i18n/t.ts';

const HEADING_ID = 'guest-checkout-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

function GuestCheckoutForm({ saved }: { saved: boolean }) {
  const [allowed, setAllowed] = useState(saved);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    await saveGuestCheckout(allowed);
    setSaving(false);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-4">
      <CheckboxField label={t('admin-settings.allowGuests')} checked={allowed} onChange={setAllowed} />
      <div>
        <button type="submit" disabled={saving} className={button}>
          {saving ? t('admin.saving') : t('admin-settings.saveGuestCheckout')}
        </button>
      </div>
    </form>
  );
}

/** The 'Guest checkout' section of Settings: whether the checkout offers "Continue as guest". */
export function GuestCheckoutSettingsForm() {
  const state = useStore($adminSettings);
  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-settings.guestCheckout')} intro={t('admin-settings.guestCheckoutIntro')}>
      {state.status === 'ready' ? (
        <GuestCheckoutForm key={String(state.settings.guestCheckout)} saved={state.settings.guestCheckout} />
      ) : null}
    </SettingsSection>
  );
}
