import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type RunningServer, startServer } from './server.ts';

/**
 * A server of a test's own over a copy of the shared database, for a test whose changes (stock
 * sold, languages, reviews) the other files' tests must not see. Stopping it removes the copy.
 */
export async function startServerOverCopy(label: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), `doorstep-e2e-${label}-`));
  const file = join(dir, `${label}.db`);
  const live = createClient({ url: inject('databaseURL') });
  try {
    await live.execute({ sql: 'VACUUM INTO ?', args: [file] });
  } finally {
    live.close();
  }
  try {
    const server = await startServer(`file:${file}`, extraEnv);
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
