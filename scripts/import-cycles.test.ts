import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.ts';

describe('import cycles', () => {
  it('there are none among the worker, domain, database, site, scripts and bench modules', () => {
    expect(findImportCycles()).toEqual([]);
  });

  it('are found, type imports included', () => {
    const root = mkdtempSync(join(tmpdir(), 'doorstep-cycles-'));
    try {
      mkdirSync(join(root, 'src/routes'), { recursive: true });
      writeFileSync(join(root, 'src/app.ts'), "import { routes } from './routes/foods.ts';\nexport type Env = {};\n");
      writeFileSync(join(root, 'src/routes/foods.ts'), "import type { Env } from '../app.ts';\nexport const routes = 1;\n");
      writeFileSync(join(root, 'src/leaf.ts'), 'export const leaf = 1;\n');
      expect(findImportCycles(root, ['src'])).toEqual([['src/app.ts', 'src/routes/foods.ts', 'src/app.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
