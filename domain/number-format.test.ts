import { describe, expect, it } from 'vitest';
import { groupDigits } from './number-format.ts';

describe('groupDigits', () => {
  it('writes whole numbers as en-US does', () => {
    for (const whole of [0, 7, 999, 1_000, 10_000, 123_456, 1_000_000, -45_000, Number.MAX_SAFE_INTEGER]) {
      expect(groupDigits(whole)).toBe(whole.toLocaleString('en-US'));
    }
  });

  it('refuses fractions', () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
  });
});
