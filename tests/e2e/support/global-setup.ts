import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../scripts/build.ts';
import { startServer } from './server.ts';

/**
 * Builds the site and the server bundle when stale, then starts the real server as `npm start` does
 * on a free port over a fresh database file, so every e2e run starts from the seed menu.
 * Tests read the address with `inject('baseURL')`.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The libSQL file the server uses, as a `file:` URL. */
    databaseURL: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildIfStale((line) => console.log(`e2e: ${line}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-'));
  const databaseURL = `file:${join(dataDir, 'e2e.db')}`;
  try {
    const server = await startServer(databaseURL);
    project.provide('baseURL', server.baseURL);
    project.provide('databaseURL', databaseURL);
    return async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
