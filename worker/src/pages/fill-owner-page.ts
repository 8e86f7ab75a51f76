import { escapeHtml } from '../../../domain/escape-html.ts';
import { type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { messageHtml } from '../../../domain/i18n/message-html.ts';
import { OWNER_PAGE_CLASSES, OWNER_PAGES, type OwnerPageSlug, updatedText } from '../../../domain/owner-pages.ts';

/** A page the owner saved, as the page servers keep it: the Markdown already rendered (domain/markdown.ts). */
export interface SavedOwnerPage {
  title: string;
  html: string;
  updatedAt: Date;
}
export type SavedOwnerPages = Partial<Record<OwnerPageSlug, SavedOwnerPage>>;

/**
 * The marks a built page leaves around what the owner may replace (docs/product/pages.md):
 * `<!--owner-page:about-->`…`<!--/owner-page:about-->`, the built default between them. The
 * pages that carry them are filled anyway (the shop's currency mark of every page, isTemplatePage).
 */
const OWNER_PAGE_SLOT = /<!--owner-page:(about|contact|privacy|terms)-->[\s\S]*?<!--\/owner-page:\1-->/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The built page with the owner's saved title and text in place of the demo's, and its
 * `<title>` ('Our story — Luigi's', with the shop's name); a page never saved, or without marks,
 * comes back unchanged. Pure.
 */
export function fillOwnerPage(html: string, pages: SavedOwnerPages, shopName: string, language: PageLanguage = SOURCE_LANGUAGE): string {
  const slug = OWNER_PAGE_SLOT.exec(html)?.[1] as OwnerPageSlug | undefined;
  const page = slug && pages[slug];
  if (!slug || !page) return html;
  return html
    .replace(OWNER_PAGE_SLOT, () => `<!--owner-page:${slug}-->${ownerPageMarkup(slug, page, language)}<!--/owner-page:${slug}-->`)
    .replace(TITLE, () => `<title>${escapeHtml(`${page.title} — ${shopName}`)}</title>`);
}

/** The band with the page's title, and the owner's text under it (`text`) or in it (`intro`). */
function ownerPageMarkup(slug: OwnerPageSlug, page: SavedOwnerPage, language: PageLanguage): string {
  const { layout, updated } = OWNER_PAGES[slug];
  const c = OWNER_PAGE_CLASSES;
  const heading = `<h1 class="${c.heading}">${escapeHtml(page.title)}</h1>`;
  if (layout === 'intro') {
    return `<div class="${c.band}"><div class="${c.bandInner}">${heading}<div class="${c.prose} ${c.intro}">${page.html}</div></div></div>`;
  }
  const day = page.updatedAt.toISOString().slice(0, 10);
  const updatedLine = updated
    ? `<p class="${c.updated}">${messageHtml(language, 'pages.lastUpdated', { date: updatedText(page.updatedAt, language) }, { time: (inner) => `<time datetime="${day}">${inner}</time>` })}</p>`
    : '';
  return `<div class="${c.band}"><div class="${c.bandInner}">${heading}${updatedLine}</div></div><div class="${c.body}"><article class="${c.prose}">${page.html}</article></div>`;
}
