import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '../../../../domain/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../../domain/i18n/language-names.ts';
import type { ShopLanguages } from '../../../../domain/i18n/shop-languages.ts';
import { t } from '../../i18n/t.ts';
import { FieldError } from '../ui/FieldError.tsx';
import { saveShopLanguages } from './languages-settings.ts';
import { $adminSettings } from './settings-store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { TranslationsMissing } from './TranslationsMissing.tsx';

const HEADING_ID = 'languages-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

function LanguagesForm({ saved }: { saved: ShopLanguages }) {
  const [chosen, setChosen] = useState<Language>(saved.default);
  const [offered, setOffered] = useState<readonly Language[]>(saved.offered);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const toggle = (code: Language, on: boolean) =>
    setOffered((current) => LANGUAGES.filter((candidate) => (candidate === code ? on : current.includes(candidate))));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await saveShopLanguages({ default: chosen, offered });
    setErrors(result.ok ? {} : result.errors);
    setSaving(false);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-5">
      <div>
        <label htmlFor="shop-default-language" className="block font-semibold text-ink">
          {t('admin-languages.defaultLanguage')}
        </label>
        <select
          id="shop-default-language"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value as Language)}
          aria-invalid={errors.default ? true : undefined}
          aria-describedby={errors.default ? 'shop-default-language-error' : undefined}
          className="mt-1 min-h-11 rounded-lg border border-field bg-white px-3"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <FieldError id="shop-default-language-error" message={errors.default} />
      </div>
      <fieldset aria-describedby={errors.offered ? 'shop-offered-languages-error' : undefined}>
        <legend className="font-semibold text-ink">{t('admin-languages.offeredLanguages')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {LANGUAGES.map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-2" lang={code}>
              <input
                type="checkbox"
                checked={offered.includes(code)}
                onChange={(event) => toggle(code, event.currentTarget.checked)}
                className="h-5 w-5 rounded border-field accent-brand-600"
              />
              {LANGUAGE_NAMES[code]}
            </label>
          ))}
        </div>
        <FieldError id="shop-offered-languages-error" message={errors.offered} />
      </fieldset>
      <div>
        <button type="submit" disabled={saving} className={button}>
          {t('admin-languages.save')}
        </button>
      </div>
    </form>
  );
}

/** The 'Languages' section of Settings: the shop's default language, the ones it offers, and what is not translated yet. */
export function LanguagesSettingsForm() {
  const state = useStore($adminSettings);
  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-languages.sectionTitle')} intro={t('admin-languages.sectionIntro')}>
      {state.status === 'ready' ? (
        <>
          <LanguagesForm key={JSON.stringify(state.settings.languages)} saved={state.settings.languages} />
          <TranslationsMissing languages={state.settings.languages} brand={state.settings.brand} />
        </>
      ) : null}
    </SettingsSection>
  );
}
