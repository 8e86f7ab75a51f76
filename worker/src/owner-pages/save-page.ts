import type { Database } from '../../../db/client.ts';
import type { OwnerPageAnswer } from '../../../domain/contracts/pages.ts';
import { isOwnerPageSlug, OWNER_PAGE_MESSAGES, type OwnerPageInput } from '../../../domain/owner-pages.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { toPageAnswer } from './answer.ts';
import { writePage } from './store.ts';

/**
 * Saves the owner's title and Markdown for a page (PUT /api/pages/{slug}). The write bumps the
 * pages' counter, which tells other processes and isolates to refill their pages (docs/decisions/008).
 */
export async function savePage(db: Database, slug: string, input: OwnerPageInput): Promise<Outcome<OwnerPageAnswer>> {
  if (!isOwnerPageSlug(slug)) return refused('not_found', OWNER_PAGE_MESSAGES.notFound);
  return done(toPageAnswer(slug, await writePage(db, slug, input), {}));
}
