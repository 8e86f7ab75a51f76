import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureDataFolder } from './data-folder.ts';
import { dataFolderOf } from './database.ts';

/**
 * A session secret for a local shop that has none configured: generated once and kept in the
 * data folder (beside a file database, else ./data), so sign-ins survive restarts.
 */
export function readOrCreateSessionSecret(databaseUrl: string): string {
  const path = join(dataFolderOf(databaseUrl), 'session-secret');
  ensureDataFolder(dirname(path));
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw error;
  }
}
