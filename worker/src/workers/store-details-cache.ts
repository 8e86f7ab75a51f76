import type { StoreDetails } from '../../../domain/store-details.ts';
import type { VersionCheck } from './version-check.ts';

export interface CachedStoreDetails {
  details: StoreDetails;
  /** Short and stable for the same details: part of the pages' ETag. */
  version: string;
}

export interface StoreDetailsCache {
  get(): Promise<CachedStoreDetails>;
  /** The isolate's own save: used at once. */
  set(details: StoreDetails): void;
}

/**
 * The store details for the pages, kept per isolate and reloaded when the store-details counter
 * has moved (a save made through another isolate), as the menu is (versioned-menu-cache.ts).
 */
export function createStoreDetailsCache(load: () => Promise<StoreDetails>, versions: VersionCheck): StoreDetailsCache {
  let current: { value: CachedStoreDetails; loadedAt: string | undefined } | undefined;
  let loading: Promise<CachedStoreDetails> | undefined;
  const keep = (details: StoreDetails, loadedAt: string | undefined) => {
    const value = { details, version: versionOf(details) };
    current = { value, loadedAt };
    return value;
  };
  return {
    async get() {
      const { storeDetails } = await versions.current();
      if (current && current.loadedAt === storeDetails) return current.value;
      loading ??= load()
        .then((details) => keep(details, storeDetails))
        .finally(() => (loading = undefined));
      return loading;
    },
    set(details) {
      // The save bumped the counter; the next reading stamps these details after one reload.
      keep(details, undefined);
      versions.forget();
    },
  };
}

/** FNV-1a over the details' JSON, in base 36. */
function versionOf(details: StoreDetails): string {
  const text = JSON.stringify(details);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
