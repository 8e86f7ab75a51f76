import { describe, expect, it } from 'vitest';
import { readLibraryData } from '../scripts/address-data.ts';
import { ADDRESS_DATA } from './address-data.ts';
import { addressFieldsFor, addressFormatOf, formatAddress } from './address-format.ts';
import { checkAddress } from './address-check.ts';

const fields = (country: string) => addressFieldsFor(country).map(({ field, kind, required }) => [field, kind, required]);
const check = (country: string, address: Partial<{ street: string; city: string; state: string; zipCode: string }>) =>
  checkAddress({ street: '', city: '', state: '', zipCode: '', ...address }, addressFormatOf(country), country);

describe('the fields a country’s addresses have', () => {
  it('Italy: street, CAP, city and province, all needed', () => {
    expect(fields('IT')).toEqual([
      ['street', 'street', true],
      ['zipCode', 'cap', true],
      ['city', 'city', true],
      ['state', 'province', true],
    ]);
    const province = addressFieldsFor('IT').find((field) => field.field === 'state');
    expect(province?.regions).toContainEqual(['RM', 'Roma']);
  });

  it('Britain: a post town and a postcode, no region', () => {
    expect(fields('GB')).toEqual([
      ['street', 'street', true],
      ['city', 'post_town', true],
      ['zipCode', 'postcode', true],
    ]);
  });

  it('the United States, India, Australia and Canada: a state or province and their own postcode', () => {
    expect(fields('US')).toEqual([
      ['street', 'street', true],
      ['city', 'city', true],
      ['state', 'state', true],
      ['zipCode', 'zip', true],
    ]);
    expect(fields('IN')).toEqual([
      ['street', 'street', true],
      ['city', 'city', true],
      ['zipCode', 'pin', true],
      ['state', 'state', true],
    ]);
    expect(fields('AU').map(([field, kind]) => `${field}:${kind}`)).toEqual([
      'street:street',
      'city:suburb',
      'state:state',
      'zipCode:postcode',
    ]);
    expect(fields('CA').map(([field, kind]) => `${field}:${kind}`)).toEqual([
      'street:street',
      'city:city',
      'state:province',
      'zipCode:postal',
    ]);
  });

  it('Germany, France and Spain: postcode before the town', () => {
    expect(fields('DE').map(([field]) => field)).toEqual(['street', 'zipCode', 'city']);
    expect(fields('FR').map(([field]) => field)).toEqual(['street', 'zipCode', 'city']);
    expect(fields('ES').map(([field]) => field)).toEqual(['street', 'zipCode', 'city', 'state']);
  });

  it('the Emirates: no postcode and no town, an emirate', () => {
    expect(fields('AE')).toEqual([
      ['street', 'street', true],
      ['state', 'emirate', true],
    ]);
  });

  it('Ireland: an Eircode that may be left out', () => {
    expect(fields('IE').find(([field]) => field === 'zipCode')).toEqual(['zipCode', 'eircode', false]);
  });

  it('knows every country of the library, and an unknown code reads as the default country', () => {
    expect(Object.keys(ADDRESS_DATA).length).toBeGreaterThan(240);
    expect(addressFieldsFor('XX')).toEqual(addressFieldsFor('US'));
    expect(addressFieldsFor('it')).toEqual(addressFieldsFor('IT'));
  });

  it('is the library’s data as it ships it (node scripts/address-data.ts writes it again after an upgrade)', () => {
    expect(ADDRESS_DATA).toEqual(readLibraryData());
  });
});

describe('checking an address by its country', () => {
  it('Italy: a CAP has five digits, the province is its sigla (its name will do)', () => {
    expect(check('IT', { street: 'Via del Corso 12', zipCode: '1234', city: 'Roma', state: 'RM' }).problem).toMatchObject({
      field: 'zipCode',
      key: 'address.postcodeInvalid',
      example: '00144',
    });
    const good = check('IT', { street: 'Via del Corso 12', zipCode: ' 00186 ', city: 'Roma', state: 'roma' });
    expect(good.problem).toBeNull();
    expect(good.address).toEqual({ street: 'Via del Corso 12', zipCode: '00186', city: 'Roma', state: 'RM' });
    expect(check('IT', { street: 'Via del Corso 12', zipCode: '00186', city: 'Roma', state: 'Narnia' }).problem?.key).toBe(
      'address.regionUnknown',
    );
  });

  it('names the first missing field in the order it is written', () => {
    expect(check('IT', { street: 'Via del Corso 12', city: 'Roma' }).problem).toMatchObject({
      field: 'zipCode',
      key: 'address.fieldRequired',
      label: { kind: 'cap' },
    });
  });

  it('Britain: a real postcode’s shape, written in capitals; a state sent is not kept', () => {
    expect(check('GB', { street: '10 Downing Street', city: 'London', zipCode: 'SW1A 2AA' }).problem).toBeNull();
    expect(check('GB', { street: '10 Downing Street', city: 'London', zipCode: '12345' }).problem?.key).toBe('address.postcodeInvalid');
    const kept = check('GB', { street: '10 Downing Street', city: 'London', zipCode: 'sw1a 2aa', state: 'Greater London' });
    expect(kept.address).toEqual({ street: '10 Downing Street', city: 'London', state: '', zipCode: 'SW1A 2AA' });
  });

  it('India: a PIN of six digits and a state', () => {
    expect(check('IN', { street: '1 MG Road', city: 'Mumbai', zipCode: '400001', state: 'Maharashtra' }).problem).toBeNull();
    expect(check('IN', { street: '1 MG Road', city: 'Mumbai', zipCode: '40001', state: 'Maharashtra' }).problem?.field).toBe('zipCode');
  });

  it('the United States: a ZIP of five or nine digits, a state by its code or name', () => {
    const address = { street: '1 Main St', city: 'Springfield', state: 'Illinois' };
    expect(check('US', { ...address, zipCode: '62701' }).address.state).toBe('IL');
    expect(check('US', { ...address, zipCode: '62701-1234' }).problem).toBeNull();
    expect(check('US', { ...address, zipCode: '6270' }).problem?.key).toBe('address.postcodeInvalid');
  });

  it('Germany, France, Spain, Canada and Australia: their postcodes', () => {
    expect(check('DE', { street: 'Unter den Linden 1', zipCode: '10117', city: 'Berlin' }).problem).toBeNull();
    expect(check('DE', { street: 'Unter den Linden 1', zipCode: '1011', city: 'Berlin' }).problem?.field).toBe('zipCode');
    expect(check('FR', { street: '1 rue de Rivoli', zipCode: '75001', city: 'Paris' }).problem).toBeNull();
    expect(check('ES', { street: 'Calle Mayor 1', zipCode: '28013', city: 'Madrid', state: 'Madrid' }).problem).toBeNull();
    expect(check('CA', { street: '1 Rue', city: 'Montréal', state: 'QC', zipCode: 'h3z 2y7' }).address.zipCode).toBe('H3Z 2Y7');
    expect(check('AU', { street: '1 George St', city: 'Sydney', state: 'NSW', zipCode: '20000' }).problem?.field).toBe('zipCode');
  });

  it('the Emirates: no postcode asked, an emirate by its name', () => {
    const checked = check('AE', { street: 'Sheikh Zayed Road 1', state: 'dubai', zipCode: '12345', city: 'Dubai' });
    expect(checked.problem).toBeNull();
    expect(checked.address).toEqual({ street: 'Sheikh Zayed Road 1', city: '', state: 'Dubai', zipCode: '' });
  });
});

describe('writing an address the country’s way', () => {
  it('Italy: the CAP before the town, the province after it', () => {
    expect(formatAddress({ street: 'Via del Corso 12', city: 'Roma', state: 'RM', zipCode: '00186' }, 'IT')).toEqual([
      'Via del Corso 12',
      '00186 Roma RM',
    ]);
  });

  it('the United States: town, state and ZIP on one line', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }, 'US')).toEqual([
      '1 Main St',
      'Springfield, IL 62701',
    ]);
  });

  it('Britain and India: a line each where their post wants it', () => {
    expect(formatAddress({ street: '10 Downing Street', city: 'London', state: '', zipCode: 'sw1a 2aa' }, 'GB')).toEqual([
      '10 Downing Street',
      'London',
      'SW1A 2AA',
    ]);
    expect(formatAddress({ street: '1 MG Road', city: 'Mumbai', state: 'Maharashtra', zipCode: '400001' }, 'IN')).toEqual([
      '1 MG Road',
      'Mumbai 400001',
      'Maharashtra',
    ]);
  });

  it('Germany, France, Canada, Australia and the Emirates', () => {
    expect(formatAddress({ street: 'Unter den Linden 1', city: 'Berlin', state: '', zipCode: '10117' }, 'DE')).toEqual([
      'Unter den Linden 1',
      '10117 Berlin',
    ]);
    expect(formatAddress({ street: '1 rue de Rivoli', city: 'Paris', state: '', zipCode: '75001' }, 'FR')).toEqual([
      '1 rue de Rivoli',
      '75001 Paris',
    ]);
    expect(formatAddress({ street: '1 Rue', city: 'Montréal', state: 'QC', zipCode: 'H3Z 2Y7' }, 'CA')).toEqual([
      '1 Rue',
      'Montréal QC H3Z 2Y7',
    ]);
    expect(formatAddress({ street: '1 George St', city: 'Sydney', state: 'NSW', zipCode: '2000' }, 'AU')).toEqual([
      '1 George St',
      'Sydney NSW 2000',
    ]);
    expect(formatAddress({ street: 'Sheikh Zayed Road 1', city: '', state: 'Dubai', zipCode: '' }, 'AE')).toEqual([
      'Sheikh Zayed Road 1',
      'Dubai',
    ]);
  });

  it('leaves out an empty part and the punctuation that went with it', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Springfield', state: '', zipCode: '62701' }, 'US')).toEqual([
      '1 Main St',
      'Springfield 62701',
    ]);
    expect(formatAddress({ street: '1 Main St', city: '', state: 'IL', zipCode: '62701' }, 'US')).toEqual(['1 Main St', 'IL 62701']);
    expect(formatAddress({ street: '', city: '', state: '', zipCode: '' }, 'US')).toEqual([]);
  });
});
