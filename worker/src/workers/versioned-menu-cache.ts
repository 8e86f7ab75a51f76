import type { MenuCache, MenuSnapshot } from '../menu/menu-cache.ts';
import type { VersionCheck } from './version-check.ts';

/**
 * An isolate's menu that follows dish changes made through other isolates: when the menu's
 * counter has moved since the snapshot was loaded, the next read reloads it (one reload at a
 * time). The counter is read before the menu, so a snapshot is never older than its stamp.
 */
export function followMenuVersion(cache: MenuCache, versions: VersionCheck): MenuCache {
  let loadedAt: string | undefined;
  let reloading: Promise<MenuSnapshot> | undefined;

  const reload = (version: string) =>
    cache.refresh().then((snapshot) => {
      loadedAt = version;
      return snapshot;
    });

  return {
    peek: () => (versions.recent()?.menu === loadedAt ? cache.peek() : undefined),
    async get() {
      const snapshot = cache.peek();
      let menu: string;
      try {
        ({ menu } = await versions.current());
      } catch (error) {
        // The database is out of reach: the menu this isolate has beats an error page.
        if (snapshot) return snapshot;
        throw error;
      }
      if (snapshot && menu === loadedAt) return snapshot;
      reloading ??= reload(menu).finally(() => (reloading = undefined));
      return reloading;
    },
    // This isolate's own write bumped the counter: read it anew so the stamp matches.
    async refresh() {
      versions.forget();
      return reload((await versions.current()).menu);
    },
  };
}
