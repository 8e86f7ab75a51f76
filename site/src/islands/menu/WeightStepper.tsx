import type { SaleRule } from '../../../../domain/sale-quantity.ts';
import { atMostQuantity, stepQuantity } from '../../../../domain/sale-steps.ts';
import { weightText } from '../../../../domain/weight-text.ts';
import type { ReactNode } from 'react';
import { pageLanguage, t, tParts } from '../../i18n/t.ts';
import { MINUS_PATH, PLUS_PATH, StepButton } from '../ui/StepButton.tsx';

interface Props {
  dish: string;
  rule: SaleRule & { unit: NonNullable<SaleRule['unit']> };
  weight: number;
  /** What is left for this customer (stock less what the cart holds); undefined: no count kept. */
  room: number | undefined;
  onChange(weight: number): void;
}

/** "− 1.5 kg +": the weight a customer adds of a product sold by weight, in its steps from its least to its most. */
export function WeightStepper({ dish, rule, weight, room, onChange }: Props) {
  const text = weightText(weight, rule.unit, pageLanguage());
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper (−, weight, +) drawn as one pill, as the cart's
    <div role="group" aria-label={t('menu.weightOf', { dish })} className="inline-flex items-center rounded-full ring-1 ring-brand-200">
      <StepButton
        label={t('menu.lessWeight', { dish })}
        atLimit={stepQuantity(rule, weight, -1) === weight}
        onStep={() => onChange(stepQuantity(rule, weight, -1))}
        d={MINUS_PATH}
      />
      <span aria-live="polite" className="min-w-20 px-2 text-center text-base font-bold text-ink tabular-nums">
        <span className="sr-only">{t('menu.weightNow', { weight: text })}</span>
        <span aria-hidden="true">{text}</span>
      </span>
      <StepButton
        label={t('menu.moreWeight', { dish })}
        atLimit={atMostQuantity(rule, weight, room)}
        onStep={() => onChange(stepQuantity(rule, weight, 1))}
        d={PLUS_PATH}
      />
    </div>
  );
}

interface InCartProps {
  weight: number;
  unit: NonNullable<SaleRule['unit']>;
  /** "View cart" (./cart-link.tsx), from the product's controls, which link it too: imported here, it would be a file of its own. */
  link: (tag: string, children: ReactNode[]) => ReactNode;
}

/** "1.5 kg in your cart · View cart" on a product sold by weight. */
export function WeightInCart({ weight, unit, link }: InCartProps) {
  return <>{tParts<ReactNode>('menu.weightInCart', { weight: weightText(weight, unit, pageLanguage()) }, link)}</>;
}
