import { CONTENT_UNITS, type ContentUnit } from '../../../../../domain/unit-price.ts';
import { t } from '../../../i18n/t.ts';
import FormField from '../../auth/FormField.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import type { ContentFormValues } from './food-content-form.ts';

export const CONTENT_AMOUNT_ID = 'food-content-amount';
const UNIT_ID = 'food-content-unit';
const selectClass =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

/**
 * "Pack holds" and its unit: what customers see as the price per kg, litre or item beside the
 * price. Left blank, the dish has none.
 */
export function FoodContentFields({
  values,
  onChange,
  errors,
}: {
  values: ContentFormValues;
  onChange: (values: ContentFormValues) => void;
  errors: Partial<Record<keyof ContentFormValues, string>>;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-ink">{t('admin-foods.unitPrice')}</legend>
      <p className="text-sm text-ink-muted sm:col-span-2">{t('admin-foods.unitPriceHint')}</p>
      {/* Text, not type="number", as the price: the shop's way of writing numbers is read by the rule. */}
      <FormField
        id={CONTENT_AMOUNT_ID}
        label={t('admin-foods.packHolds')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        value={values.amount}
        error={errors.amount}
        onChange={(event) => onChange({ ...values, amount: event.currentTarget.value })}
      />
      <div>
        <label htmlFor={UNIT_ID} className="block text-sm font-semibold text-ink">
          {t('admin-foods.packUnit')}
        </label>
        <select
          id={UNIT_ID}
          value={values.unit}
          aria-invalid={errors.unit ? true : undefined}
          aria-describedby={errors.unit ? `${UNIT_ID}-error` : undefined}
          onChange={(event) => onChange({ ...values, unit: event.currentTarget.value as ContentUnit | '' })}
          className={selectClass}
        >
          <option value="">{t('admin-foods.packUnitNone')}</option>
          {CONTENT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t('admin-foods.packUnitName', { unit })}
            </option>
          ))}
        </select>
        <FieldError id={`${UNIT_ID}-error`} message={errors.unit} />
      </div>
    </fieldset>
  );
}
