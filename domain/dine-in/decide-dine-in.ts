import type { FulfilmentSettings } from '../fulfilment/settings.ts';
import { closureOn, type ShopHours } from '../fulfilment/opening-hours.ts';
import { asapAvailability } from '../fulfilment/slots.ts';
import { shopStatusSentences, type StatusSentence, statusText } from '../fulfilment/shop-status.ts';
import { localDateOf } from '../fulfilment/zoned-time.ts';
import { type PageLanguage, SOURCE_LANGUAGE } from '../i18n/languages.ts';

/**
 * Whether a table can order now (docs/product/tables.md): dine-in on at its location, within
 * dine-in's hours (its own, or the location's opening hours), not on a closed day, the kitchen
 * not paused. Always as soon as possible: a table orders for now.
 */

export type DineInDecision = { ok: true; type: 'dine_in'; slotStart: null; promisedAt: number } | { ok: false; message: string };

export interface DineInOutlook {
  offered: boolean;
  open: boolean;
  /** When a round ordered now would reach the table, while open. */
  earliest: number | null;
  /** Why not, in the reader's language: off, closed (and when it opens), paused, the closure's words. */
  message: string | null;
}

/** The hours dine-in keeps: its own week when it has one, with the location's closures and pause. */
export function dineInHours(settings: FulfilmentSettings): ShopHours {
  return { ...settings, weekly: settings.dineIn.weekly ?? settings.weekly };
}

const OFF: StatusSentence = { key: 'shop-status.dineInOff' };

export function dineInOutlook(settings: FulfilmentSettings, now: number, language: PageLanguage = SOURCE_LANGUAGE): DineInOutlook {
  if (!settings.dineIn.enabled) return { offered: false, open: false, earliest: null, message: statusText([OFF], language) };
  const hours = dineInHours(settings);
  const closure = closureOn(settings.closures, localDateOf(now, settings.timeZone));
  const asap = asapAvailability(hours, { leadMinutes: settings.dineIn.leadMinutes }, now);
  if (asap.available && !closure) return { offered: true, open: true, earliest: asap.earliest, message: null };
  const says = shopStatusSentences(hours, now, closure?.message || undefined, language) ?? [{ key: 'shop-status.kitchenClosing' }];
  return { offered: true, open: false, earliest: null, message: statusText(says, language) };
}

/** The decision for one round: when it reaches the table, or why it cannot be ordered now (in English, as the API answers). */
export function decideDineIn(settings: FulfilmentSettings, now: number): DineInDecision {
  const outlook = dineInOutlook(settings, now);
  if (outlook.open && outlook.earliest !== null) return { ok: true, type: 'dine_in', slotStart: null, promisedAt: outlook.earliest };
  return { ok: false, message: outlook.message ?? '' };
}
