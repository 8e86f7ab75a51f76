import { useId } from 'react';
import type { Language } from '../../../../domain/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../../domain/i18n/language-names.ts';
import type { Translations } from '../../../../domain/menu-translations.ts';
import { t, tText } from '../../i18n/t.ts';
import { FieldError } from '../ui/FieldError.tsx';
import type { EditableGroup } from './option-groups-form.ts';
import { useOtherLanguages } from './use-other-languages.ts';

const input = 'block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink aria-invalid:border-chili-700';

/** A name's translations with one language's changed ('' removes it when sent). */
const renamed = (translations: Translations, code: Language, name: string): Translations => ({
  ...translations,
  [code]: { ...translations[code], name },
});

/**
 * An option group's name and its options' names in the shop's other languages, folded away under
 * the group (most owners translate once, then leave them). Each field's placeholder is the
 * default's name, which customers read while it stays empty. Open when one of them is refused.
 */
export function ChoiceNamesTranslations({
  group,
  maxLength,
  onChange,
  errorOf,
}: {
  group: EditableGroup;
  maxLength: number;
  onChange(next: EditableGroup): void;
  /** The message at a path inside this group ('translations.it.name', 'options.0.translations.it.name'). */
  errorOf(path: string): string | undefined;
}) {
  const ids = useId();
  const others = useOtherLanguages();
  if (others.length === 0) return null;
  const paths = others.flatMap((code) => [
    `translations.${code}.name`,
    ...group.options.map((_, index) => `options.${index}.translations.${code}.name`),
  ]);
  const refused = paths.some((path) => errorOf(path) !== undefined);

  /** The input for one name, its message tied to it. */
  const field = (path: string, code: Language, label: string, placeholder: string, value: string, set: (name: string) => void) => {
    const message = errorOf(path);
    const id = `${ids}-${path}`;
    return (
      <div key={path}>
        <input
          aria-label={label}
          lang={code}
          dir="auto"
          autoComplete="off"
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={input}
        />
        <FieldError id={`${id}-error`} message={message && tText(message)} />
      </div>
    );
  };

  return (
    <details open={refused || undefined} className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('admin-languages.choiceNamesIn')}</summary>
      {others.map((code) => {
        const language = LANGUAGE_NAMES[code];
        return (
          <fieldset key={code} className="mt-2 grid gap-2 sm:grid-cols-2">
            <legend className="text-sm font-semibold text-ink">{language}</legend>
            {field(
              `translations.${code}.name`,
              code,
              t('admin-languages.groupNameIn', { language }),
              group.name,
              group.translations[code]?.name ?? '',
              (name) => onChange({ ...group, translations: renamed(group.translations, code, name) }),
            )}
            {group.options.map((option, index) =>
              field(
                `options.${index}.translations.${code}.name`,
                code,
                t('admin-languages.optionNameIn', { position: index + 1, language }),
                option.name,
                option.translations[code]?.name ?? '',
                (name) =>
                  onChange({
                    ...group,
                    options: group.options.map((other, at) =>
                      at === index ? { ...other, translations: renamed(other.translations, code, name) } : other,
                    ),
                  }),
              ),
            )}
          </fieldset>
        );
      })}
    </details>
  );
}
