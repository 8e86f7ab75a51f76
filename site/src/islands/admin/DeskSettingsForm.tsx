import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { DeskSettingsInput, type DeskSettings } from '../../../../domain/order-desk.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import FormField from '../auth/FormField.tsx';
import { $adminSettings, saveDeskSettings } from './settings-store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { t } from '../../i18n/t.ts';

const HEADING_ID = 'desk-settings-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

function DeskForm({ settings }: { settings: DeskSettings }) {
  const [answerWithin, setAnswerWithin] = useState(String(settings.answerWithinMinutes));
  const [travel, setTravel] = useState(String(settings.travelMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
    const parsed = DeskSettingsInput.safeParse({ answerWithinMinutes: number(answerWithin), travelMinutes: number(travel) });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(`desk-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await saveDeskSettings(parsed.data);
    setSaving(false);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="desk-answerWithinMinutes"
        label={t('admin-settings.answerWithin')}
        inputMode="numeric"
        value={answerWithin}
        onChange={(event) => setAnswerWithin(event.currentTarget.value)}
        error={errors.answerWithinMinutes}
        autoComplete="off"
        maxLength={3}
      />
      <FormField
        id="desk-travelMinutes"
        label={t('admin-settings.travelMinutes')}
        inputMode="numeric"
        value={travel}
        onChange={(event) => setTravel(event.currentTarget.value)}
        error={errors.travelMinutes}
        autoComplete="off"
        maxLength={3}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={saving} className={button}>
          {saving ? t('admin.saving') : t('admin-settings.saveDesk')}
        </button>
      </div>
    </form>
  );
}

/** The 'Order desk' section of Settings: the answer limit and the delivery drive. */
export function DeskSettingsForm() {
  const state = useStore($adminSettings);
  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-settings.deskSection')} intro={t('admin-settings.deskIntro')}>
      {state.status === 'ready' ? <DeskForm key={JSON.stringify(state.settings.desk)} settings={state.settings.desk} /> : null}
    </SettingsSection>
  );
}
