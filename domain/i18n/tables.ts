import { compileMessage } from './compile.ts';
import { type PageLanguage, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from './languages.ts';
import type { Message, MessageTable, MessageValues } from './message.ts';
import { MESSAGES, type MessageKey, type Namespace } from './messages/index.ts';
import { formatMessage } from './format.ts';
import { pseudoMessage } from './pseudo.ts';
import { readMessageWithValues } from './message-with-values.ts';

const compiled = new Map<string, Readonly<Record<string, Message>>>();

/** One namespace's messages compiled in `language` (the pseudo language from English), kept once made. */
function namespaceTable(language: PageLanguage, namespace: Namespace): Readonly<Record<string, Message>> {
  const cacheKey = `${language}|${namespace}`;
  let table = compiled.get(cacheKey);
  if (!table) {
    const messages = MESSAGES[namespace];
    const source = (language === PSEUDO_LANGUAGE ? messages[SOURCE_LANGUAGE] : messages[language]) as Readonly<Record<string, string>>;
    const entries: [string, Message][] = [];
    for (const [key, text] of Object.entries(source)) {
      const message = compileMessage(text, `${namespace}.${key}`);
      entries.push([`${namespace}.${key}`, language === PSEUDO_LANGUAGE ? pseudoMessage(message) : message]);
    }
    table = Object.freeze(Object.fromEntries(entries));
    compiled.set(cacheKey, table);
  }
  return table;
}

/** The compiled messages of these namespaces in `language`: what a page carries, or a server uses. */
export function messageTable(
  language: PageLanguage,
  namespaces: readonly Namespace[] = Object.keys(MESSAGES) as Namespace[],
): MessageTable {
  const table: Record<string, Message> = {};
  for (const namespace of namespaces) Object.assign(table, namespaceTable(language, namespace));
  return table;
}

/**
 * The fixed English of the older rules (the `answers-…` namespaces) keyed by that English, written
 * in `language`: a page whose forms check with those rules in the browser carries it, and `tText`
 * finds a rule's English there as it finds a key. Nothing in English, which is the rules' own.
 */
export function answersByEnglish(language: PageLanguage, namespaces: readonly Namespace[]): MessageTable {
  const table: Record<string, Message> = {};
  if (language === SOURCE_LANGUAGE) return table;
  for (const namespace of namespaces) {
    const written = namespaceTable(language, namespace);
    for (const [key, text] of Object.entries(MESSAGES[namespace][SOURCE_LANGUAGE] as Readonly<Record<string, string>>)) {
      const message = written[`${namespace}.${key}`];
      if (message !== undefined) table[text] = message;
    }
  }
  return table;
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Messages written in `language`, for the servers (mails, answers, filled pages). */
const translators = new Map<PageLanguage, Translate>();

export function translator(language: PageLanguage): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const table = messageTable(language);
    translate = (key, values) => {
      const message = table[key];
      return message === undefined ? key : formatMessage(language, message, values);
    };
    translators.set(language, translate);
  }
  return translate;
}

/**
 * A rule's message key written in `language` (`checkout.zipInvalid` → "Enter a valid ZIP code"),
 * or the text itself when it is no key: rules in domain/ give keys, older ones still English.
 */
export function translateKey(language: PageLanguage, text: string, values?: MessageValues): string {
  return isMessageKey(text) ? translator(language)(text, values) : text;
}

const allKeys = new Set(Object.keys(messageTable('en')));

/** Each plain English message (no arguments, no tags) by its text, for texts written before keys. */
let englishTexts: Map<string, MessageKey> | undefined;

function keyOfEnglish(text: string): MessageKey | undefined {
  if (!englishTexts) {
    englishTexts = new Map();
    for (const [key, message] of Object.entries(messageTable('en'))) {
      if (typeof message === 'string' && !englishTexts.has(message)) englishTexts.set(message, key as MessageKey);
    }
  }
  return englishTexts.get(text);
}

/**
 * An answer's message in `language`: a key, or a key with its values (./message-with-values.ts),
 * written in it, or an English text the catalogue holds ('Food added successfully', the API's own
 * words since before keys) written as that language says it; any other text as it is.
 */
export function translateText(language: PageLanguage, text: string): string {
  if (isMessageKey(text)) return translator(language)(text);
  const withValues = readMessageWithValues(text, isMessageKey);
  if (withValues) {
    const translate = translator(language);
    // A value may itself be a key: an address field's label inside its problem (domain/address-labels.ts).
    const values = Object.fromEntries(
      Object.entries(withValues.values).map(([name, value]) => [
        name,
        typeof value === 'string' && isMessageKey(value) ? translate(value) : value,
      ]),
    );
    return translate(withValues.key, values);
  }
  if (language === SOURCE_LANGUAGE) return text;
  const key = keyOfEnglish(text);
  return key ? translator(language)(key) : text;
}

export function isMessageKey(text: string): text is MessageKey {
  return allKeys.has(text);
}
