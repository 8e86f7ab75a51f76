import { type CartLine, cartLineKey, cartSubtotalCents } from '../../../../domain/cart.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { amountForQuantity } from '../../../../domain/sale-quantity.ts';
import { t } from '../../i18n/t.ts';

/** The round being put together: each line with one less / one more, and what it comes to before tax. */
export function RoundLines(props: { lines: readonly CartLine[]; onStep: (line: CartLine, step: 1 | -1) => void }) {
  const { lines, onStep } = props;
  if (lines.length === 0) return <p className="mt-2 text-ink-muted">{t('table.roundEmpty')}</p>;
  return (
    <>
      <ul className="mt-2 divide-y divide-stone-200">
        {lines.map((line) => (
          <li key={cartLineKey(line)} className="flex flex-wrap items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{line.name}</p>
              {line.options && line.options.length > 0 && (
                <p className="text-sm text-ink-muted">{line.options.map((option) => option.name).join(', ')}</p>
              )}
            </div>
            <button
              type="button"
              aria-label={t('table.fewer', { dish: line.name })}
              onClick={() => onStep(line, -1)}
              className="h-11 w-11 rounded-full text-lg font-bold text-brand-800 ring-1 ring-brand-300"
            >
              −
            </button>
            <span className="w-6 text-center font-semibold">{line.quantity}</span>
            <button
              type="button"
              aria-label={t('table.more', { dish: line.name })}
              onClick={() => onStep(line, 1)}
              className="h-11 w-11 rounded-full text-lg font-bold text-brand-800 ring-1 ring-brand-300"
            >
              +
            </button>
            <span className="w-20 text-end">{formatMoney(amountForQuantity(line.priceCents, line.quantity))}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-end font-bold text-ink">
        {t('table.roundTotal', {
          count: lines.reduce((items, line) => items + line.quantity, 0),
          amount: formatMoney(cartSubtotalCents(lines)),
        })}
      </p>
    </>
  );
}
