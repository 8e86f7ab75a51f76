import { describe, expect, it } from 'vitest';
import { browserTzOffset, dayBounds } from './dashboard-stats.ts';

describe('dayBounds', () => {
  const noonUtc = Date.UTC(2026, 0, 15, 12, 0, 0);

  it('is the UTC day at offset 0', () => {
    expect(dayBounds(noonUtc, 0)).toEqual({ from: Date.UTC(2026, 0, 15), to: Date.UTC(2026, 0, 16) });
  });

  it("starts at the shop's own midnight east and west of UTC", () => {
    // 12:00 UTC is 17:30 in India (UTC+5:30): the day began at 18:30 UTC the day before.
    expect(dayBounds(noonUtc, 330)).toEqual({ from: Date.UTC(2026, 0, 14, 18, 30), to: Date.UTC(2026, 0, 15, 18, 30) });
    // 12:00 UTC is 07:00 in New York (UTC−5): the day began at 05:00 UTC.
    expect(dayBounds(noonUtc, -300)).toEqual({ from: Date.UTC(2026, 0, 15, 5), to: Date.UTC(2026, 0, 16, 5) });
  });

  it('moves to the next day at local midnight, not UTC midnight', () => {
    // 23:30 UTC on the 15th is already 01:30 on the 16th at UTC+2.
    const late = Date.UTC(2026, 0, 15, 23, 30);
    expect(dayBounds(late, 120).from).toBe(Date.UTC(2026, 0, 15, 22));
    // Exactly at local midnight the new day begins.
    expect(dayBounds(Date.UTC(2026, 0, 15, 22), 120).from).toBe(Date.UTC(2026, 0, 15, 22));
  });

  it('always contains now and spans 24 hours', () => {
    for (const offset of [-720, -570, -60, 0, 345, 840]) {
      for (const now of [0, noonUtc, noonUtc + 1, Date.UTC(2030, 5, 30, 23, 59, 59, 999)]) {
        const { from, to } = dayBounds(now, offset);
        expect(from).toBeLessThanOrEqual(now);
        expect(to).toBeGreaterThan(now);
        expect(to - from).toBe(86_400_000);
      }
    }
  });
});

describe('browserTzOffset', () => {
  it('counts minutes east of UTC', () => {
    const date = { getTimezoneOffset: () => -330 } as Date;
    expect(browserTzOffset(date)).toBe(330);
    expect(browserTzOffset({ getTimezoneOffset: () => 0 } as Date)).toBe(0);
    expect(Object.is(browserTzOffset({ getTimezoneOffset: () => 0 } as Date), 0)).toBe(true);
  });
});
