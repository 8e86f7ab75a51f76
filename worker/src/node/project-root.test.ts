import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, findProjectRoot } from './project-root.ts';

describe('findProjectRoot', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('finds the repository from the source folder', () => {
    expect(PROJECT_ROOT).toBe(join(import.meta.dirname, '../../..'));
  });

  it('finds the same folder from a bundle one level down (build/server.mjs)', () => {
    const root = mkdtempSync(join(tmpdir(), 'doorstep-root-'));
    made.push(root);
    writeFileSync(join(root, 'package.json'), '{}');
    mkdirSync(join(root, 'build'));
    expect(findProjectRoot(join(root, 'build'))).toBe(root);
  });
});
