import type { StoreDetails } from '../../../domain/store-details.ts';

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
 * The store details for the pages, kept per isolate for `maxAgeMs` (a save made through another
 * isolate shows here within that time; one made through this isolate shows at once).
 */
export function createStoreDetailsCache(load: () => Promise<StoreDetails>, maxAgeMs: number, now: () => number = Date.now): StoreDetailsCache {
  let current: { value: CachedStoreDetails; at: number } | undefined;
  let loading: Promise<CachedStoreDetails> | undefined;
  const keep = (details: StoreDetails) => {
    const value = { details, version: versionOf(details) };
    current = { value, at: now() };
    return value;
  };
  return {
    get() {
      if (current && now() - current.at < maxAgeMs) return Promise.resolve(current.value);
      loading ??= load()
        .then(keep)
        .finally(() => (loading = undefined));
      return loading;
    },
    set: (details) => void keep(details),
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
