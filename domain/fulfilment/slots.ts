import { currentOpening, isPaused, openIntervals, type ShopHours } from './opening-hours.ts';
import { shopStatusSentences, statusText } from './shop-status.ts';
import { addDays, instantAt, localDateOf, offsetMinutes } from './zoned-time.ts';

/**
 * When an order can be ready: as soon as possible (while open and not paused, after the lead
 * time) or in a time slot the customer picks. Slots sit on the shop's local clock grid (every 15
 * minutes from midnight, say), wholly inside opening hours, a lead time after both now and the
 * opening they fall in, on a date no further ahead than the horizon, and each takes a limited
 * number of orders.
 */

export interface SchedulingRules {
  /** Minimum minutes from order to ready (pickup) or to the door (delivery). */
  leadMinutes: number;
  slotMinutes: number;
  /** Slots may fall on today and this many days after it; 0 = today only. */
  horizonDays: number;
  /** Orders one slot takes. */
  ordersPerSlot: number;
}

export interface Slot {
  start: number;
  end: number;
  available: boolean;
}

const MINUTE_MS = 60_000;

/** The first instant at or after `instant` on the slot grid of the shop's local clock. */
export function alignUp(instant: number, slotMinutes: number, timeZone: string): number {
  const slotMs = slotMinutes * MINUTE_MS;
  const offsetMs = offsetMinutes(instant, timeZone) * MINUTE_MS;
  return Math.ceil((instant + offsetMs) / slotMs) * slotMs - offsetMs;
}

/** Rounds up to the whole minute: promised times are shown to the minute. */
export function ceilToMinute(instant: number): number {
  return Math.ceil(instant / MINUTE_MS) * MINUTE_MS;
}

/** The last instant (exclusive) a slot may start before: the end of the horizon's last local day. */
export function horizonEnd(now: number, horizonDays: number, timeZone: string): number {
  return instantAt(addDays(localDateOf(now, timeZone), horizonDays), 24 * 60, timeZone);
}

/**
 * The slots from `now` to the horizon, in order, each marked available unless `taken(start)`
 * orders fill it. Ignores the pause: a paused shop still takes orders for later slots.
 */
export function listSlots(
  hours: Omit<ShopHours, 'pause'>,
  rules: SchedulingRules,
  now: number,
  taken: (slotStart: number) => number,
): Slot[] {
  const leadMs = rules.leadMinutes * MINUTE_MS;
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  // The kitchen needs the lead time from the moment it is open and the order is in: from now in
  // an opening that has begun, from the opening itself in a later one.
  for (const interval of openIntervals(hours, now, horizonEnd(now, rules.horizonDays, hours.timeZone))) {
    for (let start = alignUp(interval.start + leadMs, rules.slotMinutes, hours.timeZone); start + slotMs <= interval.end; start += slotMs) {
      slots.push({ start, end: start + slotMs, available: taken(start) < rules.ordersPerSlot });
    }
  }
  return slots;
}

/**
 * Whether `start` is a slot listSlots would list (capacity aside), found without listing them:
 * on the grid counted from the first slot of its opening, and ending inside that opening and by
 * the horizon.
 */
export function isSlotOffered(hours: Omit<ShopHours, 'pause'>, rules: SchedulingRules, now: number, start: number): boolean {
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const end = start + slotMs;
  if (!Number.isFinite(start) || start < now || end > horizonEnd(now, rules.horizonDays, hours.timeZone)) return false;
  // Clipping the intervals at the slot's end leaves the opening's start as it is.
  const opening = openIntervals(hours, now, end).find((interval) => interval.start <= start && start < interval.end);
  if (!opening || end > opening.end) return false;
  const first = alignUp(opening.start + rules.leadMinutes * MINUTE_MS, rules.slotMinutes, hours.timeZone);
  return start >= first && (start - first) % slotMs === 0;
}

export interface AsapAvailability {
  available: boolean;
  /** When an order placed now would be ready; null when ASAP is not on offer. */
  earliest: number | null;
}

/** ASAP is on offer while the shop is open, not paused, and still open when the order would be ready. */
export function asapAvailability(hours: ShopHours, rules: Pick<SchedulingRules, 'leadMinutes'>, now: number): AsapAvailability {
  if (isPaused(hours.pause, now)) return { available: false, earliest: null };
  const opening = currentOpening(hours, now);
  const ready = ceilToMinute(now + rules.leadMinutes * MINUTE_MS);
  if (!opening || ready > opening.end) return { available: false, earliest: null };
  return { available: true, earliest: ready };
}

/** What the shop says about ordering right now, in English: closed (and when it opens), paused, or nothing. */
export function shopStatusMessage(hours: ShopHours, now: number, closureMessage: string | undefined): string | null {
  return statusText(shopStatusSentences(hours, now, closureMessage, 'en'), 'en');
}
