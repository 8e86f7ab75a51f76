import { closureOn, describeOpening, isPaused, nextOpening } from './opening-hours.ts';
import { schedulingRulesFor, type FulfilmentSettings, type FulfilmentType } from './settings.ts';
import { asapAvailability, isSlotOffered, listSlots, shopStatusMessage, type Slot } from './slots.ts';
import { ORDER_FOR_LATER, type StatusSentence, shopStatusSentences, statusText } from './shop-status.ts';
import { type PageLanguage, SOURCE_LANGUAGE } from '../i18n/languages.ts';
import { localDateOf } from './zoned-time.ts';

/**
 * Whether an order can be had when the customer asks (as soon as possible, or in a chosen slot),
 * and if not, what is possible instead. The server decides with this before pricing an order;
 * GET /api/fulfilment shows the same facts to the checkout.
 */

export interface FulfilmentChoice {
  type: FulfilmentType;
  /** The chosen slot's start (epoch ms); undefined = as soon as possible. */
  slotStart?: number | undefined;
}

export type FulfilmentDecision =
  | { ok: true; type: FulfilmentType; slotStart: number | null; promisedAt: number }
  | { ok: false; message: string };

export interface FulfilmentOutlook {
  offered: boolean;
  open: boolean;
  paused: boolean;
  asap: { available: boolean; earliest: number | null };
  slots: Slot[];
  /** What the shop says now (closed, paused, the closure's message), or null. */
  message: string | null;
}

const notOfferedSentence = (type: FulfilmentType): StatusSentence => ({ key: 'shop-status.notOffered', values: { type } });
const NOT_OFFERED = (type: FulfilmentType) => statusText([notOfferedSentence(type)], 'en') as string;

/** Everything the checkout shows for one fulfilment type at `now`; what the shop says, in `language`. */
export function fulfilmentOutlook(
  settings: FulfilmentSettings,
  type: FulfilmentType,
  now: number,
  taken: (slotStart: number) => number,
  language: PageLanguage = SOURCE_LANGUAGE,
): FulfilmentOutlook {
  const paused = isPaused(settings.pause, now);
  const rules = schedulingRulesFor(settings, type);
  const offered = settings[type].enabled;
  const asap = offered ? asapAvailability(settings, rules, now) : { available: false, earliest: null };
  const slots = offered && settings.scheduling.enabled ? listSlots(settings, rules, now, taken) : [];
  const closure = closureOn(settings.closures, localDateOf(now, settings.timeZone));
  const status = shopStatusSentences(settings, now, closure?.message || undefined, language);
  const open = !paused && status === null;
  let says = offered ? status : [notOfferedSentence(type)];
  if (offered && says && slots.some((slot) => slot.available)) says = [...says, ORDER_FOR_LATER];
  return { offered, open, paused, asap, slots, message: statusText(says, language) };
}

/** The decision for one order: when it will be ready, or why not and what to choose instead. */
export function decideFulfilment(settings: FulfilmentSettings, choice: FulfilmentChoice, now: number): FulfilmentDecision {
  const { type, slotStart } = choice;
  if (!settings[type].enabled) return { ok: false, message: NOT_OFFERED(type) };
  const rules = schedulingRulesFor(settings, type);
  // An order that can be had needs no list of slots: a week of them is listed only to say what is
  // possible instead.
  const asap = slotStart === undefined ? asapAvailability(settings, rules, now) : undefined;
  if (asap?.available && asap.earliest !== null) return { ok: true, type, slotStart: null, promisedAt: asap.earliest };
  if (slotStart !== undefined && settings.scheduling.enabled && isSlotOffered(settings, rules, now, slotStart)) {
    return { ok: true, type, slotStart, promisedAt: slotStart };
  }
  const slots = settings.scheduling.enabled ? listSlots(settings, rules, now, () => 0) : [];
  const firstSlot = slots[0];
  const instead = firstSlot
    ? ` The earliest time you can choose is ${describeOpening(firstSlot.start, now, settings.timeZone)}.`
    : nextOpeningHint(settings, now);

  if (slotStart === undefined) {
    const why = isPaused(settings.pause, now)
      ? "We're not taking orders for as soon as possible right now."
      : sentence(shopStatusMessage(settings, now, undefined) ?? 'We close before an order placed now would be ready');
    return { ok: false, message: `${why}${instead}` };
  }

  if (!settings.scheduling.enabled)
    return { ok: false, message: 'Choosing a time is not available. Please order for as soon as possible.' };
  return { ok: false, message: `That time is not available.${instead}` };
}

/** Ends `text` with a full stop unless it already ends a sentence. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function nextOpeningHint(settings: FulfilmentSettings, now: number): string {
  const next = nextOpening(settings, now);
  return next === null ? '' : ` Please order when we open, ${describeOpening(next, now, settings.timeZone)}.`;
}

/** When a slot is taken up between checking and writing (its capacity is held by the database). */
export const SLOT_FULL_MESSAGE = 'That time has just filled up. Please choose another.';
