import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS, telHref } from '../../../../domain/store-details.ts';
import { SHOP } from './shop.ts';

describe('SHOP', () => {
  it('is the default store details the database starts with', () => {
    expect(SHOP).toEqual({
      name: DEFAULT_STORE_DETAILS.storeName,
      supportEmail: DEFAULT_STORE_DETAILS.contactEmail,
      phoneDisplay: DEFAULT_STORE_DETAILS.phone,
      phoneHref: telHref(DEFAULT_STORE_DETAILS.phone),
      street: DEFAULT_STORE_DETAILS.street,
      locality: DEFAULT_STORE_DETAILS.locality,
      country: DEFAULT_STORE_DETAILS.country,
      hours: DEFAULT_STORE_DETAILS.openingHours,
    });
  });
});
