import { DEFAULT_SHOP_LANGUAGES } from '../../../domain/i18n/shop-languages.ts';
import { DEFAULT_BRAND } from '../../../domain/brand.ts';
import { DEFAULT_CURRENCY } from '../../../domain/currency.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../../domain/fulfilment/settings.ts';
import { DEFAULT_STORE_DETAILS, type StoreDetails } from '../../../domain/store-details.ts';
import type { Versions } from '../versions/versions.ts';
import { createStoreDetailsCache } from './store-details-cache.ts';
import { createVersionCheck } from './version-check.ts';

describe('createStoreDetailsCache', () => {
  it('reloads after a save through another isolate, takes its own save at once, and versions them', async () => {
    let clock = 0;
    let stored: StoreDetails = { ...DEFAULT_STORE_DETAILS };
    let counters: Versions = { menu: '0', storeDetails: '0', pages: '0' };
    let loads = 0;
    const versions = createVersionCheck(
      async () => counters,
      2_000,
      () => clock,
    );
    const cache = createStoreDetailsCache(async () => {
      loads++;
      return {
        details: stored,
        brand: DEFAULT_BRAND,
        currency: DEFAULT_CURRENCY,
        fulfilment: DEFAULT_FULFILMENT_SETTINGS,
        guestCheckout: true,
        locationCount: 1,
        languages: DEFAULT_SHOP_LANGUAGES,
      };
    }, versions);

    const first = await cache.get();
    // Another isolate saves: the details and their counter change together.
    stored = { ...stored, phone: '+1 555 0100' };
    counters = { ...counters, storeDetails: '1' };
    clock = 1_999;
    expect(await cache.get()).toBe(first);
    clock = 2_000;
    const reloaded = await cache.get();
    expect(reloaded.details.phone).toBe('+1 555 0100');
    expect(reloaded.version).not.toBe(first.version);
    expect(loads).toBe(2);

    stored = { ...stored, storeName: 'Saved here' };
    counters = { ...counters, storeDetails: '2' };
    cache.set({
      details: stored,
      brand: DEFAULT_BRAND,
      currency: DEFAULT_CURRENCY,
      fulfilment: DEFAULT_FULFILMENT_SETTINGS,
      guestCheckout: true,
      locationCount: 1,
      languages: DEFAULT_SHOP_LANGUAGES,
    });
    expect((await cache.get()).details.storeName).toBe('Saved here');
    clock = 10_000;
    await cache.get();
    expect(loads, 'one reload to learn the counter of its own save, then none').toBe(3);

    cache.set({
      details: { ...DEFAULT_STORE_DETAILS },
      brand: DEFAULT_BRAND,
      currency: DEFAULT_CURRENCY,
      fulfilment: DEFAULT_FULFILMENT_SETTINGS,
      guestCheckout: true,
      locationCount: 1,
      languages: DEFAULT_SHOP_LANGUAGES,
    });
    stored = { ...DEFAULT_STORE_DETAILS };
    expect((await cache.get()).version).toBe(first.version);
  });
});
