import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS, storeDetailHref, telHref } from './store-details.ts';

describe('telHref', () => {
  it('keeps the digits, and a leading + when written', () => {
    expect(telHref('(217) 555-0142')).toBe('tel:2175550142');
    expect(telHref(' +44 20 7946 0958 ')).toBe('tel:+442079460958');
    expect(telHref('+1 (217) 555-0142')).toBe('tel:+12175550142');
  });
});

describe('storeDetailHref', () => {
  it('links the phone and the e-mail', () => {
    expect(storeDetailHref('phone', DEFAULT_STORE_DETAILS)).toBe('tel:2175550142');
    expect(storeDetailHref('contactEmail', DEFAULT_STORE_DETAILS)).toBe('mailto:support@doorstep.example');
  });
});
