import { clockTime } from '../../fulfilment/hand-over-text.ts';
import type { Language } from '../../i18n/languages.ts';
import type { MailShop } from '../mail-types.ts';

/**
 * Dates and times in a mail: in the shop's time zone, written the way the mail's language writes
 * them. The shop's own locale is used when it is of that language (it-CH, en-US keep their
 * region's clock); English keeps the order screens' style ('Fri 16 Jan, 18:00', '6:00 PM'), so a
 * mail and the desk agree.
 */

type Clock = Pick<MailShop, 'timeZone' | 'locale'>;

function localeOf(language: Language, shop: Pick<MailShop, 'locale'>): string {
  return shop.locale && shop.locale.split('-')[0]?.toLowerCase() === language ? shop.locale : language;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions, kind: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${kind}`;
  let made = formats.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      made = new Intl.DateTimeFormat(locale, options);
    }
    formats.set(key, made);
  }
  return made;
}

/** '18:30', '6:30 PM', '٦:٣٠ م'. */
export function mailClock(language: Language, shop: Clock, instant: number): string {
  if (language === 'en') return clockTime(instant, shop.timeZone, shop.locale);
  return format(localeOf(language, shop), shop.timeZone, { hour: 'numeric', minute: '2-digit' }, 'clock').format(instant);
}

/** 'Fri 16 Jan, 18:00', 'ven. 16 janv., 18:00': a slot. */
export function mailDayAndTime(language: Language, shop: Clock, instant: number): string {
  const day = format(
    language === 'en' ? 'en-GB' : localeOf(language, shop),
    shop.timeZone,
    { weekday: 'short', day: 'numeric', month: 'short' },
    'day',
  ).format(instant);
  return `${day}, ${mailClock(language, shop, instant)}`;
}

/** '16 Jan 2026, 18:00': when an order was placed. */
export function mailDateAndTime(language: Language, shop: Clock, instant: number): string {
  const date = format(
    language === 'en' ? 'en-GB' : localeOf(language, shop),
    shop.timeZone,
    { day: 'numeric', month: 'short', year: 'numeric' },
    'date',
  ).format(instant);
  return `${date}, ${mailClock(language, shop, instant)}`;
}
