import { z } from 'zod';
import { FULFILMENT_TYPES } from '../fulfilment/settings.ts';
import { dataAnswer, Dollars, IsoDate, IsoInstant } from './envelope.ts';
import { LocationId } from '../locations/location-form.ts';

/**
 * How the shop hands orders over, as callers see it: the fulfilment part of the settings (read by
 * GET /api/settings, sent to PUT /api/settings as `fulfilment`: ./settings.ts) and what
 * GET /api/fulfilment says a checkout can have now. The body the owner sends is the Settings
 * form's own schema, `FulfilmentSettingsInput` (domain/fulfilment/settings.ts), which the browser
 * runs as the owner types. Types are derived, never written beside them.
 */

/** An instant with the shop's UTC offset, e.g. 2026-11-24T18:30:00+05:30. */
const ZonedInstant = IsoInstant.describe("ISO 8601 with the shop's UTC offset");

const PeriodAnswer = z.object({
  open: z.string().describe('HH:MM, 24-hour'),
  close: z.string().describe('HH:MM; at or before open runs past midnight; equal means 24 hours'),
});

/** How the shop hands orders over, as the admin's Settings screen reads and writes it. */
export const FulfilmentSettingsAnswer = z
  .object({
    timeZone: z.string().meta({ examples: ['Europe/London'] }),
    weekly: z.array(z.array(PeriodAnswer)).length(7).describe('Opening periods per weekday, Sunday first'),
    closures: z.array(z.object({ from: IsoDate, to: IsoDate, message: z.string() })),
    pause: z.object({
      paused: z.boolean(),
      until: IsoInstant.nullable().describe('The pause ends by itself then; null: until switched off'),
    }),
    delivery: z.object({ enabled: z.boolean(), leadMinutes: z.int() }),
    pickup: z.object({ enabled: z.boolean(), leadMinutes: z.int() }),
    scheduling: z.object({ enabled: z.boolean(), slotMinutes: z.int(), horizonDays: z.int(), ordersPerSlot: z.int() }),
    zones: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        postcodes: z.array(z.string()).describe('Postcodes or prefixes, matched ignoring case and spaces'),
        fee: Dollars,
        minimumOrder: Dollars,
        freeAbove: Dollars.nullable().describe('Delivery is free from this subtotal on; null: never'),
      }),
    ),
    dineIn: z
      .object({
        enabled: z.boolean().describe('Tables order from their QR code (docs/product/tables.md)'),
        payAtEnd: z
          .boolean()
          .describe("A table's orders join its open tab, paid when the team closes it; false: each is paid as it is placed"),
        leadMinutes: z.int(),
        weekly: z.array(z.array(PeriodAnswer)).length(7).nullable().describe("Dine-in's own hours, Sunday first; null: the opening hours"),
      })
      .describe('Omitted in a body: the location keeps what it has'),
  })
  .meta({ id: 'FulfilmentSettings' });
export type FulfilmentSettingsAnswer = z.infer<typeof FulfilmentSettingsAnswer>;

/** GET /api/fulfilment?type=delivery|pickup. */
export const FulfilmentQuery = z.object({
  type: z
    .enum(FULFILMENT_TYPES, { error: 'type must be delivery or pickup.' })
    .default('delivery')
    .describe('delivery (default) or pickup'),
  location: LocationId.optional().describe("A location's id (GET /api/locations); the first, the shop's own, by default"),
});
export type FulfilmentQuery = z.output<typeof FulfilmentQuery>;

/** Whether and when an order of one type can be had (domain/fulfilment/decide.ts decides it in epoch ms). */
export const OutlookAnswer = z.object({
  type: z.enum(FULFILMENT_TYPES),
  offered: z.boolean().describe('Whether the shop offers this type at all'),
  open: z.boolean().describe('Open now, and not paused'),
  paused: z.boolean(),
  asap: z.object({ available: z.boolean(), earliest: ZonedInstant.nullable().describe('When an order placed now would be ready') }),
  slots: z.array(z.object({ start: ZonedInstant, end: ZonedInstant, available: z.boolean().describe('false when the slot is full') })),
  message: z.string().nullable().describe("What the shop says now: closed (and when it opens), paused, a closure's message"),
  timeZone: z.string(),
  today: IsoDate.describe("The shop's date now, in its time zone: the day the slots' 'today' is"),
});
export type OutlookAnswer = z.infer<typeof OutlookAnswer>;

export const FulfilmentOutlookAnswer = dataAnswer(OutlookAnswer);
export type FulfilmentOutlookAnswer = z.infer<typeof FulfilmentOutlookAnswer>;
