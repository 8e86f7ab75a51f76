import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/tables.ts';
import { normalizePostcode, quoteDelivery, zoneFor, type DeliveryZone } from './delivery-zones.ts';

const centre: DeliveryZone = {
  id: 'c',
  name: 'Centre',
  postcodes: ['SW1', 'w1'],
  feeCents: 250,
  minimumOrderCents: 1000,
  freeAboveCents: 3000,
};
const street: DeliveryZone = {
  id: 's',
  name: 'Our street',
  postcodes: ['SW1A 1AA'],
  feeCents: 0,
  minimumOrderCents: 0,
  freeAboveCents: null,
};
const outer: DeliveryZone = {
  id: 'o',
  name: 'Outer',
  postcodes: ['SE', 'E'],
  feeCents: 500,
  minimumOrderCents: 2000,
  freeAboveCents: null,
};
const zones = [outer, centre, street];

describe('delivery zones', () => {
  it('matches postcodes and prefixes ignoring case and spaces, the longest entry first', () => {
    expect(normalizePostcode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(zoneFor(zones, 'sw1a 1aa')?.name).toBe('Our street');
    expect(zoneFor(zones, 'SW1A 2AB')?.name).toBe('Centre');
    expect(zoneFor(zones, 'W1D 3QU')?.name).toBe('Centre');
    expect(zoneFor(zones, 'se1 9sg')?.name).toBe('Outer');
    expect(zoneFor(zones, 'N1 9GU')).toBeUndefined();
  });

  it('quotes the zone fee, free above its threshold, and refuses outside every zone or under the minimum', () => {
    expect(quoteDelivery(zones, 'SW1A 2AB', 1500, 300)).toEqual({ ok: true, zone: centre, feeCents: 250 });
    expect(quoteDelivery(zones, 'SW1A 2AB', 3000, 300)).toEqual({ ok: true, zone: centre, feeCents: 0 });
    const outside = quoteDelivery(zones, 'n1 9gu', 5000, 300);
    expect(outside).toMatchObject({ ok: false, reason: 'outside', zone: null });
    expect(outside.ok ? undefined : translateText('en', outside.message)).toBe("We don't deliver to N1 9GU.");
    const under = quoteDelivery(zones, 'SE1 9SG', 1999, 300);
    expect(under).toMatchObject({ ok: false, reason: 'under_minimum', zone: outer });
    expect(under.ok ? undefined : translateText('en', under.message)).toBe('The minimum order for delivery to Outer is $20.00.');
  });

  it('delivers anywhere for the flat fee when the shop has no zones', () => {
    expect(quoteDelivery([], 'anything', 1, 300)).toEqual({ ok: true, zone: null, feeCents: 300 });
  });
});
