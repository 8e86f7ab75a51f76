import type { PageLanguage } from '../../../domain/i18n/languages.ts';
import type { MessageValues } from '../../../domain/i18n/message.ts';
import type { MessageKey } from '../../../domain/i18n/messages/index.ts';
import { messageHtml } from '../../../domain/i18n/message-html.ts';
import { translator } from '../../../domain/i18n/tables.ts';
import { pageLanguage } from './t.ts';

/**
 * A message written while the page is built, for an Astro component's own text: it reaches the
 * page as HTML only, so it needs no namespace in the page's messages. Never in an island (it
 * brings every message and the ICU parser; scripts/import-rules.ts refuses it there).
 */
export function tb(key: MessageKey, values?: MessageValues): string {
  return translator(pageLanguage() as PageLanguage)(key, values);
}

/** A message with tags as HTML, for `set:html` (messageHtml in the page's language). */
export function tbHtml(key: MessageKey, values: MessageValues, tags: Readonly<Record<string, (inner: string) => string>>): string {
  return messageHtml(pageLanguage() as PageLanguage, key, values, tags);
}
