import { describe, expect, it } from 'vitest';
import type { Food } from '../../../domain/food.ts';
import { createMenuCache } from '../services/foods/menu-cache.ts';
import { boundMenuAge } from './bounded-menu-cache.ts';

describe('boundMenuAge', () => {
  it('reloads a snapshot older than the bound, and not before', async () => {
    let clock = 0;
    let loads = 0;
    const cache = boundMenuAge(
      createMenuCache(async () => {
        loads += 1;
        return [] as Food[];
      }),
      30_000,
      () => clock,
    );
    await cache.get();
    expect(cache.peek()).toBeDefined();
    clock = 29_999;
    await cache.get();
    expect(loads).toBe(1);
    clock = 30_000;
    expect(cache.peek()).toBeUndefined();
    await Promise.all([cache.get(), cache.get()]);
    expect(loads).toBe(2);
    expect(cache.peek()).toBeDefined();
  });

  it('counts an own write’s refresh as fresh', async () => {
    let clock = 0;
    let loads = 0;
    const cache = boundMenuAge(createMenuCache(async () => (loads++, [] as Food[])), 1_000, () => clock);
    await cache.get();
    clock = 900;
    await cache.refresh();
    clock = 1_500;
    await cache.get();
    expect(loads).toBe(2);
  });
});
