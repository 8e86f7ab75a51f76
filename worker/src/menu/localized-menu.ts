import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { readStoredLanguages } from '../../../domain/i18n/shop-languages.ts';
import { menuLanguage } from '../../../domain/menu-translations.ts';
import type { LocalizedMenu, MenuCache } from './menu-cache.ts';

/**
 * The menu in the language a read asks for (`lang`), among the ones the shop offers, else in its
 * default. The shop's languages are read with each request (one row by its key): a change in
 * Settings, made by any process, shows at once without the menu caches having to hear of it.
 */
export async function localizedMenu(db: Database, menuCache: MenuCache, asked: string | undefined): Promise<LocalizedMenu> {
  const [menu, row] = await Promise.all([
    menuCache.peek() ?? menuCache.get(),
    db.select({ languages: storeSettings.languages }).from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get(),
  ]);
  const shop = readStoredLanguages(row?.languages);
  return menu.inLanguage(menuLanguage(asked, shop), shop.default);
}
