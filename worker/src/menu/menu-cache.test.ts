import { describe, expect, it } from 'vitest';
import { aFood } from '../../../tests/factories/food.ts';
import type { Food } from '../../../domain/food.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { createMenuCache } from './menu-cache.ts';

function dish(id: string, price = 9.99): Food {
  return aFood({ id, category: 'pizza', categoryId: 'pizza', price, image: `/images/dishes/${id}.svg` });
}

describe('menu cache', () => {
  it('loads once and serves the same precomputed JSON and ETag', async () => {
    let loads = 0;
    const cache = createMenuCache(async () => {
      loads++;
      return [dish('a'), dish('b')];
    });
    expect(cache.peek()).toBeUndefined();
    const [first, second] = await Promise.all([cache.get(), cache.get()]);
    expect(loads).toBe(1);
    expect(first).toBe(second);
    expect(cache.peek()).toBe(first);
    expect(JSON.parse(first.list.json)).toEqual([dish('a'), dish('b')]);
    expect(first.list.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(JSON.parse(first.byId.get('b')!.json)).toEqual(dish('b'));
  });

  it('changes the ETag when the menu changes and keeps it when it does not', async () => {
    let menu = [dish('a')];
    const cache = createMenuCache(async () => menu);
    const before = (await cache.get()).list.etag;
    expect((await cache.refresh()).list.etag).toBe(before);
    menu = [dish('a', 10.5)];
    const after = await cache.refresh();
    expect(after.list.etag).not.toBe(before);
    expect(cache.peek()).toBe(after);
  });

  it('runs refreshes in order so the last one wins', async () => {
    let version = 0;
    const cache = createMenuCache(async () => {
      const mine = ++version;
      await new Promise((resolve) => setTimeout(resolve, mine === 1 ? 20 : 0));
      return [dish(`v${mine}`)];
    });
    await Promise.all([cache.refresh(), cache.refresh()]);
    expect(cache.peek()!.foods[0]!.id).toBe('v2');
  });

  it('retries a failed first load on the next request', async () => {
    let fail = true;
    const cache = createMenuCache(async () => {
      if (fail) throw new Error('database down');
      return [dish('a')];
    });
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get()).foods).toHaveLength(1);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['W/"abc", "z"', true],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe('menu cache compression', () => {
  it('keeps a gzipped copy with its own ETag when asked', async () => {
    const { gunzipSync } = await import('node:zlib');
    const menu = Array.from({ length: 20 }, (_, index) => dish(`dish-${index}`));
    const snapshot = await createMenuCache(async () => menu, { compress: true }).get();
    expect(snapshot.list.gzip!.etag).toBe(snapshot.list.etag.replace(/"$/, '-gzip"'));
    expect(gunzipSync(snapshot.list.gzip!.bytes).toString()).toBe(snapshot.list.json);
    expect(snapshot.list.gzip!.bytes.length).toBeLessThan(snapshot.list.bytes.length);
    // A single small dish is not worth compressing.
    expect(snapshot.byId.get('dish-0')!.gzip).toBeUndefined();
    expect((await createMenuCache(async () => menu).get()).list.gzip).toBeUndefined();
  });
});
