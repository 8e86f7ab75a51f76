import { DEFAULT_SUBSTITUTION_MODES, type DefaultSubstitutionMode } from '../../../../domain/picking/substitution.ts';
import { t } from '../../i18n/t.ts';

interface Props {
  value: DefaultSubstitutionMode;
  onChange(mode: DefaultSubstitutionMode): void;
  /** Tells two of these on one page apart. */
  name: string;
}

/** "If a product is out": best match or don't replace, for every line without a choice of its own (a guest's checkout, the account page). */
export function SubstitutionDefault({ value, onChange, name }: Props) {
  return (
    <fieldset className="text-sm text-ink">
      <legend className="font-semibold">{t('substitution.defaultLegend')}</legend>
      <p className="text-ink-muted">{t('substitution.defaultHint')}</p>
      {DEFAULT_SUBSTITUTION_MODES.map((mode) => (
        <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="h-4 w-4 accent-brand-700"
          />
          {mode === 'best_match' ? t('substitution.bestMatch') : t('substitution.none')}
        </label>
      ))}
    </fieldset>
  );
}
