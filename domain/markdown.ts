import MarkdownIt from 'markdown-it';
import { MARKDOWN_OPTIONS, withShopRules } from './markdown-rules.ts';

const render = withShopRules(new MarkdownIt(MARKDOWN_OPTIONS));

/**
 * The owner's Markdown as HTML, for the API's answer, the pages the servers fill
 * (worker/src/pages/fill-owner-page.ts) and the build: paragraphs, headings (from h2), lists,
 * emphasis, quotes, code, safe links and this site's pictures; no HTML of the owner's. Pure.
 */
export function renderMarkdown(text: string): string {
  return render(text);
}
