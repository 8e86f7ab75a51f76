import { currentOpening, isPaused, nextOpening } from '../fulfilment/opening-hours.ts';
import type { FulfilmentSettings } from '../fulfilment/settings.ts';

export interface LocationStatus {
  /** Taking orders now: within its hours, not closed for the day, not paused. */
  open: boolean;
  paused: boolean;
  /** When it next opens (epoch ms) while it is shut; null while open, or paused until the owner resumes it. */
  nextOpening: number | null;
}

/** Whether a location takes orders at `now`, for the customer's chooser and the admin's list. */
export function locationStatus(settings: FulfilmentSettings, now: number): LocationStatus {
  const paused = isPaused(settings.pause, now);
  const open = !paused && currentOpening(settings, now) !== undefined;
  if (open) return { open, paused, nextOpening: null };
  if (paused && settings.pause.until === null) return { open, paused, nextOpening: null };
  const from = paused ? Math.max(now, settings.pause.until!) : now;
  const opening = currentOpening(settings, from) ? from : nextOpening(settings, from);
  return { open, paused, nextOpening: opening };
}
