import { atom } from 'nanostores';
import { t } from '../../i18n/t.ts';
import { callApi, failureMessage, type ApiAnswer } from '../../lib/api.ts';
import { recentRange, type DateRange } from './analytics-store.ts';

/**
 * The Reports screen's state (GET /api/admin/reports): the chosen days, in the shop's time zone
 * as the server counts them, and the report. Beside the admin islands, so no shop page loads it.
 */
export type SalesReport = ApiAnswer<'/api/admin/reports', 'GET'>['data'];

export type ReportState =
  | { status: 'loading'; range: DateRange; report: SalesReport | null }
  | { status: 'ready'; range: DateRange; report: SalesReport }
  | { status: 'error'; range: DateRange; report: SalesReport | null; message: string };

/** Today only: the end-of-day summary is what an owner asks for most. */
export const $report = atom<ReportState>({ status: 'loading', range: recentRange(1), report: null });
/** A chain's report of one location (its own days), or null for the whole shop's. */
export const $reportLocation = atom<number | null>(null);

/** The books of one location from now on (null: the whole shop's), asked for again. */
export function chooseReportLocation(location: number | null): Promise<void> {
  $reportLocation.set(location);
  return loadReport();
}

let inFlight: AbortController | undefined;

/** Asks for the report of `range`; a newer request supersedes an older one. */
export async function loadReport(range: DateRange = $report.get().range): Promise<void> {
  inFlight?.abort();
  const request = new AbortController();
  inFlight = request;
  $report.set({ status: 'loading', range, report: $report.get().report });
  try {
    const location = $reportLocation.get();
    const query = location === null ? range : { ...range, location };
    const answer = await callApi('GET', '/api/admin/reports', { query, signal: request.signal });
    if (request.signal.aborted) return;
    $report.set({ status: 'ready', range, report: answer.data });
  } catch (error) {
    if (request.signal.aborted) return;
    $report.set({ status: 'error', range, report: $report.get().report, message: failureMessage(error, t('admin-reports.loadFailed')) });
  }
}

/**
 * Where the CSV exports of a range are downloaded from (the browser sends the session cookie).
 * Their column headers stay English whatever the page's language: they are data for spreadsheets
 * and accounting scripts, which find a column by its name.
 */
export function csvUrl(kind: 'orders' | 'order-lines' | 'refunds', range: DateRange, location: number | null = null): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(location === null ? {} : { location: String(location) }) });
  return `/api/admin/reports/${kind}.csv?${query}`;
}
