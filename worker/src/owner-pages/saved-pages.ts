import type { Database } from '../../../db/client.ts';
import { renderMarkdown } from '../../../domain/markdown.ts';
import { isOwnerPageSlug } from '../../../domain/owner-pages.ts';
import type { SavedOwnerPages } from '../pages/fill-owner-page.ts';
import { readPageRows } from './store.ts';

/**
 * The pages the owner has saved, rendered once, as the page servers keep them to fill into the
 * built pages (worker/src/pages/fill-owner-page.ts). A page never saved is absent: its built text stands.
 */
export async function loadSavedPages(db: Database): Promise<SavedOwnerPages> {
  const pages: SavedOwnerPages = {};
  for (const row of await readPageRows(db)) {
    if (!isOwnerPageSlug(row.slug)) continue;
    pages[row.slug] = { title: row.title, html: renderMarkdown(row.markdown), updatedAt: row.updatedAt };
  }
  return pages;
}
