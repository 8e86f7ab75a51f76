import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PickSheet, PickSheetProduct } from '../../../../../domain/contracts/pick-sheet.ts';
import type { OrderProduct } from '../../../../../domain/order.ts';
import { perUnitText } from '../../../../../domain/weight-text.ts';
import { t } from '../../../i18n/t.ts';
import type { PickLineDecision } from './pick-store.ts';
import { amountText, readTypedAmount, typedText } from './pick-text.ts';
import { ProductPicture } from './ProductPicture.tsx';

/** Which of a line's forms is open: its three choices again, how much was picked, or what replaces it. */
export type LineEditing = { mode: 'choose' } | { mode: 'picked'; quantity?: number } | { mode: 'replace'; productId?: string };

const button =
  'inline-flex min-h-12 flex-1 items-center justify-center rounded-xl px-4 text-base font-bold aria-disabled:cursor-wait aria-disabled:opacity-60';
const field =
  'mt-1 block min-h-12 w-full rounded-xl border border-field bg-white px-3 text-lg text-ink aria-invalid:border-chili-700 focus:border-brand-600';

interface Props {
  sheetLine: PickSheet['lines'][number];
  line: OrderProduct;
  locale: string;
  editing: Exclude<LineEditing, { mode: 'choose' }>;
  busy: boolean;
  /** A price as the order's currency writes it. */
  money: (dollars: number) => string;
  onCancel: () => void;
  onDecide: (decision: PickLineDecision) => void;
}

/** The form a line opens: the items found or the weight from the scale, or the product sent instead and how much. */
export function PickLineForm({ sheetLine, line, locale, editing, busy, money, onCancel, onDecide }: Props) {
  const { index, suggestions } = sheetLine;
  const sent = line.picked?.status === 'replaced' ? line.picked.product : undefined;
  const [chosenId, setChosenId] = useState(
    editing.mode === 'replace' ? (editing.productId ?? sent?.productId ?? suggestions[0]?.productId) : undefined,
  );
  const chosen = suggestions.find((suggestion) => suggestion.productId === chosenId);
  const initial =
    editing.mode === 'picked'
      ? (editing.quantity ??
        (line.soldBy === 'weight' ? undefined : line.picked?.status === 'picked' ? line.picked.quantity : line.quantity))
      : (sent?.quantity ?? (line.soldBy === 'unit' ? line.quantity : undefined));
  const [typed, setTyped] = useState(typedText(initial, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { amount: useId(), problem: useId(), legend: useId() };
  const amountField = useRef<HTMLInputElement>(null);
  // The form opens because the picker pressed Picked or Replace, or scanned: the amount is next.
  useEffect(() => {
    amountField.current?.focus({ preventScroll: editing.mode === 'replace' });
  }, [editing.mode]);

  if (editing.mode === 'replace' && suggestions.length === 0) {
    return (
      <div className="mt-3">
        <p className="font-medium text-ink">
          {line.substitution.mode === 'none' ? t('admin-picking.noReplacementAllowed') : t('admin-picking.noReplacementFound')}
        </p>
        <button
          type="button"
          className={`${button} mt-2 w-full bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`}
          onClick={onCancel}
        >
          {t('admin-picking.cancel')}
        </button>
      </div>
    );
  }

  const amountOf: { label: string; byWeight: boolean } =
    editing.mode === 'picked'
      ? {
          label: line.soldBy === 'weight' ? t('admin-picking.weightFound', { unit: line.unit ?? '' }) : t('admin-picking.itemsFound'),
          byWeight: line.soldBy === 'weight',
        }
      : chosen?.soldBy === 'weight'
        ? { label: t('admin-picking.replacementWeight', { name: chosen.name, unit: chosen.unit ?? '' }), byWeight: true }
        : { label: t('admin-picking.replacementItems', { name: chosen?.name ?? '' }), byWeight: false };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readTypedAmount(typed, locale);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    if (editing.mode === 'picked') onDecide({ index, status: 'picked', quantity: read.value });
    else if (chosen) onDecide({ index, status: 'replaced', productId: chosen.productId, quantity: read.value });
  };

  return (
    <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
      {editing.mode === 'replace' && (
        <fieldset aria-labelledby={ids.legend}>
          <legend id={ids.legend} className="font-bold text-ink">
            {t('admin-picking.replaceLegend', { name: line.name })}
          </legend>
          <div className="mt-2 space-y-2">
            {suggestions.map((suggestion) => (
              <Suggestion
                key={suggestion.productId}
                suggestion={suggestion}
                index={index}
                checked={suggestion.productId === chosenId}
                locale={locale}
                money={money}
                onChoose={() => setChosenId(suggestion.productId)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor={ids.amount} className="font-semibold text-ink">
          {amountOf.label}
        </label>
        <input
          id={ids.amount}
          // A scale's weight and a count are typed on a phone's number pad.
          inputMode={amountOf.byWeight ? 'decimal' : 'numeric'}
          ref={amountField}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          className={field}
        />
        {problem && (
          <p id={ids.problem} className="mt-1 font-medium text-chili-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button type="submit" aria-disabled={busy || undefined} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {busy ? t('admin-picking.saving') : t('admin-picking.save')}
        </button>
        <button type="button" onClick={onCancel} className={`${button} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`}>
          {t('admin-picking.cancel')}
        </button>
      </div>
    </form>
  );
}

function Suggestion(props: {
  suggestion: PickSheetProduct;
  index: number;
  checked: boolean;
  locale: string;
  money: (dollars: number) => string;
  onChoose: () => void;
}) {
  const { suggestion, index, checked, locale, money, onChoose } = props;
  const price = suggestion.unit ? perUnitText(money(suggestion.price), suggestion.unit, locale) : money(suggestion.price);
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl p-2 ring-2 ${checked ? 'bg-brand-50 ring-brand-600' : 'ring-stone-200'}`}
    >
      <input
        type="radio"
        name={`pick-replacement-${index}`}
        value={suggestion.productId}
        checked={checked}
        onChange={onChoose}
        className="h-5 w-5 accent-brand-600"
      />
      <ProductPicture image={suggestion.image} size={48} />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{suggestion.name}</span>
        <span className="block text-sm text-ink-muted">
          {price}
          {suggestion.stockLeft !== null &&
            ` · ${t('admin-picking.stockLeft', { quantity: amountText(suggestion.stockLeft, suggestion.unit, locale) })}`}
        </span>
      </span>
    </label>
  );
}
