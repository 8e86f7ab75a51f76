import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../ui/FieldError.tsx';
import { FulfilmentRulesFields } from './FulfilmentRulesFields.tsx';
import { checkFulfilment, errorsById, formValuesOf, type FulfilmentFormValues } from './fulfilment-form.ts';
import { $adminSettings, saveFulfilmentSettings } from './settings-store.ts';
import { t } from '../../i18n/t.ts';

const HEADING_ID = 'fulfilment-heading';
const ERROR_ID = 'fulfilment-error';
/** Where a message that belongs to no one field goes (fieldIdOf). */
const FORM_ERROR = 'fulfilment-form';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * The shop's hours, delivery and pickup on the Settings screen (the first location's, which the
 * Locations screen edits too): the shared fields (FulfilmentRulesFields.tsx), checked with the
 * server's own schema before saving through PUT /api/settings.
 */
export function FulfilmentSettingsForm() {
  const state = useStore($adminSettings);
  if (state.status !== 'ready') return null;
  return (
    <FulfilmentForm
      key={`${state.settings.locale}|${JSON.stringify(state.settings.fulfilment)}`}
      initial={formValuesOf(state.settings.fulfilment)}
    />
  );
}

function FulfilmentForm({ initial }: { initial: FulfilmentFormValues }) {
  const [values, setValues] = useState(initial);
  // Messages by the id of the element they sit beside (fieldIdOf): every one at once.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusFirst, setFocusFirst] = useState(0);
  useEffect(() => {
    if (focusFirst > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);
  const change = (next: Partial<FulfilmentFormValues>) => setValues((previous) => ({ ...previous, ...next }));
  const show = (found: Record<string, string>) => {
    setErrors(found);
    setFocusFirst((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkFulfilment(values);
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await saveFulfilmentSettings(checked.body);
    setSaving(false);
    if (!result.ok) show(Object.keys(result.errors).length > 0 ? errorsById(result.errors) : { [FORM_ERROR]: result.message });
  };
  const errorOf = (id: string) => errors[id];
  const fieldCount = Object.keys(errors).filter((id) => id !== FORM_ERROR).length;
  const summary = errors[FORM_ERROR] ?? (fieldCount > 0 ? t('admin-settings.correctFields', { count: fieldCount }) : undefined);

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={HEADING_ID} className="text-xl font-extrabold text-ink">
        {t('admin-settings.fulfilment')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('admin-settings.fulfilmentIntro')}</p>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="mt-5 grid gap-6">
        <FulfilmentRulesFields values={values} change={change} errorOf={errorOf} />
        <div>
          <FieldError id={ERROR_ID} message={summary} className="mb-3" />
          <button type="submit" disabled={saving} aria-describedby={summary ? ERROR_ID : undefined} className={button}>
            {saving ? t('admin.saving') : t('admin-settings.saveFulfilment')}
          </button>
        </div>
      </form>
    </section>
  );
}
