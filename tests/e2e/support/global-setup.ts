import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer } from './server.ts';

/**
 * Builds the site when it is stale, then starts the real server (`node worker/src/node.ts`)
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
  buildSiteIfStale();
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

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildSiteIfStale(): void {
  const built = statSync(join(ROOT, 'dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    ...['site', 'domain', 'db/seed', 'astro.config.mjs'].map((path) => newestMtime(join(ROOT, path))),
  );
  if (built > sources) return;
  const result = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build'], {
    cwd: ROOT,
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which would build React's development bundles into dist/.
    env: { ...process.env, NODE_ENV: 'production', PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
  });
  if (result.status !== 0) {
    throw new Error(`e2e: \`astro build\` failed (exit ${result.status}).\n${result.stdout}\n${result.stderr}`);
  }
}
