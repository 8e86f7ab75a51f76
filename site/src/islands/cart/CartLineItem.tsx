import { useId } from 'react';
import { cartLineKey, type CartLine, lineRule } from '../../../../domain/cart.ts';
import { amountForQuantity } from '../../../../domain/sale-quantity.ts';
import { stepQuantity } from '../../../../domain/sale-steps.ts';
import { weightText } from '../../../../domain/weight-text.ts';
import { canAddOneMore, type LineStock } from '../../../../domain/cart-stock.ts';
import { lineLabel } from '../../../../domain/option-lines.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { pageLanguage, t } from '../../i18n/t.ts';
import { removeFromCart, updateCartQuantity } from '../../stores/cart.ts';
import { FoodImage } from '../menu/FoodImage.tsx';
import { ChosenOptions } from '../ui/ChosenOptions.tsx';
import { MINUS_PATH, PLUS_PATH, StepButton } from '../ui/StepButton.tsx';
import { LineStockNotice } from './LineStockNotice.tsx';
import { LineSubstitution } from './LineSubstitution.tsx';
import { offersReplacement } from '../../../../domain/cart-substitution.ts';

interface Props {
  line: CartLine;
  /** The line against what is left of its product (domain/cart-stock.ts). */
  stock: LineStock;
  /** Called after the line is removed, so the list can move focus somewhere useful. */
  onRemoved(key: string): void;
  /** The chosen location's name when it does not sell this dish now. */
  notAt?: string | undefined;
}

/** One cart line: picture, name, description, price, quantity steps (1…max, or what is left; a weight by its steps) and remove. */
export function CartLineItem({ line, stock, onRemoved, notAt }: Props) {
  const headingId = useId();
  const stockId = useId();
  const limitedByStock = stock.kind === 'full' || stock.kind === 'short';
  const lineTotal = formatMoney(amountForQuantity(line.priceCents, line.quantity));
  const key = cartLineKey(line);
  const rule = lineRule(line);
  // A line sold by weight steps by its product's step and shows its weight ("1.5 kg").
  const weight = rule.unit ? weightText(line.quantity, rule.unit, pageLanguage()) : null;
  // Two lines of one dish differ by their choices: the buttons' names say which.
  const label = lineLabel(line.name, line.options);
  return (
    <article aria-labelledby={headingId} className="flex gap-4 py-5 sm:gap-5">
      <FoodImage
        src={line.image}
        alt=""
        width={112}
        height={112}
        loading="lazy"
        className="h-20 w-20 shrink-0 rounded-xl bg-brand-50 object-cover sm:h-28 sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-lg leading-snug font-bold text-ink">
            {line.name}
          </h3>
          <p className="shrink-0 text-lg font-bold text-brand-700">{lineTotal}</p>
        </div>
        <ChosenOptions options={line.options} className="text-sm font-semibold text-ink" />
        {notAt && <p className="text-sm font-semibold text-red-700">{t('locations.notHere', { name: notAt })}</p>}
        {line.description && <p className="line-clamp-2 text-sm leading-relaxed text-ink-muted">{line.description}</p>}
        <p className="text-sm text-ink-muted">
          {rule.unit
            ? t('cart.perWeight', { price: formatMoney(line.priceCents), unit: rule.unit })
            : t('cart.each', { price: formatMoney(line.priceCents) })}
        </p>
        <LineStockNotice line={line} stock={stock} id={stockId} />
        {offersReplacement(line) && <LineSubstitution line={line} label={label} />}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: a stepper (−, count, +) drawn as one pill; a fieldset would add its own box and minimum width */}
          <div
            role="group"
            aria-label={t('cart.quantityOf', { dish: label })}
            className="inline-flex items-center rounded-full ring-1 ring-brand-200"
          >
            <StepButton
              label={t('cart.decrease', { dish: label })}
              atLimit={stepQuantity(rule, line.quantity, -1) === line.quantity}
              onStep={() => updateCartQuantity(key, stepQuantity(rule, line.quantity, -1))}
              d={MINUS_PATH}
            />
            <span aria-live="polite" className="min-w-10 px-1 text-center text-base font-bold text-ink tabular-nums">
              <span className="sr-only">{weight ? t('cart.weightNow', { weight }) : t('cart.quantityNow', { count: line.quantity })}</span>
              <span aria-hidden="true">{weight ?? line.quantity}</span>
            </span>
            <StepButton
              label={t('cart.increase', { dish: label })}
              atLimit={!canAddOneMore(stock, line)}
              onStep={() => updateCartQuantity(key, stepQuantity(rule, line.quantity, 1))}
              d={PLUS_PATH}
              // A screen reader hears why it adds no more: "Only 3 left".
              describedBy={limitedByStock ? stockId : undefined}
            />
          </div>
          <button
            type="button"
            aria-label={t('cart.removeDish', { dish: label })}
            data-remove-line
            onClick={() => {
              removeFromCart(key);
              onRemoved(key);
            }}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-chili-700 hover:bg-red-50"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}
