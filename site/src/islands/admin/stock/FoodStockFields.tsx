import { t } from '../../../i18n/t.ts';
import FormField from '../../auth/FormField.tsx';
import type { useCheckedForm } from '../../auth/use-checked-form.ts';
import { CheckboxField } from '../CheckboxField.tsx';
import type { StockFormField } from './food-stock-form.ts';

export const stockFieldId = (field: StockFormField) => `food-stock-${field}`;

/**
 * The dish form's "Track stock" box and, once ticked, how many there are and when that is low: a
 * new product's starting stock, or an existing one's current quantity, which a change sets as a count.
 */
export function FoodStockFields({
  weighed,
  tracked,
  onTrackedChange,
  form,
}: {
  /** Sold by weight: its stock is a weight, to three decimals. */
  weighed: boolean;
  tracked: boolean;
  onTrackedChange: (tracked: boolean) => void;
  form: ReturnType<typeof useCheckedForm<StockFormField>>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField label={t('admin-foods.trackStock')} checked={tracked} onChange={onTrackedChange} />
      {tracked && (
        <div className="grid gap-3 sm:grid-cols-2">
          {/* Text, not type="number", as the price: the shop's way of writing numbers is read by the rule. */}
          <FormField
            id={stockFieldId('quantity')}
            label={t('admin-foods.inStock')}
            inputMode={weighed ? 'decimal' : 'numeric'}
            autoComplete="off"
            maxLength={12}
            {...form.bind('quantity')}
          />
          <FormField
            id={stockFieldId('lowAt')}
            label={t('admin-foods.lowStockAt')}
            inputMode={weighed ? 'decimal' : 'numeric'}
            autoComplete="off"
            maxLength={12}
            {...form.bind('lowAt')}
          />
        </div>
      )}
    </div>
  );
}
