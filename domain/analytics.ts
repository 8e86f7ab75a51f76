import type { AnalyticsAnswer } from './contracts/reports.ts';
import { parseTz, TZ_OFFSET_MESSAGE } from './tz-offset.ts';

/**
 * The admin Analytics screen's period (GET /api/admin/analytics): whole days from `from` to `to`
 * (both included, YYYY-MM-DD) in the shop's day, a fixed offset `tz` in minutes east of UTC, as
 * the Dashboard counts "today". Pure rules, shared by the worker (the truth) and the island.
 */

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
export const TOP_DISHES_LIMIT = 5;
/** The screen's quick ranges, in days ending today. */
export const QUICK_RANGE_DAYS = [7, 30, 90] as const;

export const ANALYTICS_MESSAGES = {
  from: 'from must be a date written as YYYY-MM-DD.',
  to: 'to must be a date written as YYYY-MM-DD.',
  order: 'The start date must be on or before the end date.',
  tooLong: `The period can be at most ${MAX_RANGE_DAYS} days.`,
  tz: TZ_OFFSET_MESSAGE,
} as const;

/**
 * The figures as GET /api/admin/analytics answers them (dollars), the answer of
 * ./contracts/reports.ts named by its parts: every day of the period, oldest first, empty days
 * included; every order status in the usual order, zeros included; at most TOP_DISHES_LIMIT
 * dishes by quantity, from orders that are not cancelled; the totals.
 */
export type Analytics = AnalyticsAnswer['data'];
export type AnalyticsDay = Analytics['days'][number];
export type AnalyticsStatusCount = Analytics['byStatus'][number];
export type AnalyticsDish = Analytics['topDishes'][number];

/** A checked period: its dates, and its first and last-plus-one instants as epoch milliseconds. */
export interface AnalyticsRange {
  from: string;
  to: string;
  tz: number;
  startMs: number;
  endMs: number;
}

export type RangeResult = { ok: true; range: AnalyticsRange } | { ok: false; field: 'from' | 'to' | 'tz'; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date written YYYY-MM-DD, or null ('2026-02-30' is null). */
export function parseDay(text: string): number | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(ms / DAY_MS);
}

/** YYYY-MM-DD of a day number (days since 1970-01-01). */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The shop's day number that contains the instant `ms` at offset `tz`. */
export function dayOf(ms: number, tz: number): number {
  return Math.floor((ms + tz * MINUTE_MS) / DAY_MS);
}

/** The last `days` days ending today in the shop's day, as the form's From and To. */
export function lastDays(days: number, now: number, tz: number): { from: string; to: string } {
  const today = dayOf(now, tz);
  return { from: formatDay(today - days + 1), to: formatDay(today) };
}

/** Every date of the period, oldest first. */
export function datesOf(range: Pick<AnalyticsRange, 'from' | 'to'>): string[] {
  const first = parseDay(range.from);
  const last = parseDay(range.to);
  if (first === null || last === null) return [];
  const dates: string[] = [];
  for (let day = first; day <= last; day += 1) dates.push(formatDay(day));
  return dates;
}

/**
 * Checks the query of GET /api/admin/analytics. Missing dates default to the last
 * DEFAULT_RANGE_DAYS days ending `to` (default: today in the shop's day).
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined; tz?: string | undefined },
  now: number,
): RangeResult {
  const tz = parseTz(query.tz);
  if (tz === null) return { ok: false, field: 'tz', message: ANALYTICS_MESSAGES.tz };
  const given = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const fromText = given(query.from);
  const toText = given(query.to);
  const from = fromText === undefined ? undefined : parseDay(fromText);
  if (from === null) return { ok: false, field: 'from', message: ANALYTICS_MESSAGES.from };
  const to = toText === undefined ? undefined : parseDay(toText);
  if (to === null) return { ok: false, field: 'to', message: ANALYTICS_MESSAGES.to };

  const last = to ?? dayOf(now, tz);
  const first = from ?? last - DEFAULT_RANGE_DAYS + 1;
  if (first > last) return { ok: false, field: 'from', message: ANALYTICS_MESSAGES.order };
  if (last - first + 1 > MAX_RANGE_DAYS) return { ok: false, field: 'to', message: ANALYTICS_MESSAGES.tooLong };

  const shift = tz * MINUTE_MS;
  return {
    ok: true,
    range: { from: formatDay(first), to: formatDay(last), tz, startMs: first * DAY_MS - shift, endMs: (last + 1) * DAY_MS - shift },
  };
}

/** The average of `count` amounts totalling `totalCents`, rounded to the cent (0 for none). */
export function averageCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}
