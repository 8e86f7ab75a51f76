import { type CartLine, cartLineKey, lineRule } from '../../../../../domain/cart.ts';
import { amountForQuantity } from '../../../../../domain/sale-quantity.ts';
import { atMostQuantity, stepQuantity } from '../../../../../domain/sale-steps.ts';
import { lineQuantityText } from '../../../../../domain/weight-text.ts';
import { pageLanguage, t } from '../../../i18n/t.ts';
import { MINUS_PATH, PLUS_PATH, StepButton } from '../../ui/StepButton.tsx';

/**
 * The order's lines as they will be: each with its choices, − and + by the steps its dish is sold
 * in (one fewer stops at the least; Remove takes the line off), and what it comes to.
 */
export function ChangeLines(props: {
  lines: readonly CartLine[];
  money: (cents: number) => string;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  problem: string | undefined;
  problemId: string;
}) {
  const { lines, money, onQuantity, onRemove, problem, problemId } = props;
  const language = pageLanguage();
  return (
    <div>
      {lines.length === 0 && <p className="text-ink-muted">{t('admin-order-change.noLines')}</p>}
      <ul className="divide-y divide-stone-200">
        {lines.map((line) => {
          const key = cartLineKey(line);
          const rule = lineRule(line);
          const quantity = lineQuantityText({ quantity: line.quantity, unit: rule.unit }, language);
          return (
            <li key={key} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{line.name}</p>
                {line.options && line.options.length > 0 && (
                  <p className="text-sm text-ink-muted">{line.options.map((option) => option.name).join(', ')}</p>
                )}
              </div>
              {/* biome-ignore lint/a11y/useSemanticElements: a stepper (−, quantity, +) drawn as one pill, as the cart's */}
              <div role="group" aria-label={line.name} className="inline-flex items-center rounded-full ring-1 ring-brand-200">
                <StepButton
                  label={t('admin-order-change.fewer', { dish: line.name })}
                  atLimit={stepQuantity(rule, line.quantity, -1) === line.quantity}
                  onStep={() => onQuantity(key, stepQuantity(rule, line.quantity, -1))}
                  d={MINUS_PATH}
                />
                <span aria-live="polite" className="min-w-12 px-1 text-center font-bold text-ink tabular-nums">
                  <span className="sr-only">{t('admin-order-change.quantity', { quantity, dish: line.name })}</span>
                  <span aria-hidden="true">{quantity}</span>
                </span>
                <StepButton
                  label={t('admin-order-change.more', { dish: line.name })}
                  atLimit={atMostQuantity(rule, line.quantity)}
                  onStep={() => onQuantity(key, stepQuantity(rule, line.quantity, 1))}
                  d={PLUS_PATH}
                />
              </div>
              <span className="w-20 text-end font-semibold text-ink">{money(amountForQuantity(line.priceCents, line.quantity))}</span>
              <button
                type="button"
                onClick={() => onRemove(line)}
                aria-label={t('admin-order-change.removeLabel', { dish: line.name })}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-chili-700 ring-1 ring-red-300 hover:bg-red-50"
              >
                {t('admin-order-change.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p id={problemId} className="mt-1 text-sm font-semibold text-chili-700">
          {problem}
        </p>
      )}
    </div>
  );
}
