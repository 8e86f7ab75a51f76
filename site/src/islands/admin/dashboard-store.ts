import { atom } from 'nanostores';
import { browserTzOffset, type DashboardStats } from '../../../../domain/dashboard-stats.ts';
import { t } from '../../i18n/t.ts';
import { callApi, failureMessage } from '../../lib/api.ts';

/** The admin Dashboard's figures (GET /api/admin/stats), counted in this browser's day. */
export type DashboardState =
  | { status: 'loading'; stats: DashboardStats | null }
  | { status: 'ready'; stats: DashboardStats }
  | { status: 'error'; stats: DashboardStats | null; message: string };

export const $dashboard = atom<DashboardState>({ status: 'loading', stats: null });
/** A chain's figures of one location, or null for the whole shop's. */
export const $dashboardLocation = atom<number | null>(null);

/** One location's figures from now on (null: the whole shop's), asked for again. */
export function chooseDashboardLocation(location: number | null): Promise<void> {
  $dashboardLocation.set(location);
  return loadDashboard();
}

/** Asks again; figures already shown stay until the answer comes. */
export async function loadDashboard(): Promise<void> {
  const { stats } = $dashboard.get();
  $dashboard.set({ status: 'loading', stats });
  try {
    const location = $dashboardLocation.get();
    const tz = String(browserTzOffset());
    const answer = await callApi('GET', '/api/admin/stats', { query: location === null ? { tz } : { tz, location } });
    $dashboard.set({ status: 'ready', stats: answer.data });
  } catch (error) {
    $dashboard.set({ status: 'error', stats, message: failureMessage(error, t('admin-dashboard.loadFailed')) });
  }
}
