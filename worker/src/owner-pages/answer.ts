import type { OwnerPageRow } from '../../../db/schema/index.ts';
import type { OwnerPageAnswer } from '../../../domain/contracts/pages.ts';
import { renderMarkdown } from '../../../domain/markdown.ts';
import { defaultOwnerPage, type DefaultPageOptions } from '../../../domain/owner-page-defaults.ts';
import type { OwnerPageSlug } from '../../../domain/owner-pages.ts';

/** A page as the API answers it: the saved row, or the demo's text when there is none. */
export function toPageAnswer(slug: OwnerPageSlug, row: OwnerPageRow | undefined, options: DefaultPageOptions): OwnerPageAnswer {
  const { title, markdown } = row ?? defaultOwnerPage(slug, options);
  return { slug, title, markdown, html: renderMarkdown(markdown) };
}
