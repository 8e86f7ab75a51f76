import { describe, expect, it } from 'vitest';
import type { SavedOwnerPages } from '../pages/fill-owner-page.ts';
import type { Versions } from '../versions/versions.ts';
import { createOwnerPagesCache } from './owner-pages-cache.ts';
import { createVersionCheck } from './version-check.ts';

describe('createOwnerPagesCache', () => {
  it("reloads after a save through another isolate, and at once after the isolate's own", async () => {
    let clock = 0;
    let stored: SavedOwnerPages = {};
    let counters: Versions = { menu: '0', storeDetails: '0', pages: '0' };
    let loads = 0;
    const versions = createVersionCheck(
      async () => counters,
      2_000,
      () => clock,
    );
    const cache = createOwnerPagesCache(async () => {
      loads++;
      return stored;
    }, versions);

    const first = await cache.get();
    expect(first.pages).toEqual({});
    // Another isolate saves: the page and its counter change together.
    stored = { about: { title: 'Ours', html: '<p>Ours</p>\n', updatedAt: new Date(0) } };
    counters = { ...counters, pages: '1' };
    clock = 1_999;
    expect(await cache.get()).toBe(first);
    clock = 2_000;
    const reloaded = await cache.get();
    expect(reloaded.pages.about?.title).toBe('Ours');
    expect(reloaded.version).not.toBe(first.version);
    expect(loads).toBe(2);

    // This isolate saves: read anew on the next request, without waiting for the interval.
    stored = { about: { title: 'Mine', html: '<p>Mine</p>\n', updatedAt: new Date(1) } };
    counters = { ...counters, pages: '2' };
    cache.forget();
    expect((await cache.get()).pages.about?.title).toBe('Mine');
    expect(loads).toBe(3);
  });
});
