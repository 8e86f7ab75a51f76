/**
 * A product's barcode: a GTIN as printed under the bars (EAN-8, UPC-A's 12 digits, EAN-13 or
 * GTIN-14), whose last digit checks the others (GS1's mod-10: from the right, the digits before
 * the check digit weigh 3, 1, 3, 1…). A scanner types the digits; people add spaces or dashes.
 */

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The digits of a typed barcode: spaces and dashes dropped. */
export function barcodeDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The check digit the GS1 rule gives the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `digits` is a GTIN of a known length whose check digit is right. */
export function isValidGtin(digits: string): boolean {
  if (!/^\d+$/.test(digits) || !(GTIN_LENGTHS as readonly number[]).includes(digits.length)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
