import { t } from '../../i18n/t.ts';

const RULES = [
  'substitution.ruleWeight',
  'substitution.ruleFewer',
  'substitution.ruleBestMatch',
  'substitution.ruleSpecific',
  'substitution.ruleNone',
] as const;

/**
 * Why the checkout's total is an estimate and how the final amount is settled: the customer's side
 * of docs/product/picking.md ("How the final amount is settled"), its rules one disclosure away.
 */
export function SettlementNotice() {
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-300" data-settlement-notice>
      <p>{t('substitution.estimate')}</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-800 underline underline-offset-2">
          {t('substitution.howSettled')}
        </summary>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {RULES.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
