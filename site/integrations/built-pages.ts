import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every page `astro build` wrote under `root` (its .html files, at any depth). */
export async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}
