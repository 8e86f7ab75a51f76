import type { Database } from '../../../db/client.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { OwnerPageAnswer } from '../../../domain/contracts/pages.ts';
import type { DefaultPageOptions } from '../../../domain/owner-page-defaults.ts';
import { isOwnerPageSlug, OWNER_PAGE_MESSAGES } from '../../../domain/owner-pages.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { toPageAnswer } from './answer.ts';
import { readDefaultLanguage, readPageRow } from './store.ts';

/**
 * One of the owner's pages (GET /api/pages/{slug}): as saved, or the demo's text until then, in
 * the language asked for or else the shop's default one, the language the owner starts writing in.
 */
export async function getPage(
  db: Database,
  slug: string,
  options: DefaultPageOptions,
  language: Language | undefined,
): Promise<Outcome<OwnerPageAnswer>> {
  if (!isOwnerPageSlug(slug)) return refused('not_found', OWNER_PAGE_MESSAGES.notFound);
  const row = await readPageRow(db, slug);
  return done(toPageAnswer(slug, row, options, row ? undefined : (language ?? (await readDefaultLanguage(db)))));
}
