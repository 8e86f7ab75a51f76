import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { readStoredLanguages } from '../../../domain/i18n/shop-languages.ts';

/**
 * The shop's default language (Settings), for an order nobody said a language for and for the
 * shop's own notices. Read only then: most orders come from a page that names its language.
 */
export async function shopDefaultLanguage(db: Database): Promise<Language> {
  const [row] = await db.select({ languages: storeSettings.languages }).from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID));
  return readStoredLanguages(row?.languages).default;
}
