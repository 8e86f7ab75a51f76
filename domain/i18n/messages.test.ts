import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages.ts';
import type { Message } from './message.ts';
import { MESSAGES } from './messages/index.ts';

/**
 * A message left as English's is a slip, unless it is a word or two that many languages share
 * ("Menu", "Blog", "Newsletter", "E-mail:"): longer text must be translated.
 */
function mayMatchEnglish(text: string): boolean {
  const words = text
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  return words.length <= 2;
}

function argumentsOf(message: Message, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into;
  for (const part of message) {
    if (typeof part === 'string' || part === 0) continue;
    if (part[1] !== 'tag') into.add(part[0]);
    if (part[1] === 'plural') for (const option of Object.values(part[3]!)) argumentsOf(option, into);
    if (part[1] === 'select') for (const option of Object.values(part[2]!)) argumentsOf(option, into);
    if (part[1] === 'tag') argumentsOf(part[2]!, into);
  }
  return into;
}

describe('every message in every shipped language', () => {
  for (const [namespace, messages] of Object.entries(MESSAGES)) {
    for (const language of LANGUAGES) {
      it(`${namespace} in ${language}: complete, valid ICU, the same arguments as English, translated`, () => {
        const source = messages[SOURCE_LANGUAGE] as Record<string, string>;
        const translated = messages[language] as Record<string, string>;
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        for (const [key, text] of Object.entries(source)) {
          const id = `${namespace}.${key}`;
          const english = compileMessage(text, id);
          const own = compileMessage(translated[key]!, `${id} (${language})`);
          expect([...argumentsOf(own)].sort(), id).toEqual([...argumentsOf(english)].sort());
          if (language !== SOURCE_LANGUAGE && translated[key] === text)
            expect(mayMatchEnglish(text), `${id} is English in ${language}`).toBe(true);
        }
      });
    }
  }
});
