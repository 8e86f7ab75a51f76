import type { Language } from '../../../../domain/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../../domain/i18n/language-names.ts';
import type { TextTranslation, Translations } from '../../../../domain/menu-translations.ts';
import { t, tText } from '../../i18n/t.ts';
import { FieldError } from '../ui/FieldError.tsx';
import { useOtherLanguages } from './use-other-languages.ts';

const input = 'mt-1 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700';

/**
 * The 'Translations' part of a dish's or category's form: for each language the shop offers
 * besides its default, the name (and description) beside the default's text, which shows as the
 * placeholder, the words customers read when a field stays empty.
 */
export function TranslationsField({
  idPrefix,
  base,
  value,
  onChange,
  limits,
  errors = {},
}: {
  idPrefix: string;
  base: { name: string; description?: string | undefined };
  value: Translations;
  onChange: (translations: Translations) => void;
  limits: { name: number; description?: number };
  /** Messages by path ('translations.it.name'), as the server names them. */
  errors?: Record<string, string>;
}) {
  const others = useOtherLanguages();
  if (others.length === 0) return null;

  const set = (code: Language, field: keyof TextTranslation, text: string) =>
    onChange({ ...value, [code]: { ...value[code], [field]: text } });

  return (
    <fieldset className="grid gap-3 rounded-xl border border-brand-100 p-4">
      <legend className="px-1 font-semibold text-ink">{t('admin-languages.translations')}</legend>
      <p className="text-sm text-ink-muted">{t('admin-languages.translationsHint')}</p>
      {others.map((code) => {
        const language = LANGUAGE_NAMES[code];
        const nameId = `${idPrefix}-${code}-name`;
        const descriptionId = `${idPrefix}-${code}-description`;
        const nameError = errors[`translations.${code}.name`] ?? errors[`translations.${code}`];
        const descriptionError = errors[`translations.${code}.description`];
        return (
          <div key={code} className="grid gap-2 sm:grid-cols-2">
            <div>
              <label htmlFor={nameId} className="block text-sm font-semibold text-ink">
                {t('admin-languages.nameIn', { language })}
              </label>
              <input
                id={nameId}
                lang={code}
                dir="auto"
                autoComplete="off"
                maxLength={limits.name}
                placeholder={base.name}
                value={value[code]?.name ?? ''}
                onChange={(event) => set(code, 'name', event.currentTarget.value)}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                className={input}
              />
              <FieldError id={`${nameId}-error`} message={nameError && tText(nameError)} />
            </div>
            {limits.description === undefined ? null : (
              <div>
                <label htmlFor={descriptionId} className="block text-sm font-semibold text-ink">
                  {t('admin-languages.descriptionIn', { language })}
                </label>
                <textarea
                  id={descriptionId}
                  lang={code}
                  dir="auto"
                  rows={2}
                  maxLength={limits.description}
                  placeholder={base.description}
                  value={value[code]?.description ?? ''}
                  onChange={(event) => set(code, 'description', event.currentTarget.value)}
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
                  className={input}
                />
                <FieldError id={`${descriptionId}-error`} message={descriptionError && tText(descriptionError)} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
