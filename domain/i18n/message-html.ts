import { escapeHtml } from '../escape-html.ts';
import { formatParts } from './format.ts';
import type { PageLanguage } from './languages.ts';
import type { MessageValues } from './message.ts';
import type { MessageKey } from './messages/index.ts';
import { messageTable } from './tables.ts';

/**
 * A message with tags as HTML, for pages written where every message is at hand (the build, the
 * servers): its text and values escaped, each tag's content wrapped by `tags`
 * (`<orders>My Orders</orders>` → a link); a tag without a wrapper leaves its content as is.
 */
export function messageHtml(
  language: PageLanguage,
  key: MessageKey,
  values: MessageValues,
  tags: Readonly<Record<string, (inner: string) => string>>,
): string {
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
