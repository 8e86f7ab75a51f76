import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Food } from '../../../../../domain/food.ts';
import { hasSeveralLocations } from '../../../../../domain/locations/work-locations.ts';
import { STOCK_NOTE_MAX_LENGTH, STOCK_REASON_CODES, type StockReasonCode } from '../../../../../domain/stock.ts';
import { t, tText } from '../../../i18n/t.ts';
import FormField from '../../auth/FormField.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { LocationSelect } from '../LocationSelect.tsx';
import { $shopLocations, loadShopLocations } from '../shop-locations.ts';
import { stockChangeBody, type StockChangeFormErrors } from './stock-change-form.ts';
import { StockHistoryTable } from './StockHistoryTable.tsx';
import { $stockHistory, closeStockEditor, loadStockHistory, saveStockChange } from './stock-store.ts';
import { AMOUNT_LABELS, REASON_LABELS, stockWords } from './stock-words.ts';

const AMOUNT_ID = 'stock-amount';
const NOTE_ID = 'stock-note';

/**
 * "Adjust stock": a delivery, waste, a count or a correction, with an optional note and, in a
 * chain, the location whose stock it is; the product's latest changes under it. A refusal (stock
 * below 0, a field the server would not take) stays in the dialog and nothing changes.
 */
export default function StockDialog({ food }: { food: Food }) {
  const [reason, setReason] = useState<StockReasonCode>('delivery');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [locationId, setLocationId] = useState<number | null>(null);
  const [errors, setErrors] = useState<StockChangeFormErrors & { form?: string }>({});
  const [saving, setSaving] = useState(false);
  const locations = useStore($shopLocations);
  const history = useStore($stockHistory);
  const reasonId = useId();

  useEffect(() => {
    void loadShopLocations();
  }, []);
  useEffect(() => {
    void loadStockHistory(food.id, locationId);
  }, [food.id, locationId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = stockChangeBody({ reason, amount, note, locationId }, food.soldBy);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(checked.errors.amount ? AMOUNT_ID : NOTE_ID)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    // On success the store closes the dialog, which unmounts it.
    const result = await saveStockChange(food, checked.body);
    if (!result.ok) {
      setSaving(false);
      setErrors({ amount: result.errors.set ?? result.errors.adjust, note: result.errors.note, form: result.message });
    }
  };

  const now = history.history ?? food.stock;
  const errorText = (message: string | undefined) => (message === undefined ? undefined : tText(message));

  return (
    <AdminDialog
      title={t('admin-foods.adjustStock')}
      subtitle={t('admin-foods.stockSubtitle', { name: food.name, stock: stockWords(now, food.unit) ?? '' })}
      initialFocus="select"
      onClose={closeStockEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin.save')}
      busyLabel={t('admin.saving')}
      wide
      after={<StockHistoryTable state={history} unit={food.unit} />}
    >
      {hasSeveralLocations(locations) && (
        <LocationSelect
          label={t('admin-foods.stockLocation')}
          value={locationId ?? locations[0]?.id ?? null}
          locations={locations}
          onChange={setLocationId}
        />
      )}
      <div>
        <label htmlFor={reasonId} className="block text-sm font-semibold text-ink">
          {t('admin-foods.stockReason')}
        </label>
        <select
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as StockReasonCode)}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink sm:w-64"
        >
          {STOCK_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {t(REASON_LABELS[code])}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id={AMOUNT_ID}
        label={t(AMOUNT_LABELS[reason])}
        inputMode={reason === 'correction' ? 'text' : food.soldBy === 'weight' ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={12}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={errorText(errors.amount)}
      />
      <FormField
        id={NOTE_ID}
        label={t('admin-foods.stockNote')}
        autoComplete="off"
        maxLength={STOCK_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errorText(errors.note)}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {tText(errors.form)}
        </p>
      )}
    </AdminDialog>
  );
}
