import { hashText } from '../pages/page-policy.ts';
import type { PageSettings } from '../pages/page-settings.ts';
import type { VersionCheck } from './version-check.ts';

export interface CachedStoreDetails extends PageSettings {
  /** Short and stable for the same details: part of the pages' ETag. */
  version: string;
}

export interface StoreDetailsCache {
  get(): Promise<CachedStoreDetails>;
  /** The isolate's own save: used at once. */
  set(settings: PageSettings): void;
}

/**
 * The store details for the pages, kept per isolate and reloaded when the store-details counter
 * has moved (a save made through another isolate), as the menu is (versioned-menu-cache.ts).
 */
export function createStoreDetailsCache(load: () => Promise<PageSettings>, versions: VersionCheck): StoreDetailsCache {
  let current: { value: CachedStoreDetails; loadedAt: string | undefined } | undefined;
  let loading: Promise<CachedStoreDetails> | undefined;
  const keep = (settings: PageSettings, loadedAt: string | undefined) => {
    const value = { ...settings, version: versionOf(settings) };
    current = { value, loadedAt };
    return value;
  };
  return {
    async get() {
      const { storeDetails } = await versions.current();
      if (current && current.loadedAt === storeDetails) return current.value;
      loading ??= load()
        .then((settings) => keep(settings, storeDetails))
        .finally(() => (loading = undefined));
      return loading;
    },
    set(settings) {
      // The save bumped the counter; the next reading stamps these settings after one reload.
      keep(settings, undefined);
      versions.forget();
    },
  };
}

/** Short and stable for the same settings: part of the pages' ETag. */
function versionOf(settings: PageSettings): string {
  return hashText(JSON.stringify(settings));
}
