import { tOr } from './order-words.ts';
import { priceCents } from '../../../../domain/contracts/amounts.ts';
import { lineAmountCents } from '../../../../domain/contracts/order-amounts.ts';
import { formatDollars, formatMoney } from '../../../../domain/money.ts';
import type { OrderProduct } from '../../../../domain/order.ts';
import { FoodImage } from '../menu/FoodImage.tsx';
import { ChosenOptions } from '../ui/ChosenOptions.tsx';
import { perUnitText, weightText } from '../../../../domain/weight-text.ts';
import { pageLanguage } from '../../i18n/t.ts';

/** The two densities: My Orders gives the lines room; the admin card packs them in a box. */
const LOOK = {
  roomy: {
    list: 'divide-y divide-brand-100',
    line: 'flex items-center gap-3 py-3 first:pt-0 last:pb-0',
    size: 64,
    image: 'h-16 w-16 shrink-0 rounded-xl bg-brand-50 object-cover',
    total: 'shrink-0 font-semibold text-ink',
  },
  compact: {
    list: 'divide-y divide-brand-100 rounded-xl ring-1 ring-brand-100',
    line: 'flex items-center gap-3 px-3 py-2.5',
    size: 48,
    image: 'h-12 w-12 shrink-0 rounded-lg bg-brand-50 object-cover',
    total: 'shrink-0 font-semibold text-ink tabular-nums',
  },
} as const;

/**
 * An order's lines as a list named 'Items': thumbnail, name, the options chosen, quantity × unit
 * price (a line sold by weight: its weight and price per kg or lb, "1.5 kg · $4.49/kg"), line total.
 */
export function OrderLineList({
  lines,
  density,
  lineNote,
}: {
  lines: OrderProduct[];
  density: keyof typeof LOOK;
  /** A word on each line for staff (what may replace it); none on the customer's pages. */
  lineNote?: ((line: OrderProduct) => string) | undefined;
}) {
  const look = LOOK[density];
  return (
    <ul aria-label={tOr('orders.items', 'Items')} className={look.list}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order, and one dish may appear twice (other options): the position tells them apart
        <li key={`${line.productId}-${index}`} className={look.line}>
          <FoodImage src={line.image} alt="" width={look.size} height={look.size} loading="lazy" className={look.image} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-ink">{line.name}</p>
            <ChosenOptions
              options={line.options?.map((option) => ({ name: option.name, priceCents: priceCents(option) }))}
              className="text-sm text-ink"
            />
            <p className="text-sm text-ink-muted">
              {line.unit
                ? `${weightText(line.quantity, line.unit, pageLanguage())} · ${perUnitText(formatDollars(line.price), line.unit, pageLanguage())}`
                : tOr('orders.lineQuantity', `Qty: ${line.quantity} × ${formatDollars(line.price)}`, {
                    quantity: line.quantity,
                    price: formatDollars(line.price),
                  })}
            </p>
            {lineNote && <p className="text-sm font-semibold text-ink">{lineNote(line)}</p>}
          </div>
          <p className={look.total}>{formatMoney(lineAmountCents(line))}</p>
        </li>
      ))}
    </ul>
  );
}
