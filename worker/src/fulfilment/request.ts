import type { FulfilmentSettings, FulfilmentSettingsForm } from '../../../domain/fulfilment/settings.ts';
import type { DineInSettings } from '../../../domain/dine-in/dine-in-settings.ts';
import { dollarsToCents, optionalCents } from '../http/amounts.ts';

/** As stored: without `dineIn` when a client from before it left it out, so the saved one is kept. */
export type StoredFulfilment = Omit<FulfilmentSettings, 'dineIn'> & { dineIn?: DineInSettings };

/**
 * The Settings screen's fulfilment form → the settings as stored: zone amounts in cents. Dine-in
 * is the form's when it sends it, else `keptDineIn` (what is saved, where the caller knows it).
 */
export function toStoredFulfilment({ zones, dineIn, ...settings }: FulfilmentSettingsForm, keptDineIn?: DineInSettings): StoredFulfilment {
  const kept = dineIn ?? keptDineIn;
  return {
    ...settings,
    ...(kept ? { dineIn: kept } : {}),
    zones: zones.map((zone, index) => ({
      id: zone.id ?? `zone-${index + 1}`,
      name: zone.name,
      postcodes: zone.postcodes,
      feeCents: dollarsToCents(zone.fee),
      minimumOrderCents: dollarsToCents(zone.minimumOrder),
      freeAboveCents: optionalCents(zone.freeAbove),
    })),
  };
}
