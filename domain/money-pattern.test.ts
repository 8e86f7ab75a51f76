import { describe, expect, it } from 'vitest';
import { formatWithPattern, moneyPatternOf } from './money-pattern.ts';

const WRITTEN_IN_LATIN_DIGITS = [
  ['en-US', 'USD'],
  ['en-IN', 'INR'],
  ['hi-IN', 'INR'],
  ['de-DE', 'EUR'],
  ['fr-FR', 'EUR'],
  ['es-ES', 'EUR'],
  ['nl-NL', 'EUR'],
  ['de-CH', 'CHF'],
  ['en-GB', 'GBP'],
  ['ja-JP', 'JPY'],
  ['ko-KR', 'KRW'],
  ['zh-CN', 'CNY'],
  ['en-KW', 'KWD'],
  ['pt-BR', 'BRL'],
  ['pl-PL', 'PLN'],
  ['sv-SE', 'SEK'],
  ['he-IL', 'ILS'],
  ['tr-TR', 'TRY'],
  ['ru-RU', 'RUB'],
  ['th-TH', 'THB'],
  ['id-ID', 'IDR'],
  ['en-CA', 'USD'],
  ['fr-CA', 'CAD'],
  ['es-MX', 'MXN'],
  ['da-DK', 'DKK'],
  ['en-AU', 'AUD'],
  ['ms-MY', 'MYR'],
  ['de-AT', 'EUR'],
] as const;

/** Amounts of every size and sign, the same on every run. */
function amounts(): number[] {
  const found = [0, -0, 1, -1, 999, 1_000, 9_999, 10_000, 100_000, 999_999, 1_000_000];
  let seed = 7;
  for (let index = 0; index < 400; index++) {
    seed = (seed * 48_271) % 2_147_483_647;
    const size = 10 ** (index % 12);
    found.push((seed % size) * (index % 3 === 0 ? -1 : 1));
  }
  return found;
}

describe('moneyPatternOf', () => {
  it.each(WRITTEN_IN_LATIN_DIGITS)('writes every amount in %s %s exactly as Intl.NumberFormat does', (locale, code) => {
    const pattern = moneyPatternOf({ locale, code });
    if (!pattern) throw new Error(`no pattern for ${locale} ${code}`);
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    const scale = 10 ** pattern.digits;
    for (const minor of amounts()) expect(formatWithPattern(pattern, minor), `${minor}`).toBe(format.format(minor / scale));
  });

  it('knows the minor unit and the grouping of each currency: Indian lakhs, yen without decimals, dinars with three', () => {
    expect(formatWithPattern(moneyPatternOf({ locale: 'en-IN', code: 'INR' })!, 1_234_567_89)).toBe('₹12,34,567.89');
    expect(moneyPatternOf({ locale: 'ja-JP', code: 'JPY' })?.digits).toBe(0);
    expect(moneyPatternOf({ locale: 'en-KW', code: 'KWD' })?.digits).toBe(3);
    expect(formatWithPattern(moneyPatternOf({ locale: 'es-ES', code: 'EUR' })!, 123_400)).toBe('1234,00\u00a0€');
  });

  it('gives none where digits other than 0-9 are written, or the currency or locale is unknown: Intl then writes the amounts', () => {
    expect(moneyPatternOf({ locale: 'ar-EG', code: 'EGP' })).toBeUndefined();
    expect(moneyPatternOf({ locale: 'en-US', code: 'XYZW' })).toBeUndefined();
    expect(moneyPatternOf({ locale: 'not a locale!', code: 'USD' })).toBeUndefined();
  });
});
