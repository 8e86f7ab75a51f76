import { describe, expect, it } from 'vitest';
import type { Food } from '../../../domain/food.ts';
import { createMenuCache } from '../menu/menu-cache.ts';
import type { Versions } from '../versions/versions.ts';
import { createVersionCheck } from './version-check.ts';
import { followMenuVersion } from './versioned-menu-cache.ts';

/** An isolate's menu over a "database" the test changes, with a clock it moves. */
function isolate() {
  const shared = {
    versions: { menu: '0', storeDetails: '0', pages: '0' } as Versions,
    foods: [] as Food[],
    versionReads: 0,
    menuLoads: 0,
    down: false,
  };
  let clock = 0;
  const versions = createVersionCheck(
    async () => {
      if (shared.down) throw new Error('database unreachable');
      shared.versionReads++;
      return { ...shared.versions };
    },
    2_000,
    () => clock,
  );
  const cache = followMenuVersion(
    createMenuCache(async () => {
      shared.menuLoads++;
      return shared.foods;
    }),
    versions,
  );
  return { shared, cache, advance: (ms: number) => (clock += ms) };
}

const dish = (id: string) => ({ _id: id, name: id }) as unknown as Food;

describe('followMenuVersion', () => {
  it('reloads once another isolate has changed a dish, and reads the counter at most every 2 s', async () => {
    const { shared, cache, advance } = isolate();
    await cache.get();
    expect(cache.peek()).toBeDefined();

    // Another isolate saves a dish: the counter moves with it.
    shared.foods = [dish('new-dish')];
    shared.versions = { ...shared.versions, menu: '1' };
    advance(1_999);
    expect(cache.peek()?.foods).toEqual([]);
    expect(shared.versionReads).toBe(1);

    advance(1);
    expect(cache.peek(), 'a check is due: the fast path steps aside').toBeUndefined();
    const [first, second] = await Promise.all([cache.get(), cache.get()]);
    expect(first.foods).toEqual([dish('new-dish')]);
    expect(second).toBe(first);
    expect(shared.menuLoads).toBe(2);
    expect(shared.versionReads).toBe(2);

    // Nothing changed since: a new reading, no reload.
    advance(2_000);
    await cache.get();
    expect(shared.menuLoads).toBe(2);
    expect(cache.peek()).toBe(first);
  });

  it('takes its own write at once, stamped with the counter that write set', async () => {
    const { shared, cache, advance } = isolate();
    await cache.get();
    shared.foods = [dish('saved-here')];
    shared.versions = { ...shared.versions, menu: '1' };
    expect((await cache.refresh()).foods).toEqual([dish('saved-here')]);
    advance(2_000);
    await cache.get();
    expect(shared.menuLoads, 'no second reload for the same change').toBe(2);
  });

  it('answers with the menu it has while the counter cannot be read, and reads it again next time', async () => {
    const { shared, cache, advance } = isolate();
    const loaded = await cache.get();
    shared.down = true;
    advance(2_000);
    expect(await cache.get()).toBe(loaded);
    shared.down = false;
    shared.foods = [dish('after-the-outage')];
    shared.versions = { ...shared.versions, menu: '1' };
    expect((await cache.get()).foods).toEqual([dish('after-the-outage')]);
  });
});
