/** An address written back as its country's post writes it (./address-rules.ts): receipts, mails, the desk and Manage Orders. */
import {
  type AddressField,
  type AddressValues,
  type CountryAddressData,
  templateLines,
  TOKEN_OF_FIELD,
  tidyPostcode,
} from './address-rules.ts';

/** The address written as the country's post writes it, a line each, empty lines and the gaps of empty fields left out. */
export function addressLines(address: AddressValues, data: CountryAddressData): string[] {
  const lines: string[] = [];
  for (const pieces of templateLines(data.format)) {
    // Literal text between two fields stays only when both are written ('Roma, RM' but 'Roma').
    const values = pieces.map((piece) => (typeof piece === 'string' ? null : fieldText(address, piece.field, data)));
    let line = '';
    let previousFilled = false;
    let pending = '';
    let anyField = false;
    pieces.forEach((piece, index) => {
      if (typeof piece === 'string') {
        pending += piece;
        return;
      }
      const value = values[index]!;
      if (value) {
        const leading = !anyField && isPrefix(pieces, index);
        if (previousFilled || leading) line += pending;
        else if (line) line += ' ';
        line += value;
        previousFilled = true;
        anyField = true;
      } else {
        previousFilled = false;
      }
      pending = '';
    });
    if (previousFilled) line += pending;
    const tidy = line.replace(/\s+/g, ' ').trim();
    if (anyField && tidy) lines.push(tidy);
  }
  return lines;
}

/** Whether only literal text comes before this piece on its line ('〒' before a Japanese postcode). */
function isPrefix(pieces: readonly (string | { field: AddressField })[], index: number): boolean {
  return pieces.slice(0, index).every((piece) => typeof piece === 'string');
}

function fieldText(address: AddressValues, field: AddressField, data: CountryAddressData): string {
  if (!(field in TOKEN_OF_FIELD)) return '';
  const value = (address[field] ?? '').trim();
  return field === 'zipCode' && value ? tidyPostcode(value, data) : value;
}
