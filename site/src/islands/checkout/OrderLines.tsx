import { useId } from 'react';
import { cartLineKey, type CartLine } from '../../../../domain/cart.ts';
import { lineStock } from '../../../../domain/cart-stock.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { localePath, pageLanguage, t } from '../../i18n/t.ts';
import { amountForQuantity } from '../../../../domain/sale-quantity.ts';
import { weightText } from '../../../../domain/weight-text.ts';
import { FoodImage } from '../menu/FoodImage.tsx';
import { ChosenOptions } from '../ui/ChosenOptions.tsx';
import { LineStockNotice } from '../cart/LineStockNotice.tsx';

/**
 * The order's lines; the list scrolls once it is taller than 400 px. A line that holds all that
 * is left says so; one that asks for more (the order was refused for it) offers to fit it.
 */
export function OrderLines({ lines }: { lines: readonly CartLine[] }) {
  const noticeId = useId();
  if (lines.length === 0) {
    return (
      <div className="rounded-xl bg-brand-50 p-4 text-center">
        <p className="font-semibold text-ink">{t('cart.emptyTitle')}</p>
        <a
          href={`${localePath('/')}#menu`}
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('cart.browseMenu')}
        </a>
      </div>
    );
  }
  return (
    // Focusable so keyboard users can scroll it; named so screen readers can tell what it is.
    <section
      aria-label={t('checkout.orderItems')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled
      tabIndex={0}
      className="max-h-[400px] overflow-y-auto rounded-xl ring-1 ring-brand-100"
    >
      <ul className="divide-y divide-brand-100">
        {lines.map((line, index) => (
          <li key={cartLineKey(line)} className="flex flex-wrap items-center gap-3 p-3">
            <FoodImage
              src={line.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded-lg bg-brand-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink">{line.name}</p>
              <ChosenOptions options={line.options} className="text-sm text-ink" />
              <p className="text-sm text-ink-muted">
                {line.sale?.unit
                  ? t('checkout.lineWeight', {
                      weight: weightText(line.quantity, line.sale.unit, pageLanguage()),
                      price: formatMoney(line.priceCents),
                      unit: line.sale.unit,
                    })
                  : t('checkout.lineQuantity', { count: line.quantity, price: formatMoney(line.priceCents) })}
              </p>
            </div>
            <p className="shrink-0 font-bold text-ink">{formatMoney(amountForQuantity(line.priceCents, line.quantity))}</p>
            <div className="w-full empty:hidden">
              <LineStockNotice line={line} stock={lineStock(lines, line)} id={`${noticeId}-${index}`} offerRemove />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
