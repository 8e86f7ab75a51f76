import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../fulfilment/delivery-zones.ts';
import { locationsDeliveringTo } from './delivering-locations.ts';

const zone = (...postcodes: string[]): DeliveryZone => ({
  id: postcodes.join(),
  name: postcodes.join(),
  postcodes,
  feeCents: 300,
  minimumOrderCents: 0,
  freeAboveCents: null,
});
const place = (name: string, zones: DeliveryZone[], delivers = true) => ({
  name,
  fulfilment: { delivery: { enabled: delivers, leadMinutes: 30 }, zones },
});

describe('locationsDeliveringTo', () => {
  const central = place('Central', [zone('SW1A', 'SW1')]);
  const riverside = place('Riverside', [zone('SW1A 1AA')]);
  const anywhere = place('Anywhere', []);
  const pickupOnly = place('Pickup only', [], false);
  const north = place('North', [zone('N1')]);

  it('lists the locations whose zones name the postcode, the closest match first, then one that delivers anywhere', () => {
    expect(locationsDeliveringTo([anywhere, central, riverside, pickupOnly, north], 'sw1a 1aa').map((l) => l.name)).toEqual([
      'Riverside',
      'Central',
      'Anywhere',
    ]);
  });

  it('leaves out locations that do not deliver there or at all, keeping the owner’s order on a tie', () => {
    expect(locationsDeliveringTo([north, pickupOnly], 'SW1A 1AA')).toEqual([]);
    expect(locationsDeliveringTo([place('A', [zone('E1')]), place('B', [zone('E1')])], 'E1 6AN').map((l) => l.name)).toEqual(['A', 'B']);
  });
});
