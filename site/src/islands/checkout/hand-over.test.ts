import { afterEach, describe, expect, it } from 'vitest';
import { messageTable } from '../../../../domain/i18n/tables.ts';
import { deliveryPrice, deliveryRefusalText, offeredTypes, slotDays } from './hand-over.ts';
import type { ShopFulfilment } from '../cart/shop-settings.ts';

const shop = {
  timeZone: 'Asia/Kolkata',
  weekly: [],
  closures: [],
  pause: { paused: false, until: null },
  delivery: { enabled: true, leadMinutes: 30 },
  pickup: { enabled: false, leadMinutes: 15 },
  scheduling: { enabled: true, slotMinutes: 30, horizonDays: 2, ordersPerSlot: 5 },
  zones: [
    { id: 'a', name: 'Centre', postcodes: ['5600'], fee: 1.5, minimumOrder: 10, freeAbove: 30 },
    { id: 'b', name: 'Far', postcodes: ['56'], fee: 4, minimumOrder: 20, freeAbove: null },
  ],
  dineIn: { enabled: false, payAtEnd: false, leadMinutes: 15, weekly: null },
} as ShopFulfilment;

describe('the checkout handing an order over', () => {
  it('offers the types the shop has on, delivery alone until the settings arrive', () => {
    expect(offeredTypes(null)).toEqual(['delivery']);
    expect(offeredTypes(shop)).toEqual(['delivery']);
    expect(offeredTypes({ ...shop, pickup: { enabled: true, leadMinutes: 5 } })).toEqual(['delivery', 'pickup']);
  });

  it("prices delivery by the postcode's zone, in cents, and says why it cannot deliver", () => {
    expect(deliveryPrice(shop, '560 001', 1200, 300)).toEqual({ ok: true, feeCents: 150, zone: 'Centre' });
    expect(deliveryPrice(shop, '560001', 3000, 300)).toEqual({ ok: true, feeCents: 0, zone: 'Centre' });
    expect(deliveryPrice(shop, '110001', 3000, 300)).toEqual({ ok: false, refusal: { reason: 'outside', postcode: '110001' } });
    expect(deliveryPrice(shop, '569999', 1500, 300)).toEqual({
      ok: false,
      refusal: { reason: 'under_minimum', zone: 'Far', minimumCents: 2000 },
    });
    expect(deliveryPrice(shop, '', 1500, 300)).toEqual({ ok: true, feeCents: 150, zone: null });
    expect(deliveryPrice({ ...shop, zones: [] }, '110001', 1500, 300)).toEqual({ ok: true, feeCents: 300, zone: null });
  });

  describe('says why it cannot deliver in the page’s words', () => {
    afterEach(() => {
      globalThis.__doorstepPage = undefined;
    });
    const onPage = (language: 'en' | 'it') => {
      globalThis.__doorstepPage = { language, base: '', table: messageTable(language, ['checkout-rules']) };
    };

    it('in English as the server says it', () => {
      onPage('en');
      expect(deliveryRefusalText({ reason: 'outside', postcode: ' e1 6an' })).toBe("We don't deliver to E1 6AN.");
      expect(deliveryRefusalText({ reason: 'under_minimum', zone: 'Far', minimumCents: 2000 })).toBe(
        'The minimum order for delivery to Far is $20.00.',
      );
    });

    it('in Italian on an Italian page', () => {
      onPage('it');
      expect(deliveryRefusalText({ reason: 'outside', postcode: '00186' })).toBe('Non consegniamo al CAP 00186.');
      expect(deliveryRefusalText({ reason: 'under_minimum', zone: 'Centro', minimumCents: 2000 })).toMatch(
        /^L’ordine minimo per la consegna a Centro è di .*20[.,]00/,
      );
    });
  });

  it("groups the available slots by the shop's day and labels them with its clock", () => {
    const slots = [
      { start: '2026-11-24T23:00:00+05:30', end: '2026-11-24T23:30:00+05:30', available: true },
      { start: '2026-11-25T10:00:00+05:30', end: '2026-11-25T10:30:00+05:30', available: false },
      { start: '2026-11-25T10:30:00+05:30', end: '2026-11-25T11:00:00+05:30', available: true },
      { start: '2026-11-26T12:00:00+05:30', end: '2026-11-26T12:30:00+05:30', available: true },
    ];
    const names = { today: 'Today', tomorrow: 'Tomorrow' };
    expect(slotDays(slots, '2026-11-24', 'en-IN', names)).toEqual([
      { label: 'Today', slots: [{ value: slots[0]!.start, start: '11:00 pm', end: '11:30 pm' }] },
      { label: 'Tomorrow', slots: [{ value: slots[2]!.start, start: '10:30 am', end: '11:00 am' }] },
      { label: 'Thu, 26 Nov', slots: [{ value: slots[3]!.start, start: '12:00 pm', end: '12:30 pm' }] },
    ]);
    // An Italian page reads a 24-hour clock and Italian dates, in the shop's own zone still.
    const italian = slotDays(slots, '2026-11-24', 'it', { today: 'Oggi', tomorrow: 'Domani' });
    expect(italian[0]!.slots[0]).toMatchObject({ start: '23:00', end: '23:30' });
    expect(italian[2]!.label).toBe('gio 26 nov');
  });
});
