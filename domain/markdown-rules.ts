import type { MarkdownIt } from 'markdown-it';

/**
 * The shop's Markdown rules, applied to a markdown-it instance: the servers' (domain/markdown.ts,
 * from the package's modules) and the admin preview's (site/src/islands/admin/pages/preview-markdown.ts,
 * from the same release's self-contained browser file, which shares no bundler helpers with the
 * storefront's chunks). One set of rules, so the preview is what visitors get.
 *
 * `html: false` writes any HTML typed in the text as text (escaped), so no tag, attribute or
 * script of the owner's reaches a page; links are checked below.
 */
export const MARKDOWN_OPTIONS = { html: false, linkify: false, typographer: false } as const;

/** A scheme, as in `javascript:` or `https:`; a path, a fragment or `//host` has none. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Links may go to the web, a mail address, a phone or a place on this site; anything else
 * (javascript:, data:, vbscript:, file:) is left as the text it was written as.
 */
function isSafeLink(url: string): boolean {
  // markdown-it has already decoded entities; browsers skip tabs and line breaks in a scheme, so this test does too.
  const link = [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.has(scheme);
}

/** The instance, made with MARKDOWN_OPTIONS, with the shop's rules on; answers its render function. */
export function withShopRules(markdown: MarkdownIt): (text: string) => string {
  markdown.validateLink = isSafeLink;

  // Pictures only from this site: the pages' security policy loads no others.
  const defaultImage = markdown.renderer.rules.image!;
  markdown.renderer.rules.image = (tokens, index, options, env, self) => {
    const src = String(tokens[index]!.attrGet('src') ?? '');
    if (!src.startsWith('/') || src.startsWith('//')) return markdown.utils.escapeHtml(tokens[index]!.content);
    return defaultImage(tokens, index, options, env, self);
  };

  // The page's title is its one top heading: a `#` in the text is a section, as `##` is.
  markdown.core.ruler.push('no_top_heading', (state) => {
    for (const token of state.tokens) {
      if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
    }
    return true;
  });

  return (text) => markdown.render(text);
}
