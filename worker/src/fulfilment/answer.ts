import type { FulfilmentOutlook } from '../../../domain/fulfilment/decide.ts';
import type { FulfilmentSettings, FulfilmentType } from '../../../domain/fulfilment/settings.ts';
import { localDateOf, toZonedIso } from '../../../domain/fulfilment/zoned-time.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { FulfilmentSettingsAnswer, OutlookAnswer } from '../../../domain/contracts/fulfilment.ts';

/** The settings as stored (cents, epoch ms) → as the API speaks them (dollars, ISO 8601). */
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
    dineIn: {
      ...settings.dineIn,
      weekly: settings.dineIn.weekly?.map((day) => day.map((period) => ({ ...period }))) ?? null,
    },
  };
}

/** An outlook decided in epoch ms → its instants with the shop's UTC offset, and the shop's date now. */
export function fulfilmentOutlookAnswer(type: FulfilmentType, outlook: FulfilmentOutlook, timeZone: string, now: number): OutlookAnswer {
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
