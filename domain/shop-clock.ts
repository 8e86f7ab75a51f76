import { displayCurrency } from './money.ts';

/**
 * Times as the shop's people read them: in the shop's time zone, on its locale's clock (24-hour
 * in it-IT, 12-hour in en-US), not the viewing device's. The zone comes as the currency does
 * (docs/product/money.md): the page says it (`<html data-shop-time-zone>`, written in by the
 * server that serves it, worker/src/pages/fill-page.ts), a server sets it when it reads its
 * settings. Unknown, a time is written in the reader's own zone rather than not at all.
 */

let chosenTimeZone: string | undefined;

export function setDisplayTimeZone(timeZone: string | undefined): void {
  chosenTimeZone = timeZone;
}

export function displayTimeZone(): string | undefined {
  if (chosenTimeZone) return chosenTimeZone;
  return pageData()?.shopTimeZone || undefined;
}

/** The `data-*` of the page's `<html>`; undefined on a server. */
function pageData(): Record<string, string | undefined> | undefined {
  return (globalThis as { document?: { documentElement?: { dataset?: Record<string, string | undefined> } } }).document?.documentElement
    ?.dataset;
}

const twelveHour = new Map<string, boolean>();

/**
 * Whether `locale` reads the time on a 12-hour clock ('6:30 PM' in en-US) rather than 24 ('18:30'
 * in it-IT). For the shop's own locale the page says it (`<html data-shop-clock="12">`): a
 * browser's first date formatter loads its locale data in one long task on a slow phone.
 */
export function usesTwelveHourClock(locale: string = displayCurrency().locale): boolean {
  let twelve = twelveHour.get(locale);
  const page = pageData();
  if (twelve === undefined && page?.shopLocale === locale && (page.shopClock === '12' || page.shopClock === '24')) {
    twelve = page.shopClock === '12';
    twelveHour.set(locale, twelve);
  }
  if (twelve === undefined) {
    try {
      const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
      twelve = cycle === 'h11' || cycle === 'h12';
    } catch {
      twelve = false;
    }
    twelveHour.set(locale, twelve);
  }
  return twelve;
}

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** The date and time an instant shows on a wall clock in `timeZone` (the reader's own when undefined). */
export function wallClock(instant: number, timeZone: string | undefined = displayTimeZone()): WallClock {
  const key = timeZone ?? '';
  let format = wallFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', timeZone ? { ...WALL_CLOCK_PARTS, timeZone } : WALL_CLOCK_PARTS);
    } catch {
      format = new Intl.DateTimeFormat('en-US', WALL_CLOCK_PARTS);
    }
    wallFormats.set(key, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * '18:30' or '6:30 PM': hours and minutes on the locale's clock. `padHour` writes '06:30 PM', as
 * the order dates' 'dd MMM yyyy, hh:mm a' does.
 */
export function clockOf(hour: number, minute: number, locale: string = displayCurrency().locale, { padHour = false } = {}): string {
  if (!usesTwelveHourClock(locale)) return `${pad(hour)}:${pad(minute)}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${padHour ? pad(twelve) : twelve}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The clock of a time the API wrote with the shop's offset ('2026-01-16T18:00:00+01:00' → '18:00'
 * or '6:00 PM'), read from the text: no time-zone data is loaded (the checkout's slots).
 */
export function clockOfZonedIso(iso: string, locale: string = displayCurrency().locale): string {
  return clockOf(Number(iso.slice(11, 13)), Number(iso.slice(14, 16)), locale);
}
