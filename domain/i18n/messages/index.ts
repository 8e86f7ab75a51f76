import { address } from './address.ts';
import { layout } from './layout.ts';

/**
 * Every namespace of messages. A page carries the namespaces it names (site/src/i18n/page-namespaces.ts)
 * in its own language only; the servers have them all (domain/i18n/tables.ts).
 */
export const MESSAGES = { layout, address } as const;

export type Namespace = keyof typeof MESSAGES;

/** `namespace.key`, for every message English has. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof MESSAGES)[N]['en'] & string}`;
}[Namespace];
