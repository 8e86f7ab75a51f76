import type { MessageValues } from '../i18n/message.ts';
import type { PageLanguage } from '../i18n/languages.ts';
import { type Translate, translator } from '../i18n/tables.ts';
import type { MessageKey } from '../i18n/messages/index.ts';
import { currentOpening, isPaused, nextOpening, openingParts, type ShopHours } from './opening-hours.ts';
import { addDays, localDateOf } from './zoned-time.ts';

/**
 * What the shop says about ordering now, in the reader's language: sentences of messages
 * (domain/i18n/messages/shop-status.ts) and the owner's own closure text, joined into one line.
 * For the servers only: it reads the whole message catalogue.
 */

export type StatusSentence = { key: MessageKey; values?: MessageValues } | { text: string };

/** Closed (and when it opens, and the closure's text), paused, or nothing while open. */
export function shopStatusSentences(
  hours: ShopHours,
  now: number,
  closureMessage: string | undefined,
  language: PageLanguage,
): StatusSentence[] | null {
  if (isPaused(hours.pause, now)) return [{ key: 'shop-status.paused' }];
  if (currentOpening(hours, now)) return null;
  const next = nextOpening(hours, now);
  const opens: StatusSentence =
    next === null
      ? { key: 'shop-status.closed' }
      : { key: 'shop-status.closedUntil', values: openingValues(next, now, hours.timeZone, language) };
  return closureMessage ? [opens, { text: closureMessage }] : [opens];
}

export const ORDER_FOR_LATER: StatusSentence = { key: 'shop-status.orderForLater' };

/** The sentences as one line: each but the last ends as a sentence does. */
export function writeStatus(sentences: readonly StatusSentence[], translate: Translate): string {
  return sentences
    .map((sentence, index) => {
      const text = 'text' in sentence ? sentence.text : translate(sentence.key, sentence.values);
      return index < sentences.length - 1 && !/[.!?؟]$/.test(text) ? `${text}.` : text;
    })
    .join(' ');
}

/** writeStatus in `language`, for the servers. */
export function statusText(sentences: readonly StatusSentence[] | null, language: PageLanguage): string | null {
  return sentences && writeStatus(sentences, translator(language));
}

/**
 * When the shop opens as `closedUntil` needs it: today, tomorrow, or the day named, and the time.
 * English keeps the shop's own clock ('Tue 10:00 AM', describeOpening); other languages name the
 * day and write the time as their readers do.
 */
function openingValues(instant: number, now: number, timeZone: string, language: PageLanguage): MessageValues {
  const english = openingParts(instant, now, timeZone);
  if (language === 'en' || language.startsWith('en-')) return { ...english };
  const today = localDateOf(now, timeZone);
  const nearby = localDateOf(instant, timeZone) <= addDays(today, 6);
  const day = new Intl.DateTimeFormat(language, {
    weekday: nearby ? 'long' : 'short',
    ...(nearby ? {} : { day: 'numeric', month: 'short' }),
    timeZone,
  }).format(instant);
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
  return { when: english.when, day, time };
}
