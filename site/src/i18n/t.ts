import { formatMessage, formatParts } from '../../../domain/i18n/format.ts';
import type { MessageTable, MessageValues } from '../../../domain/i18n/message.ts';
import type { MessageKey } from '../../../domain/i18n/messages/index.ts';
import { readMessageWithValues } from '../../../domain/i18n/message-with-values.ts';

export type { MessageKey };
export type { Translate } from '../../../domain/i18n/tables.ts';

/**
 * The page's language and messages. A built page carries its messages as JSON
 * (`<script id="page-messages">`, site/src/layouts/BaseLayout.astro) in its own language only;
 * while a page is built, site/src/middleware.ts sets them for the page being rendered. Read on
 * first use, never at a module's top level: a module is loaded once for every page built.
 */
export interface PageMessages {
  language: string;
  /** Where the page's language lives: '' at the default language's addresses, '/it' under /it/. */
  base: string;
  table: MessageTable;
}

declare global {
  var __doorstepPage: PageMessages | undefined;
}

function page(): PageMessages {
  let current = globalThis.__doorstepPage;
  if (!current && typeof document === 'undefined') return { language: 'en', base: '', table: {} };
  if (!current) {
    const data = document.getElementById?.('page-messages')?.textContent;
    const root = document.documentElement as HTMLElement | undefined;
    current = { language: root?.lang || 'en', base: root?.dataset?.langBase ?? '', table: data ? (JSON.parse(data) as MessageTable) : {} };
    // Kept only once read: a page without its messages yet must not stay without them.
    if (data) globalThis.__doorstepPage = current;
  }
  return current;
}

/** The message `key` in the page's language, with its values written in. */
export function t(key: MessageKey, values?: MessageValues): string {
  const { language, table } = page();
  const message = table[key];
  return message === undefined ? key : formatMessage(language, message, values);
}

/** A message with tags, each given to `tag` (e.g. a link around "terms"). */
export function tParts<T>(key: MessageKey, values: MessageValues, tag: (name: string, children: (string | T)[]) => T): (string | T)[] {
  const { language, table } = page();
  const message = table[key];
  return message === undefined ? [key] : formatParts(language, message, values, tag);
}

export function pageLanguage(): string {
  return page().language;
}

/** A site address in the page's language: '/menu' → '/it/menu' on an Italian page. */
export function localePath(path: string): string {
  const { base } = page();
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/**
 * A rule's message: its key, or its key with values (domain/i18n/message-with-values.ts), written
 * in the page's language, or the text as it came when it is neither (an older rule's English, a
 * server's message already written in the page's language).
 */
export function tText(text: string, values?: MessageValues): string {
  const { language, table } = page();
  const message = table[text];
  if (message !== undefined) return formatMessage(language, message, values);
  const withValues = readMessageWithValues(text, (key) => table[key] !== undefined);
  return withValues ? formatMessage(language, table[withValues.key]!, withValues.values) : text;
}
