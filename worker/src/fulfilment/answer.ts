import { z } from 'zod';
import { FULFILMENT_TYPES, type FulfilmentSettings } from '../../../domain/fulfilment/settings.ts';
import type { FulfilmentOutlook } from '../../../domain/fulfilment/decide.ts';
import { localDateOf, toZonedIso } from '../../../domain/fulfilment/zoned-time.ts';
import { centsToDollars } from '../../../domain/money.ts';
import { dataAnswer, Dollars } from '../../../domain/contracts/envelope.ts';

/** An instant with the shop's UTC offset, e.g. 2026-11-24T18:30:00+05:30. */
const ZonedInstant = z.iso.datetime({ offset: true }).describe("ISO 8601 with the shop's UTC offset");

const Period = z.object({
  open: z.string().describe('HH:MM, 24-hour'),
  close: z.string().describe('HH:MM; at or before open runs past midnight; equal means 24 hours'),
});

/** How the shop hands orders over, as the admin's Settings screen reads and writes it. */
export const FulfilmentSettingsAnswer = z
  .object({
    timeZone: z.string().meta({ examples: ['Europe/London'] }),
    weekly: z.array(z.array(Period)).length(7).describe('Opening periods per weekday, Sunday first'),
    closures: z.array(z.object({ from: z.iso.date(), to: z.iso.date(), message: z.string() })),
    pause: z.object({
      paused: z.boolean(),
      until: z.iso.datetime({ offset: true }).nullable().describe('The pause ends by itself then; null: until switched off'),
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
  })
  .meta({ id: 'FulfilmentSettings' });
export type FulfilmentSettingsAnswer = z.output<typeof FulfilmentSettingsAnswer>;

export function fulfilmentSettingsAnswer(settings: FulfilmentSettings): FulfilmentSettingsAnswer {
  return {
    timeZone: settings.timeZone,
    weekly: settings.weekly.map((day) => day.map((period) => ({ ...period }))),
    closures: settings.closures.map((closure) => ({ ...closure })),
    pause: { paused: settings.pause.paused, until: settings.pause.until === null ? null : new Date(settings.pause.until).toISOString() },
    delivery: { ...settings.delivery },
    pickup: { ...settings.pickup },
    scheduling: { ...settings.scheduling },
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      postcodes: [...zone.postcodes],
      fee: centsToDollars(zone.feeCents),
      minimumOrder: centsToDollars(zone.minimumOrderCents),
      freeAbove: zone.freeAboveCents === null ? null : centsToDollars(zone.freeAboveCents),
    })),
  };
}

/** GET /api/fulfilment?type=: whether and when an order of that type can be had. */
export const FulfilmentOutlookAnswer = dataAnswer(
  z.object({
    type: z.enum(FULFILMENT_TYPES),
    offered: z.boolean().describe('Whether the shop offers this type at all'),
    open: z.boolean().describe('Open now, and not paused'),
    paused: z.boolean(),
    asap: z.object({ available: z.boolean(), earliest: ZonedInstant.nullable().describe('When an order placed now would be ready') }),
    slots: z.array(z.object({ start: ZonedInstant, end: ZonedInstant, available: z.boolean().describe('false when the slot is full') })),
    message: z.string().nullable().describe("What the shop says now: closed (and when it opens), paused, a closure's message"),
    timeZone: z.string(),
    today: z.iso.date().describe("The shop's date now, in its time zone: the day the slots' 'today' is"),
  }),
);

export function fulfilmentOutlookAnswer(
  type: (typeof FULFILMENT_TYPES)[number],
  outlook: FulfilmentOutlook,
  timeZone: string,
  now: number,
) {
  const iso = (instant: number) => toZonedIso(instant, timeZone);
  return {
    type,
    offered: outlook.offered,
    open: outlook.open,
    paused: outlook.paused,
    asap: { available: outlook.asap.available, earliest: outlook.asap.earliest === null ? null : iso(outlook.asap.earliest) },
    slots: outlook.slots.map((slot) => ({ start: iso(slot.start), end: iso(slot.end), available: slot.available })),
    message: outlook.message,
    timeZone,
    today: localDateOf(now, timeZone),
  };
}
