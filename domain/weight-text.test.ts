import { describe, expect, it } from 'vitest';
import { lineHeading, lineQuantityText, perUnitText, weightText } from './weight-text.ts';

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

describe('perUnitText and lineHeading', () => {
  it('write a price per kg or lb with the unit’s short name in the language', () => {
    expect(perUnitText('$4.49', 'kg', 'en-US')).toBe('$4.49/kg');
    expect(perUnitText('4,49 €', 'kg', 'de-DE')).toBe('4,49 €/kg');
    expect(perUnitText('$1.99', 'lb', 'en-US')).toBe('$1.99/lb');
  });

  it('name a line sold by weight by its weight, and one sold by the unit by its count', () => {
    expect(lineHeading({ quantity: 1.5, unit: 'kg', name: 'Vine Tomatoes' }, 'en-US')).toBe('1.5 kg Vine Tomatoes');
    expect(lineHeading({ quantity: 1.5, unit: 'kg', name: 'Vine Tomatoes' }, 'de')).toBe('1,5 kg Vine Tomatoes');
    expect(lineHeading({ quantity: 2, unit: null, name: 'Dragon Roll' }, 'de')).toBe('2 × Dragon Roll');
  });
});
