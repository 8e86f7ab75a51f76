import type { CartLine } from '../../../../../domain/cart.ts';
import { cartLineKey } from '../../../../../domain/cart.ts';
import { readLocaleNumber } from '../../../../../domain/locale-number.ts';
import { amountForQuantity } from '../../../../../domain/sale-quantity.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';

/**
 * The order's lines as they are being taken: each with its choices, a quantity to correct and a
 * way to take it off. The quantity keeps to what the dish is sold in (domain/cart.ts).
 */
export function DraftLines(props: {
  lines: readonly CartLine[];
  money: (cents: number) => string;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const { lines, money, onQuantity, onRemove } = props;
  if (lines.length === 0) return <p className="mt-3 text-ink-muted">{t('admin-new-order.noLines')}</p>;
  return (
    <ul className="mt-3 divide-y divide-stone-200">
      {lines.map((line) => {
        const key = cartLineKey(line);
        return (
          <li key={key} className="flex flex-wrap items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{line.name}</p>
              {line.options && line.options.length > 0 && (
                <p className="text-sm text-ink-muted">{line.options.map((option) => option.name).join(', ')}</p>
              )}
            </div>
            <input
              aria-label={t('admin-new-order.quantityOf', { dish: line.name })}
              inputMode="decimal"
              defaultValue={String(line.quantity)}
              key={`${key}-${line.quantity}`}
              onBlur={(event) => {
                const read = readLocaleNumber(event.currentTarget.value, pageLanguage());
                if (read.ok && read.value > 0) onQuantity(key, read.value);
                else event.currentTarget.value = String(line.quantity);
              }}
              className="min-h-11 w-20 rounded-lg border border-field bg-white px-2 text-center text-base text-ink"
            />
            <span className="w-24 text-end font-semibold text-ink">{money(amountForQuantity(line.priceCents, line.quantity))}</span>
            <button
              type="button"
              onClick={() => onRemove(line)}
              aria-label={t('admin-new-order.removeLine', { dish: line.name })}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-chili-700 ring-1 ring-red-300 hover:bg-red-50"
            >
              ✕
            </button>
          </li>
        );
      })}
    </ul>
  );
}
