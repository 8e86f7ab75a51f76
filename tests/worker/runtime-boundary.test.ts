import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './bundle.ts';

/** Imports that only work on Node. The Workers entry and everything it reaches must avoid them. */
const NODE_ONLY = /from\s+['"](node:[^'"]+|@libsql\/client|@hono\/node-server[^'"]*|drizzle-orm\/libsql\/migrator|drizzle-orm\/libsql)['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('runtime boundary', () => {
  it('keeps Node-only imports in worker/src/node.ts and worker/src/node/', () => {
    const offenders = [...sourceFiles(join(ROOT, 'worker/src')), ...sourceFiles(join(ROOT, 'db')), ...sourceFiles(join(ROOT, 'domain'))]
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== 'worker/src/node.ts' && !file.startsWith('worker/src/node/'))
      .filter((file) => NODE_ONLY.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
