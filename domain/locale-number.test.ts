import { describe, expect, it } from 'vitest';
import { localeNumberText, readLocaleNumber } from './locale-number.ts';

describe('numbers typed in the shop’s locale', () => {
  it.each([
    ['22,5', 'it-IT', 22.5],
    ['5,50', 'it-IT', 5.5],
    ['1.234,56', 'de-DE', 1234.56],
    ['1.234', 'de-DE', 1234],
    ['1234,5', 'de-DE', 1234.5],
    ['1,234.56', 'en-US', 1234.56],
    ['5.50', 'en-US', 5.5],
    ['12', 'en-US', 12],
    ['.5', 'en-US', 0.5],
    ['1 234,56', 'fr-FR', 1234.56],
    ['1\u202f234,56', 'fr-FR', 1234.56],
    ['1’234.50', 'de-CH', 1234.5],
    ['12,34,567.5', 'en-IN', 1234567.5],
    ['-3,5', 'it-IT', -3.5],
  ])('reads %s in %s as %d', (text, locale, value) => {
    expect(readLocaleNumber(text, locale)).toEqual({ ok: true, value });
  });

  it.each([
    ['5,50', 'en-US', 'Write it as 5.50: decimals after ".", thousands with "," or nothing.'],
    ['22.5', 'it-IT', 'Write it as 22,5: decimals after ",", thousands with "." or nothing.'],
    ['1,2,3', 'de-DE', 'Write it as 12,3: decimals after ",", thousands with "." or nothing.'],
    ['1.234.5', 'en-US', 'Write it as 1234.5: decimals after ".", thousands with "," or nothing.'],
    ['12,', 'it-IT', 'Write it as 12: decimals after ",", thousands with "." or nothing.'],
    ['abc', 'en-US', 'Enter a number.'],
    ['', 'en-US', 'Enter a number.'],
    ['5€', 'it-IT', 'Enter a number.'],
  ])('refuses %s in %s with a message that shows how to write it', (text, locale, message) => {
    expect(readLocaleNumber(text, locale)).toEqual({ ok: false, message });
  });

  it('writes a number as a field shows it', () => {
    expect(localeNumberText(22.5, 'it-IT')).toBe('22,5');
    expect(localeNumberText(5.5, 'de-DE', 2)).toBe('5,50');
    expect(localeNumberText(5.5, 'en-US', 2)).toBe('5.50');
  });
});
