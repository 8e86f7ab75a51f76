import { useEffect, useId, useState, type FormEvent } from 'react';
import { ANALYTICS_MESSAGES, MAX_RANGE_DAYS, QUICK_RANGE_DAYS, resolveRange, type RangeResult } from '../../../../domain/analytics.ts';
import { t, tText } from '../../i18n/t.ts';
import { recentRange, type DateRange } from './analytics-store.ts';

/**
 * Why the period was refused, in the page's words. The rule (shared with the server) says it in
 * English; a date input only ever gives a real date or none, so only the order and the length
 * can be wrong here.
 */
function refusal(checked: Extract<RangeResult, { ok: false }>): string {
  if (checked.message === ANALYTICS_MESSAGES.order) return t('admin-analytics.rangeOrder');
  if (checked.message === ANALYTICS_MESSAGES.tooLong) return t('admin-analytics.rangeTooLong', { days: MAX_RANGE_DAYS });
  return t('admin-analytics.realDate');
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

/** The period's form: From and To (this browser's days, both included), Apply, and quick ranges. */
export function AnalyticsRangeForm({ range, onApply }: { range: DateRange; onApply: (range: DateRange) => void }) {
  const ids = { from: useId(), to: useId(), error: useId(), quick: useId() };
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);

  // A quick range (or any new period) shows up in the fields.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
    setError(null);
  }, [range.from, range.to]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!from) return setError({ field: 'from', message: t('admin-analytics.chooseFrom') });
    if (!to) return setError({ field: 'to', message: t('admin-analytics.chooseTo') });
    const checked = resolveRange({ from, to }, Date.now());
    if (!checked.ok) return setError({ field: checked.field === 'to' ? 'to' : 'from', message: refusal(checked) });
    setError(null);
    onApply({ from, to });
  };

  const invalid = (field: 'from' | 'to') =>
    error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': ids.error } : {};

  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <form onSubmit={submit} noValidate aria-label={t('admin-analytics.rangeForm')} className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={ids.from} className="block text-sm font-semibold text-ink">
            {t('admin-analytics.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            className={inputClass}
            {...invalid('from')}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="block text-sm font-semibold text-ink">
            {t('admin-analytics.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            className={inputClass}
            {...invalid('to')}
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('admin-analytics.apply')}
        </button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="mt-3 text-sm font-medium text-chili-700">
          {tText(error.message)}
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons that wraps; a fieldset's min-inline-size (min-content) would keep it from wrapping on a narrow screen */}
      <div role="group" aria-labelledby={ids.quick} className="mt-4 flex flex-wrap items-center gap-2">
        <span id={ids.quick} className="text-sm font-semibold text-ink-muted">
          {t('admin-analytics.quickRanges')}
        </span>
        {QUICK_RANGE_DAYS.map((days) => {
          const quick = recentRange(days);
          const pressed = quick.from === range.from && quick.to === range.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={pressed}
              onClick={() => onApply(quick)}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
            >
              {t('admin-analytics.lastDays', { days })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
