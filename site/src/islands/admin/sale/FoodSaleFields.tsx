import { SOLD_BY, WEIGHT_UNITS, type SoldBy, type WeightUnit } from '../../../../../domain/sale-quantity.ts';
import { weightText } from '../../../../../domain/weight-text.ts';
import { type MessageKey, pageLanguage, t } from '../../../i18n/t.ts';
import FormField from '../../auth/FormField.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { firstQuantities, type SaleFormField, type SaleFormValues } from './food-sale-form.ts';

export const saleFieldId = (field: SaleFormField) => `food-sale-${field}`;
const HINT_ID = 'food-sale-hint';
const QUANTITY_LABELS: Readonly<Record<'quantityStep' | 'minQuantity' | 'maxQuantity', MessageKey>> = {
  quantityStep: 'admin-foods.quantityStep',
  minQuantity: 'admin-foods.minQuantity',
  maxQuantity: 'admin-foods.maxQuantity',
};
const selectClass =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

/**
 * "Sold": by the unit or by weight; by weight, the weight its price is per and the quantities
 * customers order (a step, the least, the most), with the first of them as a hint.
 */
export function FoodSaleFields({
  values,
  onChange,
  errors,
}: {
  values: SaleFormValues;
  onChange: (values: SaleFormValues) => void;
  errors: Partial<Record<SaleFormField, string>>;
}) {
  const quantity = (field: 'quantityStep' | 'minQuantity' | 'maxQuantity') => ({
    id: saleFieldId(field),
    label: t(QUANTITY_LABELS[field]),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    maxLength: 8,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ ...values, [field]: event.currentTarget.value }),
  });
  const first = values.soldBy === 'weight' ? firstQuantities(values) : null;
  const language = pageLanguage();

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={values.soldBy === 'weight' ? HINT_ID : undefined}>
      <legend className="text-sm font-semibold text-ink">{t('admin-foods.soldLegend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {SOLD_BY.map((soldBy: SoldBy) => (
          <label key={soldBy} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="food-sold-by"
              value={soldBy}
              checked={values.soldBy === soldBy}
              onChange={() => onChange({ ...values, soldBy })}
              className="h-5 w-5 accent-brand-600"
            />
            {soldBy === 'unit' ? t('admin-foods.soldByUnit') : t('admin-foods.soldByWeight')}
          </label>
        ))}
      </div>
      <FieldError id={`${saleFieldId('soldBy')}-error`} message={errors.soldBy} />
      {values.soldBy === 'weight' && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={saleFieldId('unit')} className="block text-sm font-semibold text-ink">
                {t('admin-foods.pricePerWeight')}
              </label>
              <select
                id={saleFieldId('unit')}
                value={values.unit}
                aria-invalid={errors.unit ? true : undefined}
                aria-describedby={errors.unit ? `${saleFieldId('unit')}-error` : undefined}
                onChange={(event) => onChange({ ...values, unit: event.currentTarget.value as WeightUnit })}
                className={selectClass}
              >
                {WEIGHT_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t('admin-foods.weightUnitName', { unit })}
                  </option>
                ))}
              </select>
              <FieldError id={`${saleFieldId('unit')}-error`} message={errors.unit} />
            </div>
            {/* Text, not type="number", as the price: the shop's way of writing numbers is read by the rule. */}
            <FormField {...quantity('quantityStep')} />
            <FormField {...quantity('minQuantity')} />
            <FormField {...quantity('maxQuantity')} />
          </div>
          <p id={HINT_ID} className="text-sm text-ink-muted">
            {first
              ? t('admin-foods.saleHint', {
                  first: weightText(first[0], values.unit, language),
                  second: weightText(first[1], values.unit, language),
                })
              : t('admin-foods.saleHintPlain')}
          </p>
        </>
      )}
    </fieldset>
  );
}
