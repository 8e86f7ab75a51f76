import { pageLanguage } from '../../i18n/t.ts';

/**
 * Dates, weekdays, hours and counts on Analytics and Reports, written as the page's language
 * writes them. English pages keep the look the screens have always had ('Jan 15', '15 Jan 2026',
 * '09:00'); other languages go through Intl. A date here is a calendar day (YYYY-MM-DD), never an
 * instant, so it is read and written in UTC, where it cannot shift a day.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const isEnglish = (language: string) => language === 'en' || language.startsWith('en-');

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formats.set(id, format);
  }
  return format;
}

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

const utc = (date: string) => {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** 'Jan 15' for an axis. */
export function shortDate(date: string, language = pageLanguage()): string {
  if (!isEnglish(language)) return dateFormat(language, { day: 'numeric', month: 'short' }).format(utc(date));
  const [, month, day] = parts(date);
  return `${MONTHS[month - 1] ?? ''} ${day}`;
}

/** '15 Jan 2026' for tables and sentences. */
export function longDate(date: string, language = pageLanguage()): string {
  if (!isEnglish(language)) return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(utc(date));
  const [year, month, day] = parts(date);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** 'Sunday' for 0 … 'Saturday' for 6. */
export function weekdayName(weekday: number, language = pageLanguage()): string {
  // 4 January 1970 was a Sunday.
  return dateFormat(language, { weekday: 'long' }).format(new Date(Date.UTC(1970, 0, 4 + weekday)));
}

/** '09:00' for the hour that starts at 9. */
export function hourName(hour: number, language = pageLanguage()): string {
  if (isEnglish(language)) return `${String(hour).padStart(2, '0')}:00`;
  return dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.UTC(1970, 0, 1, hour)));
}

/** A count of orders or dishes. */
export function countText(count: number, language = pageLanguage()): string {
  return new Intl.NumberFormat(language).format(count);
}

/** A tax rate given in percent: '7.5%', '7,5 %'. */
export function percentText(rate: number, language = pageLanguage()): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100);
}

/** Items named with their figure, as the language lists them: 'Pending 1, Cancelled 2'. */
export function listText(items: readonly string[], language = pageLanguage()): string {
  return new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(items);
}
