import { storefrontOrder } from '../../../domain/storefront-order.ts';
import { forCustomers } from '../../../domain/stock.ts';
import type { Food } from '../../../domain/food.ts';
import type { CategoryWithCount } from '../../../domain/categories.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { localizeMenu, translationsField } from '../../../domain/menu-translations.ts';
import { searchIndexEntry } from '../../../domain/search-document.ts';

/** One ready-to-send JSON answer (text and its UTF-8 bytes, encoded once) and its strong ETag. */
export interface CachedJson {
  json: string;
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The same bytes gzipped, with their own ETag, when the cache was asked to compress. */
  gzip?: { bytes: Uint8Array<ArrayBuffer>; etag: string };
}

export interface MenuCacheOptions {
  /**
   * Keep a gzipped copy of each answer. The Node entry turns this on; on Workers the platform
   * compresses responses itself, so it stays off there.
   */
  compress?: boolean;
  /** The categories, read with the dishes (none in tests that only need dishes). */
  loadCategories?: () => Promise<CategoryWithCount[]>;
}

/**
 * The JSON answers (`list`, `byId`) are as customers are answered (domain/stock.ts, forCustomers: a
 * dish whose tracked stock has run out is not available); the dishes as objects and `all` (the
 * admin's list) keep the owner's on-sale switch as set.
 */
export interface MenuSnapshot {
  /** What the storefront shows: dishes of shown categories, in the owner's order of categories. */
  foods: readonly Food[];
  /** Every dish, hidden categories' too, as the admin manages them. */
  everyDish: readonly Food[];
  /** `foods` as GET /api/foods sends it. */
  list: CachedJson;
  /** Every dish, hidden categories' too (GET /api/foods?include=hidden, the admin's list). */
  all: CachedJson;
  byId: ReadonlyMap<string, CachedJson>;
  categories: readonly CategoryWithCount[];
  categoriesJson: CachedJson;
  /**
   * The menu in `language`, falling back to `defaultLanguage` text by text: made on first ask and
   * kept with this snapshot, so a write (a new snapshot) renews every language at once.
   */
  inLanguage(language: Language, defaultLanguage: Language): Promise<LocalizedMenu>;
}

/** The menu's answers in one language; each ETag covers the language too (`lang` is in the JSON). */
export interface LocalizedMenu {
  language: Language;
  /** The storefront's dishes in the language. */
  foods: readonly Food[];
  categories: readonly CategoryWithCount[];
  /** Every dish in the language by id, hidden categories' too, with the owner's on-sale switch as set. */
  dishById: ReadonlyMap<string, Food>;
  /** GET /api/foods: texts in the language, `lang` on each dish. */
  list: CachedJson;
  /** GET /api/foods?include=hidden: every dish in the language, with its translations for the admin to edit. */
  all: CachedJson;
  byId: ReadonlyMap<string, CachedJson>;
  /** GET /api/categories: in the language, with their translations for the admin to edit. */
  categoriesJson: CachedJson;
  /**
   * GET /api/foods/search-index: what the search reads of each storefront dish. Made on first ask
   * and kept: only a catalogue too large for its pages to carry it whole is searched from it.
   */
  searchIndex(): Promise<CachedJson>;
}

/**
 * The menu, held in memory: GET /api/foods and /api/foods/:id answer from here rather than the
 * database. Loaded on first use (once per process, or per isolate on Workers); every write to
 * dishes calls `refresh()` after it commits. On Node, writes made by other processes on the
 * same file reach it within ~250 ms through node/follow-other-processes.ts (docs/decisions/008).
 */
export interface MenuCache {
  /** The current snapshot if one is loaded (the fast path). */
  peek(): MenuSnapshot | undefined;
  /** The current snapshot, loading it first if needed. */
  get(): Promise<MenuSnapshot>;
  /** Reloads from the database. Calls run one after another, so the last one sees every write. */
  refresh(): Promise<MenuSnapshot>;
}

export function createMenuCache(load: () => Promise<Food[]>, options: MenuCacheOptions = {}): MenuCache {
  let current: MenuSnapshot | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let firstLoad: Promise<MenuSnapshot> | undefined;

  function refresh(): Promise<MenuSnapshot> {
    const next = queue
      .catch(() => undefined)
      .then(async () => {
        const [foods, categories] = await Promise.all([load(), options.loadCategories?.() ?? []]);
        current = await buildSnapshot(foods, options, categories);
        return current;
      });
    queue = next;
    return next;
  }

  return {
    peek: () => current,
    get() {
      if (current) return Promise.resolve(current);
      // A failed first load is retried by the next request instead of being cached.
      firstLoad ??= refresh().finally(() => (firstLoad = undefined));
      return firstLoad;
    },
    refresh,
  };
}

export async function buildSnapshot(
  everyDish: readonly Food[],
  options: MenuCacheOptions = {},
  categories: readonly CategoryWithCount[] = [],
): Promise<MenuSnapshot> {
  const byId = new Map<string, CachedJson>();
  await Promise.all(everyDish.map(async (food) => byId.set(food._id, await cachedJson(forCustomers(food), options))));
  const foods = storefrontOrder(everyDish, categories);
  const [list, all, categoriesJson] = await Promise.all([
    cachedJson(foods.map(forCustomers), options),
    cachedJson(everyDish, options),
    cachedJson(categories, options),
  ]);
  const localized = new Map<string, Promise<LocalizedMenu>>();
  function inLanguage(language: Language, defaultLanguage: Language): Promise<LocalizedMenu> {
    const key = `${language}|${defaultLanguage}`;
    let menu = localized.get(key);
    if (!menu) {
      menu = localizeSnapshot(everyDish, categories, language, defaultLanguage, options);
      localized.set(key, menu);
    }
    return menu;
  }
  return { foods, everyDish, list, all, byId, categories, categoriesJson, inLanguage };
}

/** A localized dish with the owner's translations put back, from the dish as stored. */
function withTranslations(local: Food, stored: Food): Food {
  return {
    ...local,
    ...translationsField(stored.translations),
    optionGroups: local.optionGroups.map((group, at) => {
      const storedGroup = stored.optionGroups[at];
      return {
        ...group,
        ...translationsField(storedGroup?.translations),
        options: group.options.map((option, place) => ({ ...option, ...translationsField(storedGroup?.options[place]?.translations) })),
      };
    }),
  };
}

async function localizeSnapshot(
  everyDish: readonly Food[],
  categories: readonly CategoryWithCount[],
  language: Language,
  defaultLanguage: Language,
  options: MenuCacheOptions,
): Promise<LocalizedMenu> {
  const local = localizeMenu(everyDish, categories, language, defaultLanguage);
  const customers = local.foods.map((food) => ({ ...food, lang: language }) as Food);
  // The admin's list: the same texts, with the translations it edits (the groups' and options' too).
  const admins = customers.map((food, index) => withTranslations(food, everyDish[index]!));
  const categoryTranslations = new Map(categories.map((category) => [category.id, category.translations]));
  const localCategories = local.categories.map(
    (category) => ({ ...category, ...translationsField(categoryTranslations.get(category.id)), lang: language }) as CategoryWithCount,
  );
  const foods = storefrontOrder(customers, localCategories);
  const byId = new Map<string, CachedJson>();
  await Promise.all(customers.map(async (food) => byId.set(food._id, await cachedJson(forCustomers(food), options))));
  const [list, all, categoriesJson] = await Promise.all([
    cachedJson(foods.map(forCustomers), options),
    cachedJson(admins, options),
    cachedJson(localCategories, options),
  ]);
  const dishById = new Map(customers.map((food) => [food._id, food]));
  let searchIndex: Promise<CachedJson> | undefined;
  return {
    language,
    foods,
    dishById,
    categories: localCategories,
    list,
    all,
    byId,
    categoriesJson,
    searchIndex: () => (searchIndex ??= cachedJson(foods.map(searchIndexEntry), options)),
  };
}

async function cachedJson(value: unknown, options: MenuCacheOptions): Promise<CachedJson> {
  const json = JSON.stringify(value);
  const bytes = new TextEncoder().encode(json);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest.subarray(0, 16)) hex += byte.toString(16).padStart(2, '0');
  const cached: CachedJson = { json, bytes, etag: `"${hex}"` };
  // Tiny answers gain nothing from compression.
  if (options.compress && bytes.length > 1024) cached.gzip = { bytes: await gzip(bytes), etag: `"${hex}-gzip"` };
  return cached;
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
