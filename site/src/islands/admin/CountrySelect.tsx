import { useMemo } from 'react';
import { COUNTRY_CODES } from '../../../../domain/country-codes.ts';
import { countryName } from '../../../../domain/country-names.ts';
import { pageLanguage } from '../../i18n/t.ts';
import { FieldError } from '../ui/FieldError.tsx';

const selectClass =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

interface Props {
  id: string;
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange(event: { currentTarget: { value: string } }): void;
  onBlur(event: { relatedTarget: EventTarget | null }): void;
}

/** The shop's country, from every country whose addresses the checkout can ask for, named in the page's language and in its order. */
export function CountrySelect({ id, label, error, ...select }: Props) {
  const language = pageLanguage();
  const countries = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        autoComplete="country"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass}
        {...select}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
