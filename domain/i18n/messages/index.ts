import { adminLanguages } from './admin-languages.ts';
import { home } from './home.ts';
import { languages } from './languages.ts';
import { layout } from './layout.ts';
import { mailOrders } from './mail-orders.ts';
import { mail } from './mail.ts';
import { pages } from './pages.ts';
import { site } from './site.ts';

/**
 * Every namespace of messages. A page carries the namespaces it names (site/src/i18n/page-namespaces.ts)
 * in its own language only; the servers have them all (domain/i18n/tables.ts).
 */
export const MESSAGES = {
  'admin-languages': adminLanguages,
  home,
  languages,
  layout,
  mailOrders,
  mail,
  pages,
  site,
} as const;

export type Namespace = keyof typeof MESSAGES;

/** `namespace.key`, for every message English has. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof MESSAGES)[N]['en'] & string}`;
}[Namespace];
