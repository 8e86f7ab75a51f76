import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder that holds package.json, db/migrations and dist/. Found by walking up rather than
 * by a fixed `../../..`, because the same code runs from worker/src/node/ (tests, `node
 * worker/src/node.ts`) and bundled into build/server.mjs (`npm start`).
 */
export function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
