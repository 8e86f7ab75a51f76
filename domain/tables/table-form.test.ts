import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, setDisplayCurrency } from '../money.ts';
import { fieldErrors } from '../validation.ts';
import { TABLE_MESSAGES, TableInput } from './table-form.ts';

const errorsOf = (value: unknown) => {
  const parsed = TableInput.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('a table as the owner writes it', () => {
  afterEach(() => setDisplayCurrency(DEFAULT_CURRENCY));

  it('trims the name and reads the seats typed as text, the location left to the server', () => {
    expect(TableInput.parse({ name: '  Table 7 ', seats: '4' })).toEqual({ name: 'Table 7', seats: 4 });
    expect(TableInput.parse({ name: 'Patio', seats: 12, locationId: '2' })).toEqual({ name: 'Patio', seats: 12, locationId: 2 });
  });

  it('reads the seats as the page’s locale writes numbers, as every number field does', () => {
    setDisplayCurrency({ code: 'EUR', locale: 'de-DE' });
    expect(TableInput.parse({ name: 'Tisch 1', seats: '6' }).seats).toBe(6);
    expect(errorsOf({ name: 'Tisch 1', seats: '6,5' })).toEqual({ seats: TABLE_MESSAGES.seats });
  });

  it('needs a name of 1 to 40 characters on one line', () => {
    expect(errorsOf({ name: '   ', seats: 2 })).toEqual({ name: TABLE_MESSAGES.nameRequired });
    expect(errorsOf({ seats: 2 })).toEqual({ name: TABLE_MESSAGES.nameRequired });
    expect(errorsOf({ name: 'x'.repeat(40), seats: 2 })).toEqual({});
    expect(errorsOf({ name: 'x'.repeat(41), seats: 2 })).toEqual({ name: TABLE_MESSAGES.nameTooLong });
    expect(errorsOf({ name: 'Table\t7', seats: 2 })).toEqual({ name: TABLE_MESSAGES.nameOneLine });
  });

  it('takes a whole number of seats from 1 to 50', () => {
    for (const seats of [1, 50, '50']) expect(errorsOf({ name: 'Bar', seats })).toEqual({});
    for (const seats of [0, 51, 2.5, -1, '', 'four', undefined])
      expect(errorsOf({ name: 'Bar', seats })).toEqual({ seats: TABLE_MESSAGES.seats });
  });

  it('names the table in the messages that need it', () => {
    expect(TABLE_MESSAGES.nameTaken('Table 7')).toBe('answers-tables.nameTaken{"name":"Table 7"}');
    expect(TABLE_MESSAGES.tabOpen('Table 7')).toBe('answers-tables.tabOpen{"name":"Table 7"}');
  });
});
