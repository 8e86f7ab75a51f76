import { afterEach, describe, expect, it } from 'vitest';
import { clockOf, displayTimeZone, setDisplayTimeZone, usesTwelveHourClock, wallClock } from './shop-clock.ts';

describe("the shop's clock", () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('is 24-hour in it-IT and en-GB, 12-hour in en-US', () => {
    expect(usesTwelveHourClock('it-IT')).toBe(false);
    expect(usesTwelveHourClock('en-GB')).toBe(false);
    expect(usesTwelveHourClock('en-US')).toBe(true);
    expect(clockOf(18, 5, 'it-IT')).toBe('18:05');
    expect(clockOf(18, 5, 'en-US')).toBe('6:05 PM');
    expect(clockOf(18, 5, 'en-US', { padHour: true })).toBe('06:05 PM');
    expect(clockOf(0, 0, 'en-US')).toBe('12:00 AM');
  });

  it("reads an instant on the shop's wall, whatever the device's zone", () => {
    const instant = Date.UTC(2026, 6, 1, 16, 30);
    expect(wallClock(instant, 'Europe/Rome')).toEqual({ year: 2026, month: 7, day: 1, hour: 18, minute: 30 });
    expect(wallClock(instant, 'America/New_York')).toMatchObject({ hour: 12, minute: 30 });
    setDisplayTimeZone('Europe/Rome');
    expect(displayTimeZone()).toBe('Europe/Rome');
    expect(wallClock(instant).hour).toBe(18);
  });
});
