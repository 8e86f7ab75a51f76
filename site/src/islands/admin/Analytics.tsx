import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Analytics as AnalyticsData } from '../../../../domain/analytics.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { t } from '../../i18n/t.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { AnalyticsChart, loadCharts } from './AnalyticsChart.tsx';
import { AnalyticsRangeForm } from './AnalyticsRangeForm.tsx';
import { chartFigures } from './analytics-figures.ts';
import { $analytics, loadAnalytics } from './analytics-store.ts';
import { FigureCard } from './FigureCard.tsx';
import { countText, longDate } from './figure-format.ts';
import { LoadFailed } from './LoadFailed.tsx';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

function Figures({ data }: { data: AnalyticsData }) {
  const [revenue, orders, byStatus, dishes] = useMemo(() => chartFigures(data), [data]);
  const cancelledNote = t('admin-analytics.cancelledNotCounted');
  return (
    <>
      <p className="mb-4 text-ink-muted">{t('admin-analytics.period', { from: longDate(data.from), to: longDate(data.to) })}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard title={t('admin-analytics.orders')} value={countText(data.totals.orders)} />
        <FigureCard title={t('admin-analytics.revenue')} value={formatDollars(data.totals.revenue)}>
          <p className="text-ink-muted">{cancelledNote}</p>
        </FigureCard>
        <FigureCard title={t('admin-analytics.averageOrderValue')} value={formatDollars(data.totals.averageOrderValue)}>
          <p className="text-ink-muted">{cancelledNote}</p>
        </FigureCard>
      </div>
      {data.totals.orders === 0 ? (
        <p className="mt-8 rounded-2xl bg-white px-5 py-12 text-center text-lg text-ink-muted shadow-sm ring-1 ring-brand-100">
          {t('admin-analytics.noOrders')}
        </p>
      ) : (
        <div className="mt-8 grid gap-6 xl:grid-cols-2">
          <AnalyticsChart figures={revenue!} note={cancelledNote} />
          <AnalyticsChart figures={orders!} note={t('admin-analytics.everyOrderNote')} />
          <AnalyticsChart figures={byStatus!} />
          <AnalyticsChart figures={dishes!} note={t('admin-analytics.dishesNote')} empty={t('admin-analytics.noDishes')} />
        </div>
      )}
    </>
  );
}

/**
 * The admin Analytics screen: orders and revenue per day, orders by status, top
 * dishes and the average order value over a chosen period, computed by the server, as charts.
 */
export function Analytics() {
  const state = useStore($analytics);

  useEffect(() => {
    void loadAnalytics();
    // The chart library downloads while the figures are computed.
    void loadCharts().catch(() => undefined);
  }, []);

  let body: ReactNode;
  if (state.status === 'error' && !state.data) body = <LoadFailed message={state.message} onRetry={() => void loadAnalytics()} />;
  else if (!state.data) body = <Spinner />;
  else body = <Figures data={state.data} />;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenAnalytics')}</h1>
        {state.status === 'loading' && state.data && (
          <p role="status" className="text-sm font-medium text-ink-muted">
            {t('admin.loading')}
          </p>
        )}
      </div>
      <AnalyticsRangeForm range={state.range} onApply={(range) => void loadAnalytics(range)} />
      <p className="mt-3 mb-6 text-sm text-ink-muted">{t('admin-analytics.daysNote')}</p>
      {state.status === 'error' && state.data && (
        <div className="mb-4 flex flex-wrap items-center gap-4">
          <p role="alert" className="font-medium text-chili-700">
            {t('admin.error', { message: state.message })}
          </p>
          <button type="button" onClick={() => void loadAnalytics()} className={button}>
            {t('admin.tryAgain')}
          </button>
        </div>
      )}
      <div aria-busy={state.status === 'loading'}>{body}</div>
    </>
  );
}
