import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentOpening,
  describeOpening,
  isPaused,
  nextOpening,
  openIntervals,
  periodMinutes,
  type Closure,
  type Period,
  type WeeklyHours,
} from './opening-hours.ts';
import { addDays, localDateOf, weekdayOf, zonedParts } from './zoned-time.ts';
import { ZONES } from '../../tests/factories/time-zones.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const everyDay = (...periods: Period[]): WeeklyHours => Array.from({ length: 7 }, () => periods);

/**
 * The rule read on the wall clock, as a person would: open when the local time falls in one of
 * the day's periods, or in the part of yesterday's overnight period that runs past midnight, and
 * neither day's part is on a closed date.
 */
function openByWallClock(weekly: WeeklyHours, closures: readonly Closure[], instant: number, zone: string): boolean {
  const local = zonedParts(instant, zone);
  const today = localDateOf(instant, zone);
  if (closures.some((closure) => closure.from <= today && today <= closure.to)) return false;
  const minutes = local.hour * 60 + local.minute;
  const yesterday = addDays(today, -1);
  const inToday = (weekly[weekdayOf(today)] ?? []).some((period) => {
    const { open, close } = periodMinutes(period);
    return open <= minutes && minutes < close;
  });
  const inYesterdaysTail = (weekly[weekdayOf(yesterday)] ?? []).some((period) => {
    const { open, close } = periodMinutes(period);
    return open <= minutes + 1440 && minutes + 1440 < close;
  });
  return inToday || inYesterdaysTail;
}

/**
 * Periods on the quarter hour, opening 05:00–23:45 and closing by 00:45 when overnight, so no
 * edge falls in the small hours where clocks change (01:00–03:00 in these zones).
 */
const period = fc
  .tuple(fc.integer({ min: 20, max: 95 }), fc.integer({ min: 1, max: 40 }))
  .map(([openQuarter, lengthQuarters]) => {
    const open = openQuarter * 15;
    const close = Math.min(open + lengthQuarters * 15, 24 * 60 + 45);
    return { open: time(open), close: time(close % 1440) };
  })
  .filter((p) => p.open !== p.close);
const weekly = fc.array(fc.array(period, { maxLength: 2 }), { minLength: 7, maxLength: 7 });
const instants = fc.integer({ min: Date.UTC(2024, 0, 1) / MINUTE, max: Date.UTC(2030, 0, 1) / MINUTE }).map((m) => m * MINUTE);

describe('openIntervals', () => {
  it('agrees with the wall clock for any hours, closures, zone and instant, daylight-saving days included', () => {
    fc.assert(
      fc.property(weekly, instants, fc.constantFrom(...ZONES), fc.integer({ min: -3, max: 3 }), (hours, instant, zone, closedOffset) => {
        const closedDate = addDays(localDateOf(instant, zone), closedOffset);
        const closures: Closure[] = closedOffset === 3 ? [] : [{ from: closedDate, to: closedDate, message: 'Closed' }];
        const intervals = openIntervals({ timeZone: zone, weekly: hours, closures }, instant - 2 * DAY, instant + 2 * DAY);
        const open = intervals.some((interval) => interval.start <= instant && instant < interval.end);
        expect(open).toBe(openByWallClock(hours, closures, instant, zone));
      }),
      { numRuns: 1500 },
    );
  });

  it('returns sorted intervals that neither overlap nor touch', () => {
    fc.assert(
      fc.property(weekly, instants, fc.constantFrom(...ZONES), (hours, instant, zone) => {
        const intervals = openIntervals({ timeZone: zone, weekly: hours, closures: [] }, instant, instant + 8 * DAY);
        for (let index = 1; index < intervals.length; index++) expect(intervals[index]!.start).toBeGreaterThan(intervals[index - 1]!.end);
        for (const interval of intervals) expect(interval.start).toBeLessThan(interval.end);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a 10:00–22:00 day its 12 real hours on both change days, and an overnight period its hours past midnight', () => {
    const zone = 'America/New_York';
    const at = (iso: string) => Date.parse(iso);
    const spring = openIntervals(
      { timeZone: zone, weekly: everyDay({ open: '10:00', close: '22:00' }), closures: [] },
      at('2026-03-08T05:00:00Z'),
      at('2026-03-09T05:00:00Z'),
    );
    expect(spring).toEqual([{ start: at('2026-03-08T14:00:00Z'), end: at('2026-03-09T02:00:00Z') }]);
    // 20:00 → 04:00 across the autumn change (1 November 2026) lasts 9 real hours.
    const [night] = openIntervals(
      { timeZone: zone, weekly: everyDay({ open: '20:00', close: '04:00' }), closures: [] },
      at('2026-11-01T00:30:00Z'),
      at('2026-11-01T12:00:00Z'),
    );
    expect(night).toEqual({ start: at('2026-11-01T00:30:00Z'), end: at('2026-11-01T09:00:00Z') });
  });

  it('cuts an overnight period at a closed date: the part after midnight stays shut', () => {
    const zone = 'Europe/London';
    const hours = {
      timeZone: zone,
      weekly: everyDay({ open: '18:00', close: '02:00' }),
      closures: [{ from: '2026-12-25', to: '2026-12-26', message: 'Closed for the holidays' }],
    };
    const intervals = openIntervals(hours, Date.parse('2026-12-24T00:00:00Z'), Date.parse('2026-12-28T00:00:00Z'));
    expect(intervals).toEqual([
      { start: Date.parse('2026-12-24T00:00:00Z'), end: Date.parse('2026-12-24T02:00:00Z') }, // the 23rd's night
      { start: Date.parse('2026-12-24T18:00:00Z'), end: Date.parse('2026-12-25T00:00:00Z') },
      { start: Date.parse('2026-12-27T00:00:00Z'), end: Date.parse('2026-12-27T02:00:00Z') },
      { start: Date.parse('2026-12-27T18:00:00Z'), end: Date.parse('2026-12-28T00:00:00Z') },
    ]);
  });
});

describe('the shop right now', () => {
  const zone = 'Asia/Kolkata';
  const hours = { timeZone: zone, weekly: everyDay({ open: '10:00', close: '15:00' }, { open: '15:00', close: '22:00' }), closures: [] };

  it('joins periods that touch into one opening, and finds the next one when closed', () => {
    const noon = Date.parse('2026-11-24T12:00:00+05:30');
    expect(currentOpening(hours, noon)).toEqual({
      start: Date.parse('2026-11-24T10:00:00+05:30'),
      end: Date.parse('2026-11-24T22:00:00+05:30'),
    });
    const late = Date.parse('2026-11-24T23:00:00+05:30');
    expect(currentOpening(hours, late)).toBeUndefined();
    expect(nextOpening(hours, late)).toBe(Date.parse('2026-11-25T10:00:00+05:30'));
    expect(nextOpening({ ...hours, weekly: everyDay() }, late)).toBeNull();
  });

  it('says when it opens: today, tomorrow, a weekday, or a date', () => {
    const now = Date.parse('2026-11-24T08:00:00+05:30'); // a Tuesday
    expect(describeOpening(Date.parse('2026-11-24T10:00:00+05:30'), now, zone)).toBe('today 10:00 AM');
    expect(describeOpening(Date.parse('2026-11-25T10:00:00+05:30'), now, zone)).toBe('tomorrow 10:00 AM');
    expect(describeOpening(Date.parse('2026-11-27T10:00:00+05:30'), now, zone)).toBe('Fri 10:00 AM');
    expect(describeOpening(Date.parse('2026-12-08T10:00:00+05:30'), now, zone)).toBe('Tue 8 Dec 10:00 AM');
    // On the shop's locale's clock.
    expect(describeOpening(Date.parse('2026-11-24T18:30:00+05:30'), now, zone, 'it-IT')).toBe('today 18:30');
    expect(describeOpening(Date.parse('2026-11-24T18:30:00+05:30'), now, zone, 'en-US')).toBe('today 6:30 PM');
  });

  it('keeps a pause until its end, or until lifted when it has none', () => {
    expect(isPaused({ paused: true, until: 1000 }, 999)).toBe(true);
    expect(isPaused({ paused: true, until: 1000 }, 1000)).toBe(false);
    expect(isPaused({ paused: true, until: null }, 10 ** 13)).toBe(true);
    expect(isPaused({ paused: false, until: null }, 0)).toBe(false);
  });
});
