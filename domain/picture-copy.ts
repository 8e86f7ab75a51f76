import { messageWithValues } from './i18n/message-with-values.ts';

/**
 * Pictures a catalogue import gave by another site's address are copied into the shop's own
 * picture store in the background (docs/product/catalogue-file.md): what is copied, how often it
 * is tried, and what a failure says.
 */

/** A copy still to make (or being made), or one given up, kept with its reason. */
export const PICTURE_COPY_STATES = ['waiting', 'failed'] as const;
export type PictureCopyState = (typeof PICTURE_COPY_STATES)[number];

/** An address another site serves, which the import queues to copy: a path on this site is already the shop's. */
export function isExternalPicture(address: string): boolean {
  return /^https?:\/\//i.test(address);
}

/**
 * Waits before the 2nd, 3rd, … attempt: a server that was down for a moment gets another chance
 * soon, one that stays down is given up within the hour.
 */
export const COPY_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;

/** When to try again after `attempts` failed ones, or null: the copy is given up. */
export function nextCopyAttemptAt(attempts: number, now: number, delays: readonly number[] = COPY_RETRY_DELAYS_MS): number | null {
  const delay = delays[attempts - 1];
  return delay === undefined ? null : now + delay;
}

/** How long a fetch may take, start to last byte. */
export const COPY_TIMEOUT_MS = 10_000;
/** Redirects followed, each checked as the first address was. */
export const COPY_MAX_REDIRECTS = 3;

/**
 * Why a copy failed, as keys of `answers-catalogue` (with values): answered in the asker's
 * language. A refusal of the picture itself is the upload's own message (domain/pictures.ts).
 */
export const PICTURE_COPY_ERRORS = {
  notAllowed: 'answers-catalogue.copyNotAllowed',
  unreachable: 'answers-catalogue.copyUnreachable',
  timedOut: 'answers-catalogue.copyTimedOut',
  status: (status: number) => messageWithValues('answers-catalogue.copyStatus', { status: String(status) }),
  tooManyRedirects: 'answers-catalogue.copyTooManyRedirects',
} as const;
