import type { FulfilmentSettings, FulfilmentSettingsForm } from '../../../domain/fulfilment/settings.ts';
import { dollarsToCents, optionalCents } from '../http/amounts.ts';

/** The Settings screen's fulfilment form → the settings as stored: zone amounts in cents. */
export function toStoredFulfilment({ zones, ...settings }: FulfilmentSettingsForm): FulfilmentSettings {
  return {
    ...settings,
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
