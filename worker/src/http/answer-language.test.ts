import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { isMessageKey, translateText } from '../../../domain/i18n/tables.ts';

const ROOT = join(import.meta.dirname, '../../..');
/** A module's table of messages: `export const FOOD_FORM_ERRORS = {…}`, `export const TEAM_MESSAGES = {…}`. */
const MESSAGE_TABLE = /export const ([A-Z][A-Z0-9_]*_(?:MESSAGES|ERRORS))\b/g;

/** Every fixed message the rules and the servers answer with, by where it is written. */
async function answerTexts(): Promise<{ where: string; text: string }[]> {
  const texts: { where: string; text: string }[] = [];
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
          // A message with values (a function) is written by its rule; only fixed texts are looked up.
          if (typeof text === 'string') texts.push({ where: `${relative(ROOT, file)} ${name}.${key}`, text });
        }
      }
    }
  }
  return texts;
}

describe('the servers answer in the asker’s language', () => {
  it('finds every fixed message of the rules and the servers in the catalogue, in every language', async () => {
    const texts = await answerTexts();
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
});
