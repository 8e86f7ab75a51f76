/**
 * Wall-clock time in the shop's time zone (an IANA name such as 'Europe/London'), computed with
 * the platform's Intl time-zone data, which browsers, Node and Workers all carry. Instants are
 * epoch milliseconds; local dates are 'YYYY-MM-DD' and local times 'HH:MM' (24-hour).
 *
 * Daylight-saving changes: a local time that does not exist (the hour skipped in spring) moves
 * forward by the length of the gap, and one that happens twice (the hour repeated in autumn) is
 * the earlier of the two, as calendars and Temporal's 'compatible' choice do.
 */

export interface LocalDateTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface ZonedParts extends LocalDateTime {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows `timeZone` as an IANA name. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall clocks already read, by minute and zone: every order and page asks for the same few
 * (this week's openings and closings), and formatToParts is the costly step of every rule here.
 */
const partsByMinute = new Map<string, Readonly<ZonedParts>>();
const PARTS_KEPT = 20_000;

/** The wall clock in `timeZone` at `instant` (seconds dropped). */
export function zonedParts(instant: number, timeZone: string): Readonly<ZonedParts> {
  const minute = Math.floor(instant / MINUTE_MS);
  const key = `${minute} ${timeZone}`;
  const known = partsByMinute.get(key);
  if (known) return known;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(minute * MINUTE_MS))) parts[part.type] = part.value;
  const wall = Object.freeze({
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  });
  if (partsByMinute.size >= PARTS_KEPT) partsByMinute.clear();
  partsByMinute.set(key, wall);
  return wall;
}

/** Minutes east of UTC in `timeZone` at `instant` (e.g. 330 for India, -300 for New York in winter). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const local = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a wall-clock time in `timeZone` names (see the daylight-saving rule above). */
export function zonedToInstant(local: LocalDateTime, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The offset can only be one of those in force a day either side of the wall time.
  const before = offsetMinutes(wall - DAY_MS, timeZone);
  const after = offsetMinutes(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => sameWallTime(zonedParts(instant, timeZone), local))
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0]!;
  // In a gap: read the wall time with the offset before the change, which lands past the gap.
  return wall - Math.min(before, after) * MINUTE_MS;
}

function sameWallTime(a: LocalDateTime, b: LocalDateTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/** 'YYYY-MM-DD' of `instant` in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return formatLocalDate({ year, month, day });
}

export function formatLocalDate(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** { year, month, day } of 'YYYY-MM-DD' (not checked: callers pass validated dates). */
export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The calendar date `days` after `date` ('YYYY-MM-DD'), whatever the zone. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseLocalDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatLocalDate({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseLocalDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 8 Dec' for a calendar date ('YYYY-MM-DD'), written without time-zone data. */
export function dateName(date: string): string {
  const { month, day } = parseLocalDate(date);
  return `${WEEKDAYS[weekdayOf(date)]} ${day} ${MONTHS[month - 1]}`;
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The instant of local `date` at `minutes` past its midnight (1440 = the next midnight). */
export function instantAt(date: string, minutes: number, timeZone: string): number {
  const dayDate = addDays(date, Math.floor(minutes / 1440));
  const { year, month, day } = parseLocalDate(dayDate);
  const rest = minutes - Math.floor(minutes / 1440) * 1440;
  return zonedToInstant({ year, month, day, hour: Math.floor(rest / 60), minute: rest % 60 }, timeZone);
}

/** ISO 8601 with the zone's offset, to the minute: '2026-11-24T19:40:00+05:30'. */
export function toZonedIso(instant: number, timeZone: string): string {
  const minuteInstant = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const local = zonedParts(minuteInstant, timeZone);
  const offset = offsetMinutes(minuteInstant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${formatLocalDate(local)}T${pad(local.hour)}:${pad(local.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The wall clock a toZonedIso text names, read from the text: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function wallClockOfZonedIso(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
