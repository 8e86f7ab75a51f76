import { PICTURE_SIZES, pictureFileName, pictureUrl, type PictureKind } from '../../../domain/picture-sources.ts';
import type { UploadedPicture } from '../../../domain/pictures.ts';
import { done, type Outcome } from '../outcome.ts';
import { inspectPicture } from './inspect-picture.ts';
import type { PictureSettings } from './picture-settings.ts';

/**
 * Checks an upload by its content, makes every size its kind is shown at and stores them under
 * a new random id. Either every size is stored or none is: a failed write removes the ones
 * written before it. The runtime's settings say how many pixels it takes and who resizes.
 */
export async function savePicture(
  { store, limits, resize }: PictureSettings,
  bytes: Uint8Array,
  kind: PictureKind,
): Promise<Outcome<UploadedPicture>> {
  const facts = inspectPicture(bytes, limits);
  if (!facts.ok) return facts;
  const sizes = PICTURE_SIZES[kind];
  const resized = await resize(bytes, facts.value, sizes);
  if (!resized.ok) return resized;
  const encoded = resized.value;
  const id = newPictureId();
  const written: string[] = [];
  try {
    for (const [index, size] of sizes.entries()) {
      const name = pictureFileName(id, size);
      await store.put(name, encoded[index]!);
      written.push(name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => store.delete(name)));
    throw error;
  }
  const made = sizes.map((size) => ({ ...size, url: pictureUrl(id, size) }));
  return done({ id, kind, url: made[made.length - 1]!.url, sizes: made });
}

/** 20 random lowercase hex digits: unguessable enough that names never collide or are listed. */
function newPictureId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
