import { barcodeDigits, isValidGtin } from '../barcode.ts';

/**
 * What a code typed by a barcode scanner on the Picking screen points at (docs/product/picking.md,
 * "The Picking screen"). Scanners type the digits and Enter; a UPC-A (12 digits) and the EAN-13 of
 * the same product (a 0 in front) are one code, so codes are compared as GTIN-14.
 *
 * A **scale's label** is a restricted-circulation EAN-13 (GS1: first digit 2) a shop's scale prints
 * on what it weighs: its first seven digits name the product, the next five carry the weight in
 * thousandths of the product's unit (grams for a product sold per kg), the last checks them. Such
 * a product's barcode is kept as its label with a weight of 0 (2 + item + 00000 + check digit), so
 * a label matches the weighed line whose barcode shares its first seven digits.
 */

export interface ScannableLine {
  index: number;
  /** The line's product as sold now; null when it is gone. */
  product: { barcode: string | null; soldBy: 'unit' | 'weight' } | null;
  suggestions: readonly { productId: string; barcode: string | null }[];
}

export type ScanMatch =
  /** The line's own product: one more of it found. */
  | { kind: 'line'; index: number }
  /** A scale's label of a weighed line's product, with the weight it printed (in the product's unit). */
  | { kind: 'weighed'; index: number; quantity: number }
  /** A product the line may be replaced by. */
  | { kind: 'replacement'; index: number; productId: string }
  | { kind: 'unknown' }
  /** Not a barcode: wrong length or check digit (a misread). */
  | { kind: 'invalid' };

const asGtin14 = (digits: string) => digits.padStart(14, '0');

/** The item part of a scale's label, or null when `digits` is not one. */
function scaleLabelItem(digits: string): string | null {
  return digits.length === 13 && digits.startsWith('2') ? digits.slice(0, 7) : null;
}

/** Which line a scanned code ticks: its own product first, then a scale's label, then a replacement. */
export function matchScan(typed: string, lines: readonly ScannableLine[]): ScanMatch {
  const digits = barcodeDigits(typed);
  if (!isValidGtin(digits)) return { kind: 'invalid' };
  const code = asGtin14(digits);
  const own = lines.find((line) => line.product?.barcode && asGtin14(line.product.barcode) === code);
  if (own) return { kind: 'line', index: own.index };
  const item = scaleLabelItem(digits);
  if (item !== null) {
    const weighed = lines.find(
      (line) => line.product?.soldBy === 'weight' && line.product.barcode && scaleLabelItem(line.product.barcode) === item,
    );
    if (weighed) return { kind: 'weighed', index: weighed.index, quantity: Number(digits.slice(7, 12)) / 1000 };
  }
  for (const line of lines) {
    const offered = line.suggestions.find((suggestion) => suggestion.barcode && asGtin14(suggestion.barcode) === code);
    if (offered) return { kind: 'replacement', index: line.index, productId: offered.productId };
  }
  return { kind: 'unknown' };
}
