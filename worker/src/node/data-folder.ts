import { mkdirSync } from 'node:fs';
import { ConfigError } from '../config.ts';

/**
 * Creates the folder that holds the database file and the session secret, or stops start-up
 * with one sentence naming the setting to fix instead of a file-system stack trace.
 */
export function ensureDataFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EEXIST' || code === 'ENOTDIR' ? 'a file is in the way' : (code ?? 'unknown error');
    throw new ConfigError([
      `DATABASE_URL: the data folder ${folder} cannot be created (${reason}); point DATABASE_URL at a file in a folder this user may write to.`,
    ]);
  }
}
