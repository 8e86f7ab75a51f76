import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPictureFileName } from '../../../domain/picture-sources.ts';
import type { PictureStore } from '../pictures/picture-store.ts';

/**
 * Pictures as files in `<data folder>/pictures`, beside the database, so a backup of the data
 * folder holds the whole shop. A file is written under a temporary name and renamed, so a
 * reader never sees half of one. Only names the shop gives (isPictureFileName) are touched:
 * nothing from a request reaches the file system unchecked.
 */
export function filePictureStore(dataFolder: string): PictureStore {
  const folder = join(dataFolder, 'pictures');
  const path = (name: string) => {
    if (!isPictureFileName(name)) throw new Error(`Not a picture file name: ${name}`);
    return join(folder, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      const target = path(name);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async get(name) {
      if (!isPictureFileName(name)) return null;
      try {
        return new Uint8Array(await readFile(path(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(path(name), { force: true });
    },
  };
}
