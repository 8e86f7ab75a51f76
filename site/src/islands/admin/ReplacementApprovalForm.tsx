import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import {
  APPROVAL_MINUTES_LIMITS,
  ReplacementApprovalInput,
  type ReplacementApprovalSettings,
} from '../../../../domain/picking/approval-settings.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import FormField from '../auth/FormField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { $adminSettings, saveReplacementApproval } from './settings-store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { t } from '../../i18n/t.ts';

const HEADING_ID = 'replacement-approval-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

function ApprovalForm({ settings }: { settings: ReplacementApprovalSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [minutes, setMinutes] = useState(String(settings.minutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = ReplacementApprovalInput.safeParse({ enabled, minutes: minutes.trim() === '' ? undefined : Number(minutes) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      document.getElementById('approval-minutes')?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await saveReplacementApproval(parsed.data);
    setSaving(false);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <CheckboxField id="approval-enabled" label={t('admin-settings.approvalEnabled')} checked={enabled} onChange={setEnabled} />
      </div>
      <FormField
        id="approval-minutes"
        label={t('admin-settings.approvalMinutes', APPROVAL_MINUTES_LIMITS)}
        inputMode="numeric"
        value={minutes}
        onChange={(event) => setMinutes(event.currentTarget.value)}
        error={errors.minutes}
        autoComplete="off"
        maxLength={3}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={saving} className={button}>
          {saving ? t('admin.saving') : t('admin-settings.saveApproval')}
        </button>
      </div>
    </form>
  );
}

/** The 'Replacements' section of Settings, beside the order desk's: whether customers approve the replacements staff pick, and how long they have. */
export function ReplacementApprovalForm() {
  const state = useStore($adminSettings);
  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-settings.approvalSection')} intro={t('admin-settings.approvalIntro')}>
      {state.status === 'ready' ? (
        <ApprovalForm key={JSON.stringify(state.settings.replacementApproval)} settings={state.settings.replacementApproval} />
      ) : null}
    </SettingsSection>
  );
}
