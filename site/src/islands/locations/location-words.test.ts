import { describe, expect, it } from 'vitest';
import { addressLine, openingWhen } from './location-words.ts';

describe('addressLine', () => {
  it('writes the parts the owner gave on one line', () => {
    expect(addressLine({ street: '9 River Road', city: 'Springfield', state: 'IL', zipCode: '62702', country: 'US' })).toBe(
      '9 River Road, Springfield, IL 62702',
    );
    expect(addressLine({ street: 'Via Roma 1', city: '00184 Roma RM', state: '', zipCode: '', country: 'IT' })).toBe(
      'Via Roma 1, 00184 Roma RM',
    );
  });
});

describe('openingWhen', () => {
  it("names the day and time in the location's own zone", () => {
    expect(openingWhen('2026-01-15T19:00:00+05:30', 'Asia/Kolkata', 'en-GB')).toBe('Thu 19:00');
  });
});
