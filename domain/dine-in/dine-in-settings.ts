import { z } from 'zod';
import type { WeeklyHours } from '../fulfilment/opening-hours.ts';
import { numberInput } from '../number-input.ts';

/**
 * Eating in, ordered from the table's QR code (docs/product/tables.md): a location offers it or
 * not, in its own hours or its opening hours, and its tables either pay with each order or keep
 * an open tab paid at the end. Part of the location's hand-over settings (`fulfilment.dineIn`);
 * a location that never set it does not offer it.
 */

export interface DineInSettings {
  enabled: boolean;
  /** The table's orders join its open tab, paid when the team closes it; otherwise each is paid as it is placed. */
  payAtEnd: boolean;
  /** From order to table, for the time the guests are told. */
  leadMinutes: number;
  /** Dine-in's own hours (Sunday first); null: the location's opening hours. */
  weekly: WeeklyHours | null;
}

export const DEFAULT_DINE_IN: DineInSettings = { enabled: false, payAtEnd: false, leadMinutes: 15, weekly: null };

export const DINE_IN_LIMITS = { leadMinutesMax: 240 } as const;

export const DINE_IN_ERRORS = {
  leadMinutes: `Dine-in lead time must be a whole number of minutes from 0 to ${DINE_IN_LIMITS.leadMinutesMax}.`,
} as const;

export const DineInLeadMinutes = numberInput(
  z
    .number({ error: DINE_IN_ERRORS.leadMinutes })
    .int(DINE_IN_ERRORS.leadMinutes)
    .min(0, DINE_IN_ERRORS.leadMinutes)
    .max(DINE_IN_LIMITS.leadMinutesMax, DINE_IN_ERRORS.leadMinutes),
);
