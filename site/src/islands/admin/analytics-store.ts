import { atom } from 'nanostores';
import { DEFAULT_RANGE_DAYS, lastDays, type Analytics } from '../../../../domain/analytics.ts';
import { browserTzOffset } from '../../../../domain/dashboard-stats.ts';
import { t } from '../../i18n/t.ts';
import { callApi, failureMessage } from '../../lib/api.ts';

/**
 * The Analytics screen's state (GET /api/admin/analytics): the chosen period, in this browser's
 * days, and the figures the server computed for it. Beside the admin islands, so no shop page
 * loads it.
 */

export interface DateRange {
  from: string;
  to: string;
}

export type AnalyticsState =
  | { status: 'loading'; range: DateRange; data: Analytics | null }
  | { status: 'ready'; range: DateRange; data: Analytics }
  | { status: 'error'; range: DateRange; data: Analytics | null; message: string };

/** The last `days` days ending today in this browser's time zone. */
export function recentRange(days: number, now: number = Date.now()): DateRange {
  return lastDays(days, now, browserTzOffset(new Date(now)));
}

export const $analytics = atom<AnalyticsState>({ status: 'loading', range: recentRange(DEFAULT_RANGE_DAYS), data: null });

let inFlight: AbortController | undefined;

/**
 * Asks for the figures of `range` (default: the current one). Figures already shown stay until
 * the answer comes; a newer request supersedes an older one, whose answer is then ignored.
 */
export async function loadAnalytics(range: DateRange = $analytics.get().range): Promise<void> {
  inFlight?.abort();
  const request = new AbortController();
  inFlight = request;
  const { data } = $analytics.get();
  $analytics.set({ status: 'loading', range, data });
  try {
    const answer = await callApi('GET', '/api/admin/analytics', {
      query: { from: range.from, to: range.to, tz: String(browserTzOffset()) },
      signal: request.signal,
    });
    if (inFlight !== request) return;
    $analytics.set({ status: 'ready', range, data: answer.data });
  } catch (error) {
    if (inFlight !== request) return;
    $analytics.set({ status: 'error', range, data, message: failureMessage(error, t('admin-analytics.loadFailed')) });
  } finally {
    if (inFlight === request) inFlight = undefined;
  }
}
