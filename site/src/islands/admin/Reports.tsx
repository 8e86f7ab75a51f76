import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { formatDollars } from '../../../../domain/money.ts';
import { t } from '../../i18n/t.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { AnalyticsChart, loadCharts } from './AnalyticsChart.tsx';
import { AnalyticsRangeForm } from './AnalyticsRangeForm.tsx';
import { DataTable } from './DataTable.tsx';
import { recentRange } from './analytics-store.ts';
import { FigureCard } from './FigureCard.tsx';
import { countText, hourName, longDate, weekdayName } from './figure-format.ts';
import { LoadFailed } from './LoadFailed.tsx';
import {
  channelName,
  figureColumns,
  figureRows,
  fulfilmentName,
  hasActivity,
  paymentName,
  rateColumns,
  rateRows,
  reportCharts,
  SUMMARY_ROWS,
} from './report-figures.ts';
import { $report, $reportLocation, chooseReportLocation, csvUrl, loadReport, type SalesReport } from './report-store.ts';
import { hasSeveralLocations } from '../../../../domain/locations/work-locations.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { $shopLocations, loadShopLocations } from './shop-locations.ts';

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

function Table({ title, columns, rows, empty }: { title: string; columns: readonly string[]; rows: readonly string[][]; empty?: string }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 break-inside-avoid print:shadow-none">
      <h2 className="mb-3 text-lg font-bold text-brand-800">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-ink-muted">{empty ?? t('admin-reports.nothing')}</p>
      ) : (
        <DataTable caption={title} columns={columns} rows={rows} />
      )}
    </section>
  );
}

function ReportBody({ report }: { report: SalesReport }) {
  const [perDay, byHour] = useMemo(() => reportCharts(report), [report]);
  const oneDay = report.range.from === report.range.to;
  const items = (rows: SalesReport['byDish']) =>
    rows.map((row) => [row.name || t('admin-reports.uncategorised'), countText(row.quantity), formatDollars(row.sales)]);
  const columns = figureColumns();
  return (
    <>
      <p className="mb-4 text-ink-muted">
        {t('admin-reports.heading', {
          oneDay: oneDay ? 'yes' : 'no',
          from: longDate(report.range.from),
          to: longDate(report.range.to),
          timeZone: report.range.timeZone,
        })}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard title={t('admin-analytics.orders')} value={countText(report.summary.orders)} />
        {SUMMARY_ROWS.map(([key, title]) => (
          <FigureCard key={key} title={t(title)} value={formatDollars(report.summary[key])} />
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t('admin-reports.explanation')}</p>
      {report.summary.orders > 0 && (
        <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-2 print:hidden">
          <AnalyticsChart figures={perDay} />
          <AnalyticsChart figures={byHour} />
        </div>
      )}
      <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-2 print:block print:space-y-6">
        <Table
          title={t('admin-reports.taxByRate')}
          columns={rateColumns()}
          rows={rateRows(report.summary.taxByRate)}
          empty={t('admin-reports.noTax')}
        />
        <Table title={t('admin-reports.byPaymentMethod')} columns={columns} rows={figureRows(report.byPaymentMethod, paymentName)} />
        <Table title={t('admin-reports.byFulfilment')} columns={columns} rows={figureRows(report.byFulfilment, fulfilmentName)} />
        <Table title={t('admin-reports.byChannel')} columns={columns} rows={figureRows(report.byChannel, channelName)} />
        {!oneDay && (
          <Table
            title={t('admin-reports.byDay')}
            columns={columns}
            rows={figureRows(report.byDay.filter(hasActivity), (day) => longDate(day))}
          />
        )}
        <Table
          title={t('admin-reports.byWeekday')}
          columns={columns}
          rows={figureRows(report.byWeekday.filter(hasActivity), (day) => weekdayName(day))}
        />
        <Table
          title={t('admin-reports.byHour')}
          columns={columns}
          rows={figureRows(report.byHour.filter(hasActivity), (hour) => hourName(hour))}
        />
        <Table
          title={t('admin-reports.dishesSold')}
          columns={[t('admin-analytics.dish'), t('admin-analytics.quantity'), t('admin-reports.sales')]}
          rows={items(report.byDish)}
        />
        <Table
          title={t('admin-reports.byCategory')}
          columns={[t('admin-reports.category'), t('admin-analytics.quantity'), t('admin-reports.sales')]}
          rows={items(report.byCategory)}
        />
        <Table
          title={t('admin-reports.optionsChosen')}
          columns={[t('admin-reports.option'), t('admin-analytics.quantity'), t('admin-reports.added')]}
          rows={items(report.byOption)}
          empty={t('admin-reports.noOptions')}
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
  const location = useStore($reportLocation);
  const locations = useStore($shopLocations);

  useEffect(() => {
    void loadReport();
    void loadCharts().catch(() => undefined);
    void loadShopLocations();
  }, []);

  const today = recentRange(1);
  let body: ReactNode;
  if (state.status === 'error' && !state.report) body = <LoadFailed message={state.message} onRetry={() => void loadReport()} />;
  else if (!state.report) body = <Spinner />;
  else body = <ReportBody report={state.report} />;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenReports')}</h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <button
            type="button"
            onClick={() => void loadReport(today)}
            className={linkButton}
            aria-pressed={state.range.from === today.from && state.range.to === today.to}
          >
            {t('admin-reports.today')}
          </button>
          <a href={csvUrl('orders', state.range, location)} download className={linkButton}>
            {t('admin-reports.downloadOrders')}
          </a>
          <a href={csvUrl('order-lines', state.range, location)} download className={linkButton}>
            {t('admin-reports.downloadLines')}
          </a>
          <a href={csvUrl('refunds', state.range, location)} download className={linkButton}>
            {t('admin-reports.downloadRefunds')}
          </a>
          <button type="button" onClick={() => window.print()} className={linkButton}>
            {t('admin-reports.print')}
          </button>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-4 print:hidden">
        <AnalyticsRangeForm range={state.range} onApply={(range) => void loadReport(range)} />
        {hasSeveralLocations(locations) && (
          <LocationSelect
            label={t('admin-reports.location')}
            allLabel={t('admin-reports.allLocations')}
            value={location}
            locations={locations}
            onChange={(chosen) => void chooseReportLocation(chosen)}
          />
        )}
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
