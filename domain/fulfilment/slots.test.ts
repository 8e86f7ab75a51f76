import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openIntervals, type WeeklyHours } from './opening-hours.ts';
import { alignUp, asapAvailability, horizonEnd, isSlotOffered, listSlots, shopStatusMessage, type SchedulingRules } from './slots.ts';
import { addDays, localDateOf, zonedParts } from './zoned-time.ts';
import { ZONES } from '../../tests/factories/time-zones.ts';

const MINUTE = 60_000;
const everyDay = (open: string, close: string): WeeklyHours => Array.from({ length: 7 }, () => [{ open, close }]);
const none = () => 0;

describe('listSlots', () => {
  const zone = 'Europe/London';
  const hours = { timeZone: zone, weekly: everyDay('10:00', '22:00'), closures: [] };
  const rules: SchedulingRules = { leadMinutes: 30, slotMinutes: 15, horizonDays: 1, ordersPerSlot: 5 };

  it('offers quarter hours inside the hours, from the lead time on, to the end of the horizon', () => {
    const now = Date.parse('2026-11-24T19:07:00Z');
    const slots = listSlots(hours, rules, now, none);
    expect(new Date(slots[0]!.start).toISOString()).toBe('2026-11-24T19:45:00.000Z');
    expect(new Date(slots.at(-1)!.end).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    // Today 19:45–22:00 (9 slots) and tomorrow, a lead time after opening, 10:30–22:00 (46).
    expect(slots).toHaveLength(9 + 46);
    expect(new Date(slots[9]!.start).toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });

  it('marks a slot that has its orders as not available', () => {
    const now = Date.parse('2026-11-24T19:07:00Z');
    const full = Date.parse('2026-11-24T20:00:00Z');
    const slots = listSlots(hours, rules, now, (start) => (start === full ? 5 : 4));
    expect(slots.filter((slot) => !slot.available).map((slot) => slot.start)).toEqual([full]);
  });

  it('keeps every slot on the local grid, inside the hours, after the lead time and within the horizon, for any zone and moment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / MINUTE, max: Date.UTC(2030, 0, 1) / MINUTE }).map((m) => m * MINUTE),
        fc.constantFrom(...ZONES),
        fc.constantFrom(10, 15, 20, 30, 60),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 3 }),
        (now, timeZone, slotMinutes, leadMinutes, horizonDays) => {
          const shop = { timeZone, weekly: everyDay('08:00', '23:30'), closures: [] };
          const slots = listSlots(shop, { slotMinutes, leadMinutes, horizonDays, ordersPerSlot: 1 }, now, none);
          const open = openIntervals(shop, now, now + 5 * 24 * 60 * MINUTE);
          const lastDate = addDays(localDateOf(now, timeZone), horizonDays);
          for (const [index, slot] of slots.entries()) {
            const local = zonedParts(slot.start, timeZone);
            expect((local.hour * 60 + local.minute) % slotMinutes).toBe(0);
            expect(slot.end - slot.start).toBe(slotMinutes * MINUTE);
            expect(slot.start).toBeGreaterThanOrEqual(now + leadMinutes * MINUTE);
            const within = open.find((interval) => interval.start <= slot.start && slot.end <= interval.end);
            expect(within).toBeDefined();
            expect(slot.start).toBeGreaterThanOrEqual(Math.max(within!.start, now) + leadMinutes * MINUTE);
            expect(localDateOf(slot.start, timeZone) <= lastDate).toBe(true);
            if (index > 0) expect(slot.start).toBeGreaterThanOrEqual(slots[index - 1]!.end);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('offers exactly the listed slots when asked about one time, across closures, overnight hours and clock changes', () => {
    const weekly: WeeklyHours = [
      [{ open: '18:00', close: '02:00' }],
      [],
      ...Array.from({ length: 5 }, () => [
        { open: '11:00', close: '14:00' },
        { open: '17:30', close: '22:00' },
      ]),
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / MINUTE, max: Date.UTC(2030, 0, 1) / MINUTE }).map((m) => m * MINUTE),
        fc.constantFrom(...ZONES),
        fc.constantFrom(15, 20, 45, 60),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -60, max: 3 * 24 * 60 }),
        (now, timeZone, slotMinutes, leadMinutes, horizonDays, askedMinutes) => {
          const today = localDateOf(now, timeZone);
          const shop = { timeZone, weekly, closures: [{ from: addDays(today, 1), to: addDays(today, 1), message: '' }] };
          const rules = { slotMinutes, leadMinutes, horizonDays, ordersPerSlot: 1 };
          const listed = new Set(listSlots(shop, rules, now, none).map((slot) => slot.start));
          for (const start of listed) expect(isSlotOffered(shop, rules, now, start)).toBe(true);
          const asked = Math.floor(now / (5 * MINUTE)) * 5 * MINUTE + askedMinutes * MINUTE;
          expect(isSlotOffered(shop, rules, now, asked)).toBe(listed.has(asked));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('aligns to the local clock in zones half an hour off UTC, and the horizon ends at local midnight', () => {
    expect(new Date(alignUp(Date.parse('2026-11-24T14:01:00Z'), 15, 'Asia/Kolkata')).toISOString()).toBe('2026-11-24T14:15:00.000Z');
    expect(new Date(horizonEnd(Date.parse('2026-11-24T14:01:00Z'), 0, 'Asia/Kolkata')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});

describe('asapAvailability and the status line', () => {
  const zone = 'America/New_York';
  const shop = { timeZone: zone, weekly: everyDay('10:00', '22:00'), closures: [], pause: { paused: false, until: null } };

  it('offers ASAP while open with the earliest time, and not when the lead time runs past closing', () => {
    expect(asapAvailability(shop, { leadMinutes: 20 }, Date.parse('2026-11-24T12:00:30-05:00'))).toEqual({
      available: true,
      earliest: Date.parse('2026-11-24T12:21:00-05:00'),
    });
    expect(asapAvailability(shop, { leadMinutes: 20 }, Date.parse('2026-11-24T21:45:00-05:00')).available).toBe(false);
    expect(asapAvailability(shop, { leadMinutes: 20 }, Date.parse('2026-11-24T09:00:00-05:00')).available).toBe(false);
  });

  it('stops ASAP during a pause, and says so; says when a closed shop opens, with the closure message', () => {
    const paused = { ...shop, pause: { paused: true, until: null } };
    const noon = Date.parse('2026-11-24T12:00:00-05:00');
    expect(asapAvailability(paused, { leadMinutes: 20 }, noon).available).toBe(false);
    expect(shopStatusMessage(paused, noon, undefined)).toBe('Not taking orders right now');
    expect(shopStatusMessage(shop, noon, undefined)).toBeNull();
    expect(shopStatusMessage(shop, Date.parse('2026-11-24T23:00:00-05:00'), undefined)).toBe('Closed now — opens tomorrow 10:00 AM');
    const holidays = { ...shop, closures: [{ from: '2026-12-24', to: '2026-12-26', message: 'Closed for the holidays' }] };
    expect(shopStatusMessage(holidays, Date.parse('2026-12-24T12:00:00-05:00'), 'Closed for the holidays')).toBe(
      'Closed now — opens Sun 10:00 AM. Closed for the holidays',
    );
  });
});
