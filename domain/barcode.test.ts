import { describe, expect, it } from 'vitest';
import { barcodeDigits, gtinCheckDigit, isValidGtin } from './barcode.ts';

describe('barcodes', () => {
  it('accepts the GTINs printed on real packs, each length', () => {
    // EAN-13 of a jar, UPC-A of a can, EAN-8 of a small pack, and a GTIN-14 of a case.
    for (const code of ['4006381333931', '036000291452', '96385074', '10012345678902']) expect(isValidGtin(code), code).toBe(true);
  });

  it('refuses a wrong check digit, another length, or anything but digits', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('400638133393')).toBe(false);
    expect(isValidGtin('40063813339')).toBe(false);
    expect(isValidGtin('40063813339a1')).toBe(false);
    expect(isValidGtin('')).toBe(false);
  });

  it('computes the check digit from the right, weights 3 and 1', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
  });

  it('reads a barcode typed with spaces or dashes as its digits', () => {
    expect(barcodeDigits(' 4 006381-333931 ')).toBe('4006381333931');
  });
});
