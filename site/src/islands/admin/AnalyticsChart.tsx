import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatValue, type ChartFigures } from './analytics-figures.ts';

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

function DataTable({ figures }: { figures: ChartFigures }) {
  const [first, ...rest] = figures.table.columns;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{figures.title}</caption>
      <thead>
        <tr className="border-b border-brand-100 text-ink-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {first}
          </th>
          {rest.map((column) => (
            <th key={column} scope="col" className="py-2 pl-3 text-right font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figures.table.rows.map(([label, ...values]) => (
          <tr key={label} className="border-b border-brand-50 last:border-0">
            <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
              {label}
            </th>
            {values.map((value, index) => (
              <td key={index} className="py-1.5 pl-3 text-right text-ink tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
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
        chart = drawChart(canvasRef.current, figures, formatValue);
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
            {showData ? 'Hide data' : 'Show data'}
          </button>
        )}
      </div>
      {note && <p className="mt-1 text-sm text-ink-muted">{note}</p>}
      {!hasValues ? (
        <p className="py-10 text-center text-ink-muted">{empty ?? 'Nothing to show.'}</p>
      ) : (
        <>
          {failed ? (
            <p role="alert" className="mt-3 text-sm font-medium text-chili-700">
              The chart could not be drawn; its figures are in the table below.
            </p>
          ) : (
            <div className="relative mt-4 h-64">
              <canvas ref={canvasRef} role="img" aria-label={figures.summary} />
            </div>
          )}
          <div id={tableId} hidden={!tableShown} className="mt-4">
            <DataTable figures={figures} />
          </div>
        </>
      )}
    </section>
  );
}
