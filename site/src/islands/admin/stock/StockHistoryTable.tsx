import { type ReactNode, useId } from 'react';
import { formatOrderDate } from '../../../../../domain/order-status.ts';
import { type MessageKey, pageLanguage, t } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import type { StockHistoryState } from './stock-store.ts';
import { REASON_LABELS, stockQuantityText } from './stock-words.ts';
import type { WeightUnit } from '../../../../../domain/sale-quantity.ts';
import { weightText } from '../../../../../domain/weight-text.ts';

const cell = 'px-3 py-2 text-start';
const COLUMNS: readonly MessageKey[] = [
  'admin-foods.stockColumnDate',
  'admin-foods.stockColumnChange',
  'admin-foods.stockColumnAfter',
  'admin-foods.stockColumnReason',
  'admin-foods.stockColumnNote',
  'admin-foods.stockColumnBy',
];

/** Under the Adjust stock form: the product's latest changes by hand at the location, newest first. */
export function StockHistoryTable({ state, unit }: { state: StockHistoryState; unit: WeightUnit | null }) {
  const headingId = useId();
  const language = pageLanguage();
  const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero', maximumFractionDigits: 3 });
  // A weight changed: the language's own sign before the weight with its unit ("-0.75 kg").
  const signedText = (change: number) => {
    if (unit === null) return signed.format(change);
    const sign = signed.formatToParts(change).find((part) => part.type === 'minusSign' || part.type === 'plusSign')?.value ?? '';
    return `${sign}${weightText(Math.abs(change), unit, language)}`;
  };
  const adjustments = state.history?.adjustments ?? [];

  let body: ReactNode;
  if (state.status === 'error') body = <p className="mt-2 text-sm font-medium text-chili-700">{state.message}</p>;
  else if (!state.history) body = <Spinner />;
  else if (adjustments.length === 0) body = <p className="mt-2 text-sm text-ink-muted">{t('admin-foods.stockNoChanges')}</p>;
  else
    body = (
      <div className="mt-2 max-h-64 overflow-auto rounded-lg ring-1 ring-brand-100">
        <table aria-labelledby={headingId} className="w-full text-sm">
          <thead className="bg-brand-50 text-ink">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={cell}>
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* Two changes at one instant leave different figures after them: together a key. */}
            {adjustments.map((change) => (
              <tr key={`${change.createdAt}|${change.change}|${change.quantityAfter}`} className="border-t border-brand-100">
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={change.createdAt}>{formatOrderDate(change.createdAt)}</time>
                </td>
                <td className={`${cell} font-semibold tabular-nums`}>{signedText(change.change)}</td>
                <td className={`${cell} tabular-nums`}>{stockQuantityText(change.quantityAfter, unit)}</td>
                <td className={cell}>{t(REASON_LABELS[change.reason])}</td>
                <td className={`${cell} break-words`}>{change.note}</td>
                <td className={cell}>{change.byName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section aria-labelledby={headingId} className="border-t border-brand-100 px-6 pt-4 pb-6 sm:px-7">
      <h3 id={headingId} className="text-base font-bold text-ink">
        {t('admin-foods.stockHistory')}
      </h3>
      {body}
    </section>
  );
}
