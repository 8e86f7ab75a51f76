import { describe, expect, it } from 'vitest';
import { lineQuantityText, weightText } from './weight-text.ts';

describe('weightText', () => {
  it('writes a weight in the reader’s language, to the gram', () => {
    expect(weightText(1.5, 'kg', 'en-US')).toBe('1.5 kg');
    expect(weightText(1.5, 'kg', 'de-DE')).toBe('1,5 kg');
    expect(weightText(0.125, 'kg', 'fr-FR')).toBe('0,125\u202fkg');
    expect(weightText(2, 'lb', 'en-US')).toBe('2 lb');
  });

  it('writes a count of items as a plain number', () => {
    expect(lineQuantityText({ quantity: 3 }, 'en-US')).toBe('3');
    expect(lineQuantityText({ quantity: 0.75, unit: 'kg' }, 'it-IT')).toBe('0,75 kg');
  });
});
