import type { MenuCache, MenuSnapshot } from '../services/foods/menu-cache.ts';

/**
 * Bounds how stale an isolate's menu can be. Each Workers isolate keeps its own menu; a dish
 * saved through another isolate is not announced to this one, so a snapshot older than
 * `maxAgeMs` is reloaded on the next read (one reload at a time; readers meanwhile get the
 * fresh snapshot when it lands). The isolate's own writes still refresh it at once.
 */
export function boundMenuAge(cache: MenuCache, maxAgeMs: number, now: () => number = Date.now): MenuCache {
  let loadedAt = Number.NEGATIVE_INFINITY;
  let reloading: Promise<MenuSnapshot> | undefined;

  const stamp = (snapshot: MenuSnapshot) => {
    loadedAt = now();
    return snapshot;
  };
  const isFresh = () => now() - loadedAt < maxAgeMs;
  const refresh = () => cache.refresh().then(stamp);

  return {
    peek: () => (isFresh() ? cache.peek() : undefined),
    get() {
      if (isFresh() && cache.peek()) return cache.get();
      reloading ??= refresh().finally(() => (reloading = undefined));
      return reloading;
    },
    refresh,
  };
}
