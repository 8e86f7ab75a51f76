import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, averageCents, datesOf, dayOf, formatDay, lastDays, parseDay, resolveRange } from './analytics.ts';

const NOON_UTC = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('parseDay and formatDay', () => {
  it('reads real calendar dates written YYYY-MM-DD and nothing else', () => {
    expect(parseDay('1970-01-01')).toBe(0);
    expect(parseDay('2026-01-15')).toBe(Date.UTC(2026, 0, 15) / 86_400_000);
    expect(parseDay('2024-02-29')).not.toBeNull();
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '15/01/2026', '2026-01-15T00:00', '', 'today']) {
      expect(parseDay(bad), bad).toBeNull();
    }
  });

  it('writes back what it read', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (day) => {
        expect(parseDay(formatDay(day))).toBe(day);
      }),
    );
  });
});

describe('dayOf and lastDays', () => {
  it("counts days from the shop's midnight", () => {
    // 20:00 UTC on the 14th is already the 15th in India (UTC+5:30), still the 14th in New York.
    const evening = Date.UTC(2026, 0, 14, 20, 0);
    expect(formatDay(dayOf(evening, 0))).toBe('2026-01-14');
    expect(formatDay(dayOf(evening, 330))).toBe('2026-01-15');
    expect(formatDay(dayOf(Date.UTC(2026, 0, 15, 3, 0), -300))).toBe('2026-01-14');
  });

  it('gives the last N days ending today, both ends included', () => {
    expect(lastDays(7, NOON_UTC, 0)).toEqual({ from: '2026-01-09', to: '2026-01-15' });
    expect(lastDays(30, NOON_UTC, 0)).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(lastDays(1, Date.UTC(2026, 0, 15, 23, 30), 120)).toEqual({ from: '2026-01-16', to: '2026-01-16' });
  });

  it('lists every date of a period, across months and leap days', () => {
    expect(datesOf({ from: '2024-02-27', to: '2024-03-01' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesOf({ from: '2026-01-15', to: '2026-01-15' })).toEqual(['2026-01-15']);
    expect(datesOf({ from: '2026-01-16', to: '2026-01-15' })).toEqual([]);
  });
});

describe('resolveRange', () => {
  it('defaults to the last 30 days ending today, in UTC', () => {
    expect(resolveRange({}, NOON_UTC)).toEqual({
      ok: true,
      range: { from: '2025-12-17', to: '2026-01-15', tz: 0, startMs: Date.UTC(2025, 11, 17), endMs: Date.UTC(2026, 0, 16) },
    });
  });

  it('fills a missing end with today and a missing start with 30 days before the end', () => {
    expect(resolveRange({ from: '2026-01-01' }, NOON_UTC)).toMatchObject({ ok: true, range: { from: '2026-01-01', to: '2026-01-15' } });
    expect(resolveRange({ to: '2025-06-30' }, NOON_UTC)).toMatchObject({ ok: true, range: { from: '2025-06-01', to: '2025-06-30' } });
    expect(resolveRange({ from: '', to: '', tz: '' }, NOON_UTC)).toMatchObject({
      ok: true,
      range: { from: '2025-12-17', to: '2026-01-15', tz: 0 },
    });
  });

  it("starts and ends the period at the shop's midnight", () => {
    const india = resolveRange({ from: '2026-01-14', to: '2026-01-15', tz: '330' }, NOON_UTC);
    expect(india).toEqual({
      ok: true,
      range: {
        from: '2026-01-14',
        to: '2026-01-15',
        tz: 330,
        startMs: Date.UTC(2026, 0, 13, 18, 30),
        endMs: Date.UTC(2026, 0, 15, 18, 30),
      },
    });
    const newYork = resolveRange({ from: '2026-01-15', to: '2026-01-15', tz: '-300' }, NOON_UTC);
    expect(newYork).toMatchObject({ ok: true, range: { startMs: Date.UTC(2026, 0, 15, 5), endMs: Date.UTC(2026, 0, 16, 5) } });
  });

  it('accepts one day and up to 366 days, and refuses 367', () => {
    expect(resolveRange({ from: '2026-01-15', to: '2026-01-15' }, NOON_UTC).ok).toBe(true);
    expect(resolveRange({ from: '2024-01-01', to: '2024-12-31' }, NOON_UTC).ok).toBe(true); // a leap year: 366 days
    expect(resolveRange({ from: '2025-01-01', to: '2026-01-02' }, NOON_UTC)).toEqual({
      ok: false,
      field: 'to',
      message: ANALYTICS_MESSAGES.tooLong,
    });
  });

  it('refuses bad dates, a start after the end and a bad tz, with messages that say so', () => {
    expect(resolveRange({ from: '2026-02-30' }, NOON_UTC)).toEqual({
      ok: false,
      field: 'from',
      message: 'from must be a date written as YYYY-MM-DD.',
    });
    expect(resolveRange({ to: 'yesterday' }, NOON_UTC)).toEqual({
      ok: false,
      field: 'to',
      message: 'to must be a date written as YYYY-MM-DD.',
    });
    expect(resolveRange({ from: '2026-01-10', to: '2026-01-09' }, NOON_UTC)).toEqual({
      ok: false,
      field: 'from',
      message: 'The start date must be on or before the end date.',
    });
    expect(resolveRange({ from: '2026-02-01' }, NOON_UTC)).toMatchObject({ ok: false, message: ANALYTICS_MESSAGES.order });
    for (const tz of ['abc', '1.5', '841', '-721', '1e3', ' 60']) {
      expect(resolveRange({ tz }, NOON_UTC), tz).toEqual({
        ok: false,
        field: 'tz',
        message: 'tz must be a whole number of minutes from -720 to 840.',
      });
    }
    expect(resolveRange({ tz: '-720' }, NOON_UTC).ok).toBe(true);
    expect(resolveRange({ tz: '840' }, NOON_UTC).ok).toBe(true);
  });

  it('always covers whole days: the span is a multiple of 24 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: -720, max: 840 }), (length, tz) => {
        const result = resolveRange({ from: '2025-03-01', to: formatDay(parseDay('2025-03-01')! + length), tz: String(tz) }, NOON_UTC);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.range.endMs - result.range.startMs).toBe((length + 1) * 86_400_000);
      }),
    );
  });
});

describe('averageCents', () => {
  it('rounds to the cent and is 0 without orders', () => {
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(2000, 3)).toBe(667);
    expect(averageCents(0, 0)).toBe(0);
  });
});
