import type { Database } from '../../../db/client.ts';
import type { OwnerPageAnswer } from '../../../domain/contracts/pages.ts';
import type { DefaultPageOptions } from '../../../domain/owner-page-defaults.ts';
import { isOwnerPageSlug, OWNER_PAGE_MESSAGES } from '../../../domain/owner-pages.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { toPageAnswer } from './answer.ts';
import { readPageRow } from './store.ts';

/** One of the owner's pages (GET /api/pages/{slug}): as saved, or the demo's text until then. */
export async function getPage(db: Database, slug: string, options: DefaultPageOptions): Promise<Outcome<OwnerPageAnswer>> {
  if (!isOwnerPageSlug(slug)) return refused('not_found', OWNER_PAGE_MESSAGES.notFound);
  return done(toPageAnswer(slug, await readPageRow(db, slug), options));
}
