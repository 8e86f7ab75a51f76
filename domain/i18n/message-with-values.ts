import type { MessageValues } from './message.ts';
import type { MessageKey } from './messages/index.ts';

/**
 * A message key and its values in one string: `admin-categories.nameTaken{"name":"Pizza"}`.
 * Messages with values travel where only strings go (zod issues, AppError messages, `errors`
 * maps) and are written in the reader's language at the end: `translateText` on a server
 * (domain/i18n/tables.ts), `tText` in an island (site/src/i18n/t.ts).
 */
export function messageWithValues(key: MessageKey, values: MessageValues = {}): string {
  return `${key}${JSON.stringify(values)}`;
}

/** A key as the catalogue names them, `namespace.key`: the part before the values. */
const KEYED = /^([a-z][a-zA-Z-]*\.[a-zA-Z0-9]+)(\{.*\})$/s;

/**
 * The key and values of a string `messageWithValues` made, when its key is one `isKnown` knows
 * (the catalogue on a server, the page's messages in an island); undefined for any other text.
 */
export function readMessageWithValues(
  text: string,
  isKnown: (key: string) => boolean,
): { key: MessageKey; values: MessageValues } | undefined {
  const match = KEYED.exec(text);
  if (!match || !isKnown(match[1]!)) return undefined;
  let values: unknown;
  try {
    values = JSON.parse(match[2]!);
  } catch {
    return undefined;
  }
  if (!isValues(values)) return undefined;
  return { key: match[1] as MessageKey, values };
}

function isValues(values: unknown): values is MessageValues {
  return (
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every((value) => typeof value === 'string' || typeof value === 'number')
  );
}
