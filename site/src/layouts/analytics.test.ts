import { describe, expect, it } from 'vitest';
import { analyticsScriptSrc } from './analytics.ts';

describe('analyticsScriptSrc', () => {
  it('is off when unset or blank', () => {
    expect(analyticsScriptSrc(undefined)).toBeUndefined();
    expect(analyticsScriptSrc('  ')).toBeUndefined();
  });

  it('accepts an https URL or a path on this site', () => {
    expect(analyticsScriptSrc('https://stats.example.com/script.js')).toBe('https://stats.example.com/script.js');
    expect(analyticsScriptSrc(' /stats.js ')).toBe('/stats.js');
  });

  it.each(['http://stats.example.com/s.js', '//stats.example.com/s.js', 'javascript:alert(1)', 'stats.js'])(
    'refuses %s with a message naming the setting',
    (value) => expect(() => analyticsScriptSrc(value)).toThrow(/PUBLIC_ANALYTICS_SRC/),
  );
});
