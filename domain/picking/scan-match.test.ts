import { describe, expect, it } from 'vitest';
import { matchScan, type ScannableLine } from './scan-match.ts';

const TOMATOES_LABEL = '2123456000009';
const MILK = '5012345678900';
const JASMINE = '4006381333931';
const lines: ScannableLine[] = [
  { index: 0, product: { barcode: TOMATOES_LABEL, soldBy: 'weight' }, suggestions: [] },
  { index: 1, product: { barcode: '0036000291452', soldBy: 'unit' }, suggestions: [{ productId: 'jasmine', barcode: JASMINE }] },
  { index: 2, product: { barcode: MILK, soldBy: 'unit' }, suggestions: [] },
  { index: 3, product: null, suggestions: [] },
];

describe('what a scanned code ticks', () => {
  it('ticks the line of the product scanned, a UPC-A and its EAN-13 being one code', () => {
    expect(matchScan(MILK, lines)).toEqual({ kind: 'line', index: 2 });
    expect(matchScan('036000291452', lines)).toEqual({ kind: 'line', index: 1 });
    expect(matchScan(' 5012-3456 78900 ', lines)).toEqual({ kind: 'line', index: 2 });
  });

  it('reads the weight a scale printed on its label for a weighed line', () => {
    expect(matchScan('2123456014204', lines)).toEqual({ kind: 'weighed', index: 0, quantity: 1.42 });
  });

  it('offers a replacement the line allows', () => {
    expect(matchScan(JASMINE, lines)).toEqual({ kind: 'replacement', index: 1, productId: 'jasmine' });
  });

  it('says a misread from a code of no product of the order', () => {
    expect(matchScan('5012345678901', lines)).toEqual({ kind: 'invalid' });
    expect(matchScan('hello', lines)).toEqual({ kind: 'invalid' });
    expect(matchScan('96385074', lines)).toEqual({ kind: 'unknown' });
  });
});
