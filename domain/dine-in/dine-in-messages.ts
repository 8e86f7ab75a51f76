import type { MessageKey } from '../i18n/messages/index.ts';

/** The API's refusals about tables and tabs, as keys the answer writes in the asker's language. */
export const DINE_IN_MESSAGES = {
  unknownTable: 'answers-dine-in.unknownTable',
  noOpenTab: 'answers-dine-in.noOpenTab',
  splitWays: 'answers-dine-in.splitWays',
} as const satisfies Record<string, MessageKey>;
