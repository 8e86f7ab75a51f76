import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ownerPages, type OwnerPageRow, STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { readStoredLanguages } from '../../../domain/i18n/shop-languages.ts';
import type { OwnerPageInput, OwnerPageSlug } from '../../../domain/owner-pages.ts';

/** The owner's pages' SQL. */

export function readPageRow(db: Database, slug: OwnerPageSlug): Promise<OwnerPageRow | undefined> {
  return db.select().from(ownerPages).where(eq(ownerPages.slug, slug)).get();
}

export function readPageRows(db: Database): Promise<OwnerPageRow[]> {
  return db.select().from(ownerPages).all();
}

/** Writes the page, made or replaced; the write bumps the pages' counter (a trigger). */
export async function writePage(db: Database, slug: OwnerPageSlug, { title, markdown }: OwnerPageInput): Promise<OwnerPageRow> {
  const [row] = await db
    .insert(ownerPages)
    .values({ slug, title, markdown })
    .onConflictDoUpdate({ target: ownerPages.slug, set: { title, markdown, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The shop's default language (Settings), the one the demo's text is answered in unless asked otherwise. */
export async function readDefaultLanguage(db: Database): Promise<Language> {
  const row = await db
    .select({ languages: storeSettings.languages })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  return readStoredLanguages(row?.languages).default;
}
