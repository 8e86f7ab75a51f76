import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS, type StoreDetails } from '../../../domain/store-details.ts';
import { createStoreDetailsCache } from './store-details-cache.ts';

describe('createStoreDetailsCache', () => {
  it('keeps the details for the given time, takes its own save at once, and versions them', async () => {
    let clock = 0;
    let stored: StoreDetails = { ...DEFAULT_STORE_DETAILS };
    let loads = 0;
    const cache = createStoreDetailsCache(async () => (loads++, stored), 60_000, () => clock);

    const first = await cache.get();
    stored = { ...stored, phone: '+1 555 0100' };
    clock = 59_999;
    expect(await cache.get()).toBe(first);
    clock = 60_000;
    const reloaded = await cache.get();
    expect(reloaded.details.phone).toBe('+1 555 0100');
    expect(reloaded.version).not.toBe(first.version);
    expect(loads).toBe(2);

    cache.set({ ...stored, storeName: 'Saved here' });
    expect((await cache.get()).details.storeName).toBe('Saved here');
    cache.set({ ...DEFAULT_STORE_DETAILS });
    expect((await cache.get()).version).toBe(first.version);
  });
});
