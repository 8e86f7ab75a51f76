import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The migrations as a shop had them before `tag`: a copy of db/migrations in `folder` whose
 * journal stops just before it, to build an older shop's database and then upgrade it.
 */
export function migrationsBefore(folder: string, tag: string): string {
  const copy = join(folder, `before-${tag}`);
  cpSync('db/migrations', copy, { recursive: true });
  const journalFile = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}
