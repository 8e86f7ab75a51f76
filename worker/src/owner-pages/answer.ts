import type { OwnerPageRow } from '../../../db/schema/index.ts';
import { type Language, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import type { OwnerPageAnswer } from '../../../domain/contracts/pages.ts';
import { renderMarkdown } from '../../../domain/markdown.ts';
import { defaultOwnerPage, type DefaultPageOptions } from '../../../domain/owner-page-defaults.ts';
import type { OwnerPageSlug } from '../../../domain/owner-pages.ts';

/** A page as the API answers it: the saved row, or the demo's text in `language` when there is none. */
export function toPageAnswer(
  slug: OwnerPageSlug,
  row: OwnerPageRow | undefined,
  options: DefaultPageOptions,
  language: Language = SOURCE_LANGUAGE,
): OwnerPageAnswer {
  const { title, markdown } = row ?? defaultOwnerPage(slug, options, language);
  return { slug, title, markdown, html: renderMarkdown(markdown) };
}
