import MarkdownIt from 'markdown-it';

/**
 * The owner's Markdown as HTML, for the pages the servers fill (worker/src/pages/fill-owner-page.ts),
 * the API's answer and the admin's preview: one renderer, so what the owner previews is what
 * visitors get. markdown-it with `html: false` writes any HTML typed in the text as text (escaped),
 * so no tag, attribute or script of the owner's reaches the page; links are checked below.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** A scheme, as in `javascript:` or `https:`; a path, a fragment or `//host` has none. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Links may go to the web, a mail address, a phone or a place on this site; anything else (javascript:,
 * data:, vbscript:, file:) is left as the text it was written as. Pictures only from this site:
 * the pages' security policy loads no others.
 */
markdown.validateLink = (url: string): boolean => {
  // markdown-it has already decoded entities; browsers skip tabs and line breaks in a scheme, so this test does too.
  const link = [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.has(scheme);
};

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

/** The Markdown as HTML: paragraphs, headings (from h2), lists, emphasis, quotes, code, links and this site's pictures. Pure. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
