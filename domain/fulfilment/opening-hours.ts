import { addDays, dateName, instantAt, localDateOf, minutesOf, weekdayOf, zonedParts } from './zoned-time.ts';
import { clockOf } from '../shop-clock.ts';

/**
 * When the shop is open: periods per weekday in the shop's time zone, closures for dates or date
 * ranges, and the owner's pause switch. A period whose close is not after its open runs past
 * midnight into the next day ('18:00'–'02:00'); '00:00' as a close means midnight.
 */

export interface Period {
  /** 'HH:MM'. */
  open: string;
  /** 'HH:MM'; at or before `open` means the next day. */
  close: string;
}

/** Index 0 = Sunday … 6 = Saturday. */
export type WeeklyHours = readonly (readonly Period[])[];

export interface Closure {
  /** First closed date, 'YYYY-MM-DD' in the shop's zone. */
  from: string;
  /** Last closed date (inclusive). */
  to: string;
  /** Shown to customers, e.g. 'Closed for the holidays'. */
  message: string;
}

export interface Pause {
  paused: boolean;
  /** Epoch ms when the pause ends by itself; null = until the owner lifts it. */
  until: number | null;
}

export interface ShopHours {
  timeZone: string;
  weekly: WeeklyHours;
  closures: readonly Closure[];
  pause: Pause;
}

/** [start, end) in epoch ms. */
export interface Interval {
  start: number;
  end: number;
}

const DAY_MINUTES = 24 * 60;

/** The minutes a period covers from its day's midnight: [open, close), close past 1440 when it runs overnight. */
export function periodMinutes(period: Period): { open: number; close: number } {
  const open = minutesOf(period.open);
  const close = minutesOf(period.close);
  return { open, close: close > open ? close : close + DAY_MINUTES };
}

/** The closure covering local `date`, if any. */
export function closureOn(closures: readonly Closure[], date: string): Closure | undefined {
  return closures.find((closure) => closure.from <= date && date <= closure.to);
}

/**
 * The open intervals that overlap [from, to), in order, merged where they touch. Closed dates
 * cut every period that falls on them, overnight tails included.
 */
export function openIntervals(hours: Omit<ShopHours, 'pause'>, from: number, to: number): Interval[] {
  const { timeZone } = hours;
  const intervals: Interval[] = [];
  // Start a day early: yesterday's overnight period may still be open.
  const lastDate = localDateOf(to, timeZone);
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= lastDate; date = addDays(date, 1)) {
    for (const piece of openStretchesOn(hours, date)) {
      const start = Math.max(piece.start, from);
      const end = Math.min(piece.end, to);
      if (start < end) intervals.push({ start, end });
    }
  }
  return mergeIntervals(intervals);
}

/**
 * Each date's open stretches, remembered by the hours they come from (settings are replaced, never
 * changed in place): every order and page asks about the same week, and turning a local time into
 * an instant is the costly step.
 */
const stretchesByHours = new WeakMap<Omit<ShopHours, 'pause'>, Map<string, readonly Interval[]>>();
const DATES_KEPT = 400;

/** The instants the periods starting on local `date` are open, closed days cut out. */
function openStretchesOn(hours: Omit<ShopHours, 'pause'>, date: string): readonly Interval[] {
  let byDate = stretchesByHours.get(hours);
  if (!byDate) {
    byDate = new Map();
    stretchesByHours.set(hours, byDate);
  }
  const known = byDate.get(date);
  if (known) return known;
  const stretches: Interval[] = [];
  for (const period of hours.weekly[weekdayOf(date)] ?? []) {
    const { open, close } = periodMinutes(period);
    for (const piece of openPiecesOf(hours.closures, date, open, close)) {
      stretches.push({ start: instantAt(date, piece.open, hours.timeZone), end: instantAt(date, piece.close, hours.timeZone) });
    }
  }
  if (byDate.size >= DATES_KEPT) byDate.clear();
  byDate.set(date, stretches);
  return stretches;
}

/** A period on `date` minus the closed days it touches (an overnight period spans two dates). */
function openPiecesOf(closures: readonly Closure[], date: string, open: number, close: number): { open: number; close: number }[] {
  const pieces: { open: number; close: number }[] = [];
  for (let dayStart = 0; dayStart < close; dayStart += DAY_MINUTES) {
    if (closureOn(closures, addDays(date, dayStart / DAY_MINUTES))) continue;
    const pieceOpen = Math.max(open, dayStart);
    const pieceClose = Math.min(close, dayStart + DAY_MINUTES);
    if (pieceOpen < pieceClose) pieces.push({ open: pieceOpen, close: pieceClose });
  }
  return pieces;
}

export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Whether the owner's pause is in force at `now`. */
export function isPaused(pause: Pause, now: number): boolean {
  return pause.paused && (pause.until === null || now < pause.until);
}

/**
 * The open stretch containing `now` (periods that touch count as one), if the shop's hours are
 * running (pause aside). Looked for within two days either side, longer than any period.
 */
export function currentOpening(hours: Omit<ShopHours, 'pause'>, now: number): Interval | undefined {
  const twoDays = 2 * DAY_MINUTES * 60_000;
  return openIntervals(hours, now - twoDays, now + twoDays).find((interval) => interval.start <= now && now < interval.end);
}

/** How far ahead the next opening is looked for: beyond this, the shop is closed "for now". */
export const NEXT_OPENING_SEARCH_DAYS = 35;

/** When the shop is next open at or after `now` (its hours alone), or null within the search window. */
export function nextOpening(hours: Omit<ShopHours, 'pause'>, now: number): number | null {
  return openIntervals(hours, now, now + NEXT_OPENING_SEARCH_DAYS * DAY_MINUTES * 60_000)[0]?.start ?? null;
}

/** When an opening is: today, tomorrow or another day, that day's name and the time. */
export interface OpeningParts {
  when: 'today' | 'tomorrow' | 'other';
  /** 'today', 'tomorrow', 'Tue' within the week ahead, 'Tue 8 Dec' beyond. */
  day: string;
  /** On the shop's locale's clock: '10:00' or '10:00 AM'. */
  time: string;
}

export function openingParts(instant: number, now: number, timeZone: string, locale?: string): OpeningParts {
  const at = zonedParts(instant, timeZone);
  const time = clockOf(at.hour, at.minute, locale);
  const today = localDateOf(now, timeZone);
  const date = localDateOf(instant, timeZone);
  if (date === today) return { when: 'today', day: 'today', time };
  if (date === addDays(today, 1)) return { when: 'tomorrow', day: 'tomorrow', time };
  const name = dateName(date);
  return { when: 'other', day: date <= addDays(today, 6) ? name.slice(0, 3) : name, time };
}

/**
 * 'Tue 10:00' in the shop's zone within the week ahead, 'today 10:00' / 'tomorrow 10:00' when near,
 * 'Tue 8 Dec 10:00' beyond; on the shop's locale's clock ('today 10:00 AM' in en-US, domain/shop-clock.ts).
 */
export function describeOpening(instant: number, now: number, timeZone: string, locale?: string): string {
  const { day, time } = openingParts(instant, now, timeZone, locale);
  return `${day} ${time}`;
}
