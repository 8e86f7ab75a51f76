import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  cacheControlFor,
  filledPageTag,
  isDishPath,
  privateShellOf,
} from './page-policy.ts';

describe('page policy', () => {
  it('caches hashed build files for good, asks again for pages and the service worker', () => {
    expect(cacheControlFor('/_astro/index.Ab12.js', false)).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/menu/index.html', true)).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor('/sw.js', false)).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor('/images/dishes/veg-thali.svg', false)).toBe(CACHE_SHORT);
  });

  it('answers every single-segment dish address with the dish page', () => {
    expect(isDishPath('/dish/new-soup')).toBe(true);
    expect(isDishPath('/dish/new-soup/')).toBe(true);
    expect(isDishPath('/dish')).toBe(false);
    expect(isDishPath('/dish/a/b')).toBe(false);
  });

  it('answers every single-segment tracking link and table code with its page', () => {
    expect(privateShellOf('/track/Ab_12-xyz')?.page).toBe('/track/index.html');
    expect(privateShellOf('/track/Ab_12-xyz/')?.page).toBe('/track/index.html');
    expect(privateShellOf('/table/Qr_7-abc')?.page).toBe('/table/index.html');
    expect(privateShellOf('/track')).toBeUndefined();
    expect(privateShellOf('/track/a/b')).toBeUndefined();
    expect(privateShellOf('/tracking/a')).toBeUndefined();
    expect(privateShellOf('/tables/a')).toBeUndefined();
  });

  it('tags a filled page by the built file and what was written into it', () => {
    const tag = filledPageTag('"built"', 'details1', '"menu1"');
    expect(tag).toBe('W/"built-details1-menu1"');
    expect(filledPageTag('"built"', 'details1', '"menu2"')).not.toBe(tag);
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
  });
});
