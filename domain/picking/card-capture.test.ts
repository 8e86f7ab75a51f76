import { describe, expect, it } from 'vitest';
import { authorizedAmount, captureAmount, DEFAULT_AUTHORIZATION_MARGIN_PERCENT, mayCostMore } from './card-capture.ts';

describe('authorizedAmount', () => {
  it('holds the estimate and the margin, half up: 17.76 and 10% is 19.54', () => {
    expect(DEFAULT_AUTHORIZATION_MARGIN_PERCENT).toBe(10);
    expect(authorizedAmount(1776)).toBe(1954); // 177.6
    expect(authorizedAmount(1005, 10)).toBe(1106); // 100.5
    expect(authorizedAmount(1004, 10)).toBe(1104); // 100.4
    expect(authorizedAmount(1000, 12.5)).toBe(1125);
    expect(authorizedAmount(999, 0)).toBe(999);
    expect(authorizedAmount(0, 10)).toBe(0);
  });
});

describe('captureAmount', () => {
  it('captures the final amount when the card holds it', () => {
    expect(captureAmount(1524, 1954)).toEqual({ amountCents: 1524, over: false, shortCents: 0 });
    expect(captureAmount(1954, 1954)).toEqual({ amountCents: 1954, over: false, shortCents: 0 });
    expect(captureAmount(0, 1954)).toEqual({ amountCents: 0, over: false, shortCents: 0 });
  });

  it('captures what the card holds when the final is above it, and says what is short', () => {
    expect(captureAmount(2100, 1954)).toEqual({ amountCents: 1954, over: true, shortCents: 146 });
  });
});

describe('mayCostMore', () => {
  const byTheUnit = { weightMilli: null, substitution: { mode: 'best_match' as const } };
  it('is true for a line sold by weight or a named replacement, and only then', () => {
    expect(mayCostMore([byTheUnit, { ...byTheUnit, substitution: { mode: 'none' } }])).toBe(false);
    expect(mayCostMore([byTheUnit, { ...byTheUnit, weightMilli: 1500 }])).toBe(true);
    expect(mayCostMore([{ ...byTheUnit, substitution: { mode: 'specific', productId: 'oat-milk' } }])).toBe(true);
  });
});
