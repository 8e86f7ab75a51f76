import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pageLanguage, t } from '../../i18n/t.ts';
import { formatValue, type ChartFigures } from './analytics-figures.ts';
import { DataTable } from './DataTable.tsx';

type ChartsModule = typeof import('./analytics-charts.ts');
let chartsModule: Promise<ChartsModule> | undefined;

/** Chart.js, fetched once and only by this screen (its own chunk); a failed fetch may be retried. */
export function loadCharts(): Promise<ChartsModule> {
  chartsModule ??= import('./analytics-charts.ts').catch((error: unknown) => {
    chartsModule = undefined;
    throw error;
  });
  return chartsModule;
}

/**
 * One chart in a region named by its heading: a canvas whose accessible name summarises it, and
 * behind 'Show data' a table with the same figures (its text alternative). When the chart
 * library cannot load, the table is shown instead.
 */
export function AnalyticsChart({ figures, note, empty }: { figures: ChartFigures; note?: ReactNode; empty?: string }) {
  const headingId = useId();
  const tableId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [showData, setShowData] = useState(false);
  const [failed, setFailed] = useState(false);
  const hasValues = figures.values.length > 0;

  useEffect(() => {
    if (!hasValues) return;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    loadCharts()
      .then(({ drawChart }) => {
        if (cancelled || !canvasRef.current) return;
        chart = drawChart(canvasRef.current, figures, {
          formatValue,
          tooltip: (value) => t('admin-analytics.tooltip', { series: figures.title, value }),
          rtl: document.documentElement.dir === 'rtl',
          locale: pageLanguage(),
        });
        setFailed(false);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [figures, hasValues]);

  const tableShown = showData || failed;
  return (
    <section aria-labelledby={headingId} data-chart={figures.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {figures.title}
        </h2>
        {hasValues && !failed && (
          <button
            type="button"
            aria-expanded={showData}
            aria-controls={tableId}
            onClick={() => setShowData((shown) => !shown)}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {showData ? t('admin-analytics.hideData') : t('admin-analytics.showData')}
          </button>
        )}
      </div>
      {note && <p className="mt-1 text-sm text-ink-muted">{note}</p>}
      {!hasValues ? (
        <p className="py-10 text-center text-ink-muted">{empty ?? t('admin-analytics.nothingToShow')}</p>
      ) : (
        <>
          {failed ? (
            <p role="alert" className="mt-3 text-sm font-medium text-chili-700">
              {t('admin-analytics.chartFailed')}
            </p>
          ) : (
            <div className="relative mt-4 h-64">
              <canvas ref={canvasRef} role="img" aria-label={figures.summary} />
            </div>
          )}
          <div id={tableId} hidden={!tableShown} className="mt-4">
            <DataTable caption={figures.title} columns={figures.table.columns} rows={figures.table.rows} />
          </div>
        </>
      )}
    </section>
  );
}
