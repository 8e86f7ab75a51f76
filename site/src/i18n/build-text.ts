import type { PageLanguage } from '../../../domain/i18n/languages.ts';
import type { MessageValues } from '../../../domain/i18n/message.ts';
import type { MessageKey } from '../../../domain/i18n/messages/index.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { formatParts } from '../../../domain/i18n/format.ts';
import { messageTable, translator } from '../../../domain/i18n/tables.ts';
import { pageLanguage } from './t.ts';

/**
 * A message written while the page is built, for an Astro component's own text: it reaches the
 * page as HTML only, so it needs no namespace in the page's messages. Never in an island (it
 * brings every message and the ICU parser; scripts/import-rules.ts refuses it there).
 */
export function tb(key: MessageKey, values?: MessageValues): string {
  return translator(pageLanguage() as PageLanguage)(key, values);
}

/**
 * A message with tags as HTML, for `set:html`: its text and values escaped, each tag's content
 * wrapped by `tags` (`<orders>My Orders</orders>` → a link).
 */
export function tbHtml(key: MessageKey, values: MessageValues, tags: Readonly<Record<string, (inner: string) => string>>): string {
  const language = pageLanguage() as PageLanguage;
  const message = messageTable(language)[key];
  if (message === undefined) return escapeHtml(key);
  const html = (parts: (string | { html: string })[]) =>
    parts.map((part) => (typeof part === 'string' ? escapeHtml(part) : part.html)).join('');
  return html(
    formatParts<{ html: string }>(language, message, values, (name, children) => {
      const wrap = tags[name];
      return { html: wrap ? wrap(html(children)) : html(children) };
    }),
  );
}
