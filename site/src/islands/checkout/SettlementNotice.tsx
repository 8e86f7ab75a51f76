import { lazy, Suspense } from 'react';
import { t } from '../../i18n/t.ts';
import { loadOrderSteps } from './load-order-steps.ts';

const RULES = [
  'substitution.ruleWeight',
  'substitution.ruleFewer',
  'substitution.ruleBestMatch',
  'substitution.ruleSpecific',
  'substitution.ruleNone',
] as const;

const CardHoldSentence = lazy(() => loadOrderSteps().then((steps) => ({ default: steps.CardHoldSentence })));

/**
 * Why the checkout's total is an estimate and how the final amount is settled: the customer's side
 * of docs/product/picking.md ("How the final amount is settled"), its rules one disclosure away.
 * Paying by card (`byCard`), what the card is held for until the order is picked, of `totalCents`.
 */
export function SettlementNotice({ byCard, totalCents }: { byCard: boolean; totalCents: number }) {
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-300" data-settlement-notice>
      <p>{t('substitution.estimate')}</p>
      {byCard && (
        <Suspense fallback={null}>
          <CardHoldSentence totalCents={totalCents} />
        </Suspense>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-2">
          {t('substitution.howSettled')}
        </summary>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {RULES.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
          {byCard && <li>{t('substitution.ruleCard')}</li>}
        </ul>
      </details>
    </div>
  );
}
