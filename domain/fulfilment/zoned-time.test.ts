import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZONES } from '../../tests/factories/time-zones.ts';
import { addDays, instantAt, isValidTimeZone, offsetMinutes, toZonedIso, weekdayOf, zonedParts, zonedToInstant } from './zoned-time.ts';

const MINUTE = 60_000;
/** Whole minutes from 2020 to 2035: DST rules of both hemispheres, several changes each. */
const instants = fc.integer({ min: Date.UTC(2020, 0, 1) / MINUTE, max: Date.UTC(2035, 0, 1) / MINUTE }).map((minutes) => minutes * MINUTE);
const zones = fc.constantFrom(...ZONES);

describe('zonedToInstant and zonedParts', () => {
  it('agree for every instant and zone: the wall time of an instant names that instant (or, when it happens twice, its first time)', () => {
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        const wall = zonedParts(instant, zone);
        const back = zonedToInstant(wall, zone);
        expect(zonedParts(back, zone)).toEqual(wall);
        // Equal, or the earlier of the two times a repeated hour names (at most 1 hour earlier; 30 min on Lord Howe).
        expect(instant - back === 0 || (instant - back > 0 && instant - back <= 60 * MINUTE)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    // New York, 8 March 2026: 02:00 → 03:00.
    const skipped = zonedToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York');
    expect(zonedParts(skipped, 'America/New_York')).toMatchObject({ hour: 3, minute: 30 });
    expect(new Date(skipped).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // Berlin, 29 March 2026: 02:00 → 03:00.
    expect(new Date(zonedToInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 15 }, 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T01:15:00.000Z',
    );
  });

  it('takes the first of the two times a repeated hour names', () => {
    // London, 25 October 2026: 01:30 happens at 00:30 UTC (BST) and again at 01:30 UTC (GMT).
    expect(new Date(zonedToInstant({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('knows the offsets, half and quarter hours included', () => {
    const june = Date.UTC(2026, 5, 15, 12);
    const january = Date.UTC(2026, 0, 15, 12);
    expect(offsetMinutes(june, 'Europe/London')).toBe(60);
    expect(offsetMinutes(january, 'Europe/London')).toBe(0);
    expect(offsetMinutes(january, 'America/New_York')).toBe(-300);
    expect(offsetMinutes(june, 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(june, 'Asia/Kathmandu')).toBe(345);
    expect(offsetMinutes(january, 'Australia/Sydney')).toBe(660);
  });
});

describe('calendar helpers', () => {
  it('adds days across months, years and leap days, and names weekdays', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-24')).toBe(2); // a Tuesday
  });

  it('reads minutes past a local midnight, 1440 being the next midnight, on a day with a change', () => {
    // New York's 8 March 2026 is 23 hours long.
    const midnight = instantAt('2026-03-08', 0, 'America/New_York');
    expect(instantAt('2026-03-08', 1440, 'America/New_York') - midnight).toBe(23 * 60 * MINUTE);
  });

  it('writes ISO 8601 with the zone offset', () => {
    expect(toZonedIso(Date.UTC(2026, 10, 24, 14, 10, 42), 'Asia/Kolkata')).toBe('2026-11-24T19:40:00+05:30');
    expect(toZonedIso(Date.UTC(2026, 10, 24, 14, 10), 'America/New_York')).toBe('2026-11-24T09:10:00-05:00');
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        expect(Date.parse(toZonedIso(instant, zone))).toBe(instant);
      }),
    );
  });

  it('tells IANA names from anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
