import { z } from 'zod';
import type { DeliveryZone } from './delivery-zones.ts';
import type { Closure, Pause, WeeklyHours } from './opening-hours.ts';
import type { SchedulingRules } from './slots.ts';
import { isValidTimeZone } from './zoned-time.ts';
import { dayHoursProblem } from './weekly-hours-check.ts';
import { decimalsAllowed, hasWholeCents } from '../currency.ts';
import { centsToDollars, dollarsToCents } from '../money.ts';
import { numberInput } from '../number-input.ts';
import { DEFAULT_DINE_IN, DineInLeadMinutes, type DineInSettings } from '../dine-in/dine-in-settings.ts';

/**
 * How the shop hands orders over, as the owner sets it on Settings and PUT /api/settings takes it
 * (`fulfilment`): its time zone and hours, closures and pause, which of delivery and pickup it
 * offers with their lead times, scheduling, and delivery zones. The form speaks dollars for zone
 * amounts (the server stores cents) and ISO 8601 for the pause's end (kept as epoch ms).
 */

export const FULFILMENT_TYPES = ['delivery', 'pickup'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

/** How an order is handed over: the checkout's two, or served at the table that ordered it (docs/product/tables.md). */
export const HAND_OVER_TYPES = [...FULFILMENT_TYPES, 'dine_in'] as const;
export type HandOverType = (typeof HAND_OVER_TYPES)[number];

export const FULFILMENT_LIMITS = {
  periodsPerDay: 4,
  closures: 50,
  zones: 50,
  postcodesPerZone: 200,
  leadMinutesMax: 24 * 60,
  slotMinutes: [5, 10, 15, 20, 30, 45, 60, 90, 120],
  horizonDaysMax: 30,
  ordersPerSlotMax: 1000,
  /** Minor units ($10,000, ¥1,000,000): far above a real fee or minimum, low enough to catch a slipped key. */
  zoneAmountMaxCents: 1_000_000,
} as const;

export const FULFILMENT_ERRORS = {
  timeZone: 'Choose a time zone such as Europe/London or America/New_York.',
  time: 'Use a 24-hour time such as 09:30.',
  tooManyPeriods: `A day can have at most ${FULFILMENT_LIMITS.periodsPerDay} opening periods.`,
  weekDays: 'Give opening hours for each of the 7 days (an empty list closes that day).',
  date: 'Use a date such as 2026-12-24.',
  closureOrder: "A closure's last day cannot come before its first.",
  closureMessage: 'Keep the closure message under 120 characters.',
  pauseUntil: 'The pause must end at a date and time such as 2026-12-24T18:00:00Z.',
  leadMinutes: `Lead time must be a whole number of minutes from 0 to ${FULFILMENT_LIMITS.leadMinutesMax}.`,
  slotMinutes: `Slots can be ${FULFILMENT_LIMITS.slotMinutes.join(', ')} minutes long.`,
  horizonDays: `Customers can schedule from 0 (today only) to ${FULFILMENT_LIMITS.horizonDaysMax} days ahead.`,
  ordersPerSlot: `A slot takes from 1 to ${FULFILMENT_LIMITS.ordersPerSlotMax} orders.`,
  noMethod: 'Offer delivery, pickup or both.',
  zoneName: 'Give each delivery zone a name (at most 60 characters).',
  zonePostcodes: 'List at least one postcode or postcode prefix for each zone.',
  get amount() {
    return `Amounts must be from 0 to ${centsToDollars(FULFILMENT_LIMITS.zoneAmountMaxCents)} with ${decimalsAllowed()}.`;
  },
} as const;

/** Numbers arrive as JSON from the API, or as the owner typed them from the form (read in the shop's locale). */
const Amount = numberInput(
  z
    .number({ error: () => FULFILMENT_ERRORS.amount })
    .min(0, { error: () => FULFILMENT_ERRORS.amount })
    .refine((amount) => dollarsToCents(amount) <= FULFILMENT_LIMITS.zoneAmountMaxCents, { error: () => FULFILMENT_ERRORS.amount })
    .refine(hasWholeCents, { error: () => FULFILMENT_ERRORS.amount }),
);

const Time = z.string({ error: FULFILMENT_ERRORS.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, FULFILMENT_ERRORS.time);
/** A close at or before the open runs into the next day; equal times mean 24 hours. */
const Period = z.object({ open: Time, close: Time });

const LocalDate = z
  .string({ error: FULFILMENT_ERRORS.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FULFILMENT_ERRORS.date)
  .refine(
    (date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    FULFILMENT_ERRORS.date,
  );

const ClosureSchema = z
  .object({ from: LocalDate, to: LocalDate, message: z.string().trim().max(120, FULFILMENT_ERRORS.closureMessage).default('') })
  .refine((closure) => closure.from <= closure.to, { message: FULFILMENT_ERRORS.closureOrder, path: ['to'] });

const PauseSchema = z.object({
  paused: z.boolean(),
  until: z.iso
    .datetime({ offset: true, error: FULFILMENT_ERRORS.pauseUntil })
    .transform((iso) => Date.parse(iso))
    .nullable()
    .default(null),
});

const MethodSchema = z.object({
  enabled: z.boolean(),
  leadMinutes: numberInput(
    z
      .number({ error: FULFILMENT_ERRORS.leadMinutes })
      .int(FULFILMENT_ERRORS.leadMinutes)
      .min(0, FULFILMENT_ERRORS.leadMinutes)
      .max(FULFILMENT_LIMITS.leadMinutesMax, FULFILMENT_ERRORS.leadMinutes),
  ),
});

const SchedulingSchema = z.object({
  enabled: z.boolean(),
  slotMinutes: numberInput(
    z
      .number({ error: FULFILMENT_ERRORS.slotMinutes })
      .refine((minutes) => (FULFILMENT_LIMITS.slotMinutes as readonly number[]).includes(minutes), FULFILMENT_ERRORS.slotMinutes),
  ),
  horizonDays: numberInput(
    z
      .number({ error: FULFILMENT_ERRORS.horizonDays })
      .int(FULFILMENT_ERRORS.horizonDays)
      .min(0, FULFILMENT_ERRORS.horizonDays)
      .max(FULFILMENT_LIMITS.horizonDaysMax, FULFILMENT_ERRORS.horizonDays),
  ),
  ordersPerSlot: numberInput(
    z
      .number({ error: FULFILMENT_ERRORS.ordersPerSlot })
      .int(FULFILMENT_ERRORS.ordersPerSlot)
      .min(1, FULFILMENT_ERRORS.ordersPerSlot)
      .max(FULFILMENT_LIMITS.ordersPerSlotMax, FULFILMENT_ERRORS.ordersPerSlot),
  ),
});

const ZoneSchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  name: z.string({ error: FULFILMENT_ERRORS.zoneName }).trim().min(1, FULFILMENT_ERRORS.zoneName).max(60, FULFILMENT_ERRORS.zoneName),
  postcodes: z
    .array(z.string().trim().max(20), { error: FULFILMENT_ERRORS.zonePostcodes })
    .transform((codes) => codes.filter((code) => code.length > 0))
    .pipe(
      z.array(z.string()).min(1, FULFILMENT_ERRORS.zonePostcodes).max(FULFILMENT_LIMITS.postcodesPerZone, FULFILMENT_ERRORS.zonePostcodes),
    ),
  fee: Amount,
  minimumOrder: Amount.default(0),
  freeAbove: Amount.nullable().default(null),
});

const Week = z
  .array(z.array(Period).max(FULFILMENT_LIMITS.periodsPerDay, FULFILMENT_ERRORS.tooManyPeriods), { error: FULFILMENT_ERRORS.weekDays })
  .length(7, FULFILMENT_ERRORS.weekDays)
  .superRefine((week, context) => {
    // Every day with a clash is said at once, each at its day.
    week.forEach((periods, day) => {
      const problem = dayHoursProblem(periods, day);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [day] });
    });
  });

/** Left out by a client from before dine-in: the location keeps what it had (the route merges it). */
const DineInSchema = z.object({ enabled: z.boolean(), payAtEnd: z.boolean(), leadMinutes: DineInLeadMinutes, weekly: Week.nullable() });

/** PUT /api/settings → `fulfilment`: the whole of it, as the Settings screen sends it. */
export const FulfilmentSettingsInput = z
  .object({
    timeZone: z.string({ error: FULFILMENT_ERRORS.timeZone }).trim().refine(isValidTimeZone, FULFILMENT_ERRORS.timeZone),
    weekly: Week,
    closures: z.array(ClosureSchema).max(FULFILMENT_LIMITS.closures).default([]),
    pause: PauseSchema.default({ paused: false, until: null }),
    delivery: MethodSchema,
    pickup: MethodSchema,
    scheduling: SchedulingSchema,
    zones: z.array(ZoneSchema).max(FULFILMENT_LIMITS.zones).default([]),
    dineIn: DineInSchema.optional(),
  })
  .refine((settings) => settings.delivery.enabled || settings.pickup.enabled, { message: FULFILMENT_ERRORS.noMethod, path: ['delivery'] });
export type FulfilmentSettingsForm = z.output<typeof FulfilmentSettingsInput>;

/** The settings as stored and used (cents, epoch ms). */
export interface FulfilmentSettings {
  timeZone: string;
  weekly: WeeklyHours;
  closures: readonly Closure[];
  pause: Pause;
  delivery: { enabled: boolean; leadMinutes: number };
  pickup: { enabled: boolean; leadMinutes: number };
  scheduling: { enabled: boolean; slotMinutes: number; horizonDays: number; ordersPerSlot: number };
  zones: readonly DeliveryZone[];
  dineIn: DineInSettings;
}

/**
 * A shop that never set these behaves as before they existed: open around the clock, delivery
 * only, as soon as possible, anywhere for the flat fee.
 */
export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = {
  timeZone: 'UTC',
  weekly: Array.from({ length: 7 }, () => [{ open: '00:00', close: '00:00' }]),
  closures: [],
  pause: { paused: false, until: null },
  delivery: { enabled: true, leadMinutes: 30 },
  pickup: { enabled: false, leadMinutes: 15 },
  scheduling: { enabled: false, slotMinutes: 15, horizonDays: 7, ordersPerSlot: 10 },
  zones: [],
  dineIn: DEFAULT_DINE_IN,
};

/** The rules that decide the slots and ASAP time of one fulfilment type. */
export function schedulingRulesFor(settings: FulfilmentSettings, type: FulfilmentType): SchedulingRules {
  const { slotMinutes, horizonDays, ordersPerSlot } = settings.scheduling;
  return { leadMinutes: settings[type].leadMinutes, slotMinutes, horizonDays, ordersPerSlot };
}

/**
 * The stored JSON (written only through FulfilmentSettingsInput) → settings; the defaults when
 * none were saved. Read on every order, so the last text read is remembered with its result.
 */
let lastRead: { json: string; settings: FulfilmentSettings } | undefined;
export function readStoredFulfilment(json: string | null | undefined): FulfilmentSettings {
  if (!json) return DEFAULT_FULFILMENT_SETTINGS;
  if (lastRead?.json === json) return lastRead.settings;
  const settings = { ...DEFAULT_FULFILMENT_SETTINGS, ...(JSON.parse(json) as Partial<FulfilmentSettings>) };
  lastRead = { json, settings };
  return settings;
}
