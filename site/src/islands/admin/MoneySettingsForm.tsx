import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { formatAmount, isValidLocale } from '../../../../domain/currency.ts';
import { MoneySettingsInput } from '../../../../domain/money-settings-input.ts';
import type { MoneySettings } from '../../../../domain/money-settings.ts';
import { TAX_MODES, TAX_NUMBER_MAX_LENGTH } from '../../../../domain/money-settings-rules.ts';
import { MAX_CARD_HOLD_MARGIN_PERCENT } from '../../../../domain/picking/hold-margin.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import type { TaxMode } from '../../../../domain/tax.ts';
import { localeNumberText, readLocaleNumber } from '../../../../domain/locale-number.ts';
import FormField from '../auth/FormField.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { $adminSettings, saveMoneySettings } from './settings-store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { pageLanguage, t } from '../../i18n/t.ts';

const HEADING_ID = 'money-settings-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const selectClass = 'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink';

/** Every currency the browser knows, named in the page's language, the shop's own first. */
function currencyChoices(current: string): { code: string; name: string }[] {
  const codes = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf?.('currency') ?? [current];
  const names = new Intl.DisplayNames([pageLanguage()], { type: 'currency' });
  return [...new Set([current, ...codes])].map((code) => ({ code, name: names.of(code) ?? code }));
}

interface Values {
  currency: string;
  locale: string;
  taxMode: TaxMode;
  deliveryTaxRate: string;
  tipsEnabled: boolean;
  tipPresets: string;
  taxNumber: string;
  cardHoldMarginPercent: string;
  kitchenWaitsForExtra: boolean;
}

function valuesOf(settings: MoneySettings): Values {
  return {
    currency: settings.currency,
    locale: settings.locale,
    taxMode: settings.taxMode,
    // Written the way the shop's locale writes it ("22,5"), as the schema reads it back.
    deliveryTaxRate: localeNumberText(settings.deliveryTaxRate, settings.locale),
    tipsEnabled: settings.tips.enabled,
    tipPresets: settings.tips.presets.join(', '),
    taxNumber: settings.taxNumber,
    cardHoldMarginPercent: String(settings.cardHoldMarginPercent),
    kitchenWaitsForExtra: settings.kitchenWaitsForExtra,
  };
}

/** '10, 15 20' → [10, 15, 20]; anything that is not a number stays one for the schema to refuse. */
function presetsOf(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A whole percent as typed, or the text for the schema to refuse. */
function wholeOf(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

/**
 * The rate as typed in the locale being saved with it (an owner switching to it-IT types "22,5"
 * at once); the schema reads any other text in the shop's current locale and names the field.
 */
function rateIn(text: string, locale: string): string | number {
  if (!isValidLocale(locale) || text.trim() === '') return text;
  const read = readLocaleNumber(text, locale);
  return read.ok ? read.value : text;
}

/** What an amount looks like in the chosen currency and locale, or nothing while they are not valid. */
function sample(values: Values): string | null {
  try {
    return formatAmount(123456, { code: values.currency, locale: values.locale });
  } catch {
    return null;
  }
}

function MoneyForm({ settings }: { settings: MoneySettings }) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [askConfirm, setAskConfirm] = useState(false);
  const [saving, setSaving] = useState(false);
  const currencyChanged = values.currency !== settings.currency;
  // Some 300 names, looked up once rather than on every keystroke.
  const choices = useMemo(() => currencyChoices(settings.currency), [settings.currency]);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((previous) => ({ ...previous, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = MoneySettingsInput.safeParse({
      currency: values.currency,
      locale: values.locale,
      taxMode: values.taxMode,
      deliveryTaxRate: rateIn(values.deliveryTaxRate, values.locale),
      tips: { enabled: values.tipsEnabled, presets: presetsOf(values.tipPresets) },
      taxNumber: values.taxNumber,
      cardHoldMarginPercent: wholeOf(values.cardHoldMarginPercent),
      kitchenWaitsForExtra: values.kitchenWaitsForExtra,
    });
    // Whether a new currency needs confirming is the server's to say: a shop without orders in another one changes freely.
    const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first || !parsed.success) {
      document.getElementById(`money-${first?.split('.')[0]}`)?.focus();
      return;
    }
    setSaving(true);
    const result = await saveMoneySettings({ ...parsed.data, confirmCurrencyChange: currencyChanged && confirmed });
    setSaving(false);
    if (result.ok) setConfirmed(false);
    else {
      setErrors(result.errors);
      if (result.errors.confirmCurrencyChange) setAskConfirm(true);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`money-${first.split('.')[0]}`)?.focus();
    }
  };

  const example = sample(values);
  const presetsError = errors['tips.presets'] ?? Object.entries(errors).find(([key]) => key.startsWith('tips.presets'))?.[1];
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={HEADING_ID} className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="money-currency" className="block text-sm font-semibold text-ink">
          {t('admin-settings.currency')}
        </label>
        <select
          id="money-currency"
          value={values.currency}
          onChange={(event) => set('currency', event.currentTarget.value)}
          className={selectClass}
        >
          {choices.map(({ code, name }) => (
            <option key={code} value={code}>
              {code} — {name}
            </option>
          ))}
        </select>
        <FieldError id="money-currency-error" message={errors.currency} />
      </div>
      <div>
        <FormField
          id="money-locale"
          label={t('admin-settings.locale')}
          value={values.locale}
          onChange={(event) => set('locale', event.currentTarget.value)}
          error={errors.locale}
          autoComplete="off"
          maxLength={35}
        />
        <p className="mt-1.5 text-sm text-ink-muted" aria-live="polite">
          {example ? t('admin-settings.localeExample', { example }) : t('admin-settings.localeExamples')}
        </p>
      </div>
      {currencyChanged && askConfirm && (
        <div className="sm:col-span-2">
          <CheckboxField
            id="money-confirmCurrencyChange"
            label={t('admin-settings.confirmCurrency')}
            checked={confirmed}
            onChange={setConfirmed}
            error={errors.confirmCurrencyChange}
          />
        </div>
      )}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t('admin-settings.tax')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {TAX_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name="taxMode"
                checked={values.taxMode === mode}
                onChange={() => set('taxMode', mode)}
                className="h-5 w-5 accent-brand-600"
              />
              {mode === 'inclusive' ? t('admin-settings.taxInclusive') : t('admin-settings.taxExclusive')}
            </label>
          ))}
        </div>
        <p className="mt-1 text-sm text-ink-muted">{t('admin-settings.taxRatesNote')}</p>
      </fieldset>
      <FormField
        id="money-deliveryTaxRate"
        label={t('admin-settings.deliveryTaxRate')}
        inputMode="decimal"
        value={values.deliveryTaxRate}
        onChange={(event) => set('deliveryTaxRate', event.currentTarget.value)}
        error={errors.deliveryTaxRate}
        autoComplete="off"
        maxLength={7}
      />
      <div>
        <FormField
          id="money-taxNumber"
          label={t('admin-settings.taxNumber')}
          value={values.taxNumber}
          onChange={(event) => set('taxNumber', event.currentTarget.value)}
          error={errors.taxNumber}
          autoComplete="off"
          maxLength={TAX_NUMBER_MAX_LENGTH}
        />
        <p className="mt-1.5 text-sm text-ink-muted">{t('admin-settings.taxNumberHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <CheckboxField
          label={t('admin-settings.tipsEnabled')}
          checked={values.tipsEnabled}
          onChange={(checked) => set('tipsEnabled', checked)}
        />
      </div>
      <FormField
        id="money-tips"
        label={t('admin-settings.tipPresets')}
        value={values.tipPresets}
        onChange={(event) => set('tipPresets', event.currentTarget.value)}
        error={presetsError}
        autoComplete="off"
        maxLength={40}
      />
      <div className="sm:col-span-2">
        <FormField
          id="money-cardHoldMarginPercent"
          label={t('admin-settings.cardHoldMargin')}
          inputMode="numeric"
          value={values.cardHoldMarginPercent}
          onChange={(event) => set('cardHoldMarginPercent', event.currentTarget.value)}
          error={errors.cardHoldMarginPercent}
          autoComplete="off"
          maxLength={String(MAX_CARD_HOLD_MARGIN_PERCENT).length}
        />
        <p className="mt-1.5 text-sm text-ink-muted">{t('admin-settings.cardHoldMarginHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <CheckboxField
          id="money-kitchenWaitsForExtra"
          label={t('admin-settings.kitchenWaits')}
          checked={values.kitchenWaitsForExtra}
          onChange={(checked) => set('kitchenWaitsForExtra', checked)}
        />
        <p className="mt-1.5 text-sm text-ink-muted">{t('admin-settings.kitchenWaitsHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={saving} className={button}>
          {saving ? t('admin.saving') : t('admin-settings.saveMoney')}
        </button>
      </div>
    </form>
  );
}

/** The 'Currency, tax and tips' section of Settings (docs/product/money.md). */
export function MoneySettingsForm() {
  const state = useStore($adminSettings);
  return (
    <SettingsSection headingId={HEADING_ID} title={t('admin-settings.money')} intro={t('admin-settings.moneyIntro')}>
      {state.status === 'ready' ? (
        <MoneyForm key={`${state.settings.currency}|${state.settings.locale}`} settings={state.settings} />
      ) : null}
    </SettingsSection>
  );
}
