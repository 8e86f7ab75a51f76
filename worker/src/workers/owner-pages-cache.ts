import { hashText } from '../pages/page-policy.ts';
import type { SavedOwnerPages } from '../pages/fill-owner-page.ts';
import type { VersionCheck } from './version-check.ts';

export interface CachedOwnerPages {
  pages: SavedOwnerPages;
  /** Short and stable for the same pages: part of the pages' ETag. */
  version: string;
}

export interface OwnerPagesCache {
  get(): Promise<CachedOwnerPages>;
  /** After this isolate's own save: the next reading loads the pages anew. */
  forget(): void;
}

/**
 * The owner's saved pages, kept per isolate and reloaded when the pages' counter has moved (a save
 * made through another isolate), as the store details are (store-details-cache.ts).
 */
export function createOwnerPagesCache(load: () => Promise<SavedOwnerPages>, versions: VersionCheck): OwnerPagesCache {
  let current: { value: CachedOwnerPages; loadedAt: string | undefined } | undefined;
  let loading: Promise<CachedOwnerPages> | undefined;
  return {
    async get() {
      const { pages } = await versions.current();
      if (current && current.loadedAt === pages) return current.value;
      loading ??= load()
        .then((loaded) => {
          const value = { pages: loaded, version: versionOf(loaded) };
          current = { value, loadedAt: pages };
          return value;
        })
        .finally(() => (loading = undefined));
      return loading;
    },
    forget() {
      current = undefined;
      versions.forget();
    },
  };
}

function versionOf(pages: SavedOwnerPages): string {
  return hashText(JSON.stringify(pages));
}
