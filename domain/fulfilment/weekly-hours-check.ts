import type { Period } from './opening-hours.ts';
import { messageWithValues } from '../i18n/message-with-values.ts';

/**
 * Whether a day's opening periods can stand together (docs/product/fulfilment.md): none listed
 * twice, none overlapping another. A period runs from its open to its close, past midnight when
 * the close is not after the open, for 24 hours when the two are equal. The message names the
 * day, so the owner finds it among seven.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const HOURS_ERRORS = {
  repeated: (day: string, period: string) => messageWithValues('admin-settings.hoursRepeated', { day, period }),
  overlap: (day: string, first: string, second: string) => messageWithValues('admin-settings.hoursOverlap', { day, first, second }),
} as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const DAY = 24 * 60;

/** [start, end) in minutes from the day's midnight; the end may pass into the next day. */
function span(period: Period): [number, number] {
  const start = minutes(period.open);
  const close = minutes(period.close);
  return [start, close > start ? close : close + DAY];
}

const written = (period: Period) => `${period.open}–${period.close}`;

/** The message for the day's first clash, or undefined when its periods stand together. */
export function dayHoursProblem(periods: readonly Period[], weekday: number): string | undefined {
  // The messages choose the day's word by it: `{day, select, sunday {…} …}`.
  const day = WEEKDAY_NAMES[weekday]?.toLowerCase() ?? String(weekday + 1);
  for (let i = 0; i < periods.length; i++) {
    for (let j = i + 1; j < periods.length; j++) {
      const first = periods[i]!;
      const second = periods[j]!;
      if (first.open === second.open && first.close === second.close) return HOURS_ERRORS.repeated(day, written(first));
      const [a, b] = [span(first), span(second)];
      if (a[0] < b[1] && b[0] < a[1]) return HOURS_ERRORS.overlap(day, written(first), written(second));
    }
  }
  return undefined;
}
