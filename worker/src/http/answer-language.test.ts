import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { readMessageWithValues } from '../../../domain/i18n/message-with-values.ts';
import { isMessageKey, translateText } from '../../../domain/i18n/tables.ts';

const ROOT = join(import.meta.dirname, '../../..');
/** A message of values: `nameTaken: (name: string) => …`. */
type MessageFunction = (...values: unknown[]) => unknown;
/** A module's table of messages: `export const FOOD_FORM_ERRORS = {…}`, `export const TEAM_MESSAGES = {…}`. */
const MESSAGE_TABLE = /export const ([A-Z][A-Z0-9_]*_(?:MESSAGES|ERRORS))\b/g;

/** Every message the rules and the servers answer with, by where it is written: fixed texts, and functions of values. */
async function answerMessages(): Promise<{
  texts: { where: string; text: string }[];
  functions: { where: string; write: MessageFunction }[];
}> {
  const texts: { where: string; text: string }[] = [];
  const functions: { where: string; write: MessageFunction }[] = [];
  for (const folder of ['domain', 'worker/src']) {
    const entries = await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const file = join(entry.parentPath, entry.name);
      const names = [...(await readFile(file, 'utf8')).matchAll(MESSAGE_TABLE)].map((match) => match[1]!);
      if (names.length === 0) continue;
      const module = (await import(file)) as Record<string, Record<string, unknown>>;
      for (const name of names) {
        for (const [key, text] of Object.entries(module[name] ?? {})) {
          const where = `${relative(ROOT, file)} ${name}.${key}`;
          if (typeof text === 'string') texts.push({ where, text });
          else if (typeof text === 'function') functions.push({ where, write: text as MessageFunction });
        }
      }
    }
  }
  return { texts, functions };
}

/**
 * One value for every parameter of a message function: a text ("12", trimmed and upper-cased as a
 * postcode), a number (12, divided as bytes), and a delivery zone (its name and minimum) at once.
 */
const SAMPLE = Object.assign(new String('12'), { name: 'Sample', minimumOrderCents: 1200 });

describe('the servers answer in the asker’s language', () => {
  it('finds every fixed message of the rules and the servers in the catalogue, in every language', async () => {
    const { texts } = await answerMessages();
    expect(texts.length).toBeGreaterThan(300);
    const untranslated = texts
      .filter(({ text }) => text.trim() !== '' && !isMessageKey(text))
      .flatMap(({ where, text }) =>
        LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE && translateText(language, text) === text).map(
          (language) => `${language}: ${where}: ${text}`,
        ),
      );
    expect(untranslated).toEqual([]);
  });

  it('writes every message with values of the rules and the servers, in every language', async () => {
    const { functions } = await answerMessages();
    expect(functions.length).toBeGreaterThan(20);
    const unwritten = functions.flatMap(({ where, write }) => {
      const text: unknown = write(...Array.from({ length: Math.max(write.length, 1) }, () => SAMPLE));
      if (typeof text !== 'string' || !readMessageWithValues(text, isMessageKey))
        return [`${where}: not a message with values: ${String(text)}`];
      // Every value the message names is given: none is left as `{name}`.
      return LANGUAGES.map((language) => ({ language, written: translateText(language, text) }))
        .filter(({ written }) => written === text || /[{}]/.test(written))
        .map(({ language, written }) => `${language}: ${where}: ${written}`);
    });
    expect(unwritten).toEqual([]);
  });
});
