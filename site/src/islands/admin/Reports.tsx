import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { formatDollars } from '../../../../domain/money.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { AnalyticsChart, loadCharts } from './AnalyticsChart.tsx';
import { AnalyticsRangeForm } from './AnalyticsRangeForm.tsx';
import { DataTable } from './DataTable.tsx';
import { longDate } from './analytics-figures.ts';
import { recentRange } from './analytics-store.ts';
import { FigureCard } from './FigureCard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import {
  FIGURE_COLUMNS,
  figureRows,
  fulfilmentName,
  hasActivity,
  hourName,
  paymentName,
  RATE_COLUMNS,
  rateRows,
  reportCharts,
  SUMMARY_ROWS,
  weekdayName,
} from './report-figures.ts';
import { $report, csvUrl, loadReport, type SalesReport } from './report-store.ts';

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

function Table({
  title,
  columns,
  rows,
  empty = 'Nothing in this period.',
}: {
  title: string;
  columns: readonly string[];
  rows: readonly string[][];
  empty?: string;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 break-inside-avoid print:shadow-none">
      <h2 className="mb-3 text-lg font-bold text-brand-800">{title}</h2>
      {rows.length === 0 ? <p className="text-ink-muted">{empty}</p> : <DataTable caption={title} columns={columns} rows={rows} />}
    </section>
  );
}

function ReportBody({ report }: { report: SalesReport }) {
  const [perDay, byHour] = useMemo(() => reportCharts(report), [report]);
  const oneDay = report.range.from === report.range.to;
  const items = (rows: SalesReport['byDish']) =>
    rows.map((row) => [row.name || 'Uncategorised', String(row.quantity), formatDollars(row.sales)]);
  return (
    <>
      <p className="mb-4 text-ink-muted">
        {oneDay
          ? `End-of-day summary (Z report) for ${longDate(report.range.from)}`
          : `${longDate(report.range.from)} to ${longDate(report.range.to)}`}{' '}
        · days and hours in {report.range.timeZone} · cancelled orders not counted
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard title="Orders" value={String(report.summary.orders)} />
        {SUMMARY_ROWS.map(([key, title]) => (
          <FigureCard key={key} title={title} value={formatDollars(report.summary[key])} />
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        Tax and tips are what is kept after refunds: each refund gives back its share of them. Net is the total taken less refunds, the tax
        kept and the tips kept.
      </p>
      {report.summary.orders > 0 && (
        <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-2 print:hidden">
          <AnalyticsChart figures={perDay} />
          <AnalyticsChart figures={byHour} />
        </div>
      )}
      <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-2 print:block print:space-y-6">
        <Table title="Tax by rate" columns={RATE_COLUMNS} rows={rateRows(report.summary.taxByRate)} empty="No tax in this period." />
        <Table title="By payment method" columns={FIGURE_COLUMNS} rows={figureRows(report.byPaymentMethod, paymentName)} />
        <Table title="Delivery and pickup" columns={FIGURE_COLUMNS} rows={figureRows(report.byFulfilment, fulfilmentName)} />
        {!oneDay && (
          <Table title="By day" columns={FIGURE_COLUMNS} rows={figureRows(report.byDay.filter(hasActivity), (day) => longDate(day))} />
        )}
        <Table title="By weekday" columns={FIGURE_COLUMNS} rows={figureRows(report.byWeekday.filter(hasActivity), weekdayName)} />
        <Table title="By hour" columns={FIGURE_COLUMNS} rows={figureRows(report.byHour.filter(hasActivity), hourName)} />
        <Table title="Dishes sold" columns={['Dish', 'Quantity', 'Sales']} rows={items(report.byDish)} />
        <Table title="By category" columns={['Category', 'Quantity', 'Sales']} rows={items(report.byCategory)} />
        <Table
          title="Options chosen"
          columns={['Option', 'Quantity', 'Added']}
          rows={items(report.byOption)}
          empty="No options chosen in this period."
        />
      </div>
    </>
  );
}

/**
 * The Reports screen (docs/product/reports.md): a period's money as an accountant reads it,
 * counted in the shop's days; the orders and order lines as CSV; and, for one day, the printable
 * end-of-day summary.
 */
export function Reports() {
  const state = useStore($report);

  useEffect(() => {
    void loadReport();
    void loadCharts().catch(() => undefined);
  }, []);

  const today = recentRange(1);
  let body: ReactNode;
  if (state.status === 'error' && !state.report) body = <LoadFailed message={state.message} onRetry={() => void loadReport()} />;
  else if (!state.report) body = <Spinner />;
  else body = <ReportBody report={state.report} />;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">Reports</h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <button
            type="button"
            onClick={() => void loadReport(today)}
            className={linkButton}
            aria-pressed={state.range.from === today.from && state.range.to === today.to}
          >
            Today
          </button>
          <a href={csvUrl('orders', state.range)} download className={linkButton}>
            Download orders (CSV)
          </a>
          <a href={csvUrl('order-lines', state.range)} download className={linkButton}>
            Download order lines (CSV)
          </a>
          <a href={csvUrl('refunds', state.range)} download className={linkButton}>
            Download refunds (CSV)
          </a>
          <button type="button" onClick={() => window.print()} className={linkButton}>
            Print
          </button>
        </div>
      </div>
      <div className="mt-6 print:hidden">
        <AnalyticsRangeForm range={state.range} onApply={(range) => void loadReport(range)} />
      </div>
      {state.status === 'error' && state.report && (
        <p role="alert" className="mt-4 text-chili-700">
          {state.message}
        </p>
      )}
      <div className="mt-6" aria-busy={state.status === 'loading'}>
        {body}
      </div>
    </>
  );
}
