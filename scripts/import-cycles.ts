/**
 * Finds import cycles among the project's own modules (relative imports of .ts/.tsx files, type
 * imports included): a cycle means two modules cannot be read, or changed, one without the other.
 * `node scripts/import-cycles.ts` prints them; scripts/import-cycles.test.ts keeps them at zero.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const SOURCE_FOLDERS = ['worker/src', 'domain', 'db', 'site/src', 'scripts', 'bench'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g;

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry)) {
      files.push(path);
    }
  }
  return files;
}

/** Each cycle as the list of files (relative to `root`) it runs through, the first one repeated last. */
export function findImportCycles(root = ROOT, folders = SOURCE_FOLDERS): string[][] {
  const files = new Set(folders.flatMap((folder) => sourceFiles(join(root, folder))));
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1]!));
    imports.set(
      file,
      targets.filter((target) => files.has(target)),
    );
  }
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const target of imports.get(file) ?? []) {
      const at = path.indexOf(target);
      if (at >= 0) cycles.push([...path.slice(at), target].map((part) => relative(root, part)));
      else if (!done.has(target)) visit(target);
    }
    path.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles;
}

if (import.meta.main) {
  const cycles = findImportCycles();
  for (const cycle of cycles) console.log(cycle.join(' → '));
  console.log(cycles.length === 0 ? 'No import cycles.' : `${cycles.length} import cycles.`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
