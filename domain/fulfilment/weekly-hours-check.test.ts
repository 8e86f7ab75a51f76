import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/tables.ts';
import type { PageLanguage } from '../i18n/languages.ts';
import { dayHoursProblem } from './weekly-hours-check.ts';

/** The day's problem as the owner reads it, in English unless told. */
function problemIn(periods: Parameters<typeof dayHoursProblem>[0], weekday: number, language: PageLanguage = 'en'): string | undefined {
  const problem = dayHoursProblem(periods, weekday);
  return problem === undefined ? undefined : translateText(language, problem);
}

describe("a day's opening periods", () => {
  it('stand together when they do not touch, or one ends as the next opens', () => {
    expect(
      problemIn(
        [
          { open: '12:00', close: '14:30' },
          { open: '19:00', close: '23:00' },
        ],
        1,
      ),
    ).toBeUndefined();
    expect(
      problemIn(
        [
          { open: '11:00', close: '15:00' },
          { open: '15:00', close: '22:00' },
        ],
        2,
      ),
    ).toBeUndefined();
    expect(
      problemIn(
        [
          { open: '18:00', close: '02:00' },
          { open: '08:00', close: '12:00' },
        ],
        5,
      ),
    ).toBeUndefined();
    expect(problemIn([], 0)).toBeUndefined();
  });

  it('refuse a period listed twice, naming the day', () => {
    expect(
      problemIn(
        [
          { open: '12:00', close: '15:00' },
          { open: '12:00', close: '15:00' },
        ],
        1,
      ),
    ).toBe('Monday lists 12:00–15:00 twice.');
    expect(
      problemIn(
        [
          { open: '12:00', close: '15:00' },
          { open: '12:00', close: '15:00' },
        ],
        1,
        'it',
      ),
    ).toBe('12:00–15:00 compare due volte di lunedì.');
  });

  it('refuse periods that overlap, past midnight and around the clock too', () => {
    expect(
      problemIn(
        [
          { open: '12:00', close: '15:00' },
          { open: '14:00', close: '22:00' },
        ],
        3,
      ),
    ).toBe("Wednesday's opening hours 12:00–15:00 and 14:00–22:00 overlap. Join them into one, or change one.");
    expect(
      problemIn(
        [
          { open: '18:00', close: '02:00' },
          { open: '23:00', close: '23:30' },
        ],
        6,
      ),
    ).toMatch(/^Saturday's/);
    expect(
      problemIn(
        [
          { open: '00:00', close: '00:00' },
          { open: '10:00', close: '12:00' },
        ],
        0,
      ),
    ).toMatch(/^Sunday's/);
  });
});
