import type { Database } from '../../../db/client.ts';
import type { PictureCopyRow } from '../../../db/schema/index.ts';
import { COPY_RETRY_DELAYS_MS, COPY_TIMEOUT_MS, nextCopyAttemptAt } from '../../../domain/picture-copy.ts';
import type { PictureSettings } from '../pictures/picture-settings.ts';
import { savePicture } from '../pictures/save-picture.ts';
import { type FetchHop, fetchPicture } from './fetch-picture.ts';
import { claimDueCopies, forgetCopy, markCopyFailed, pointAtStoredPicture, stillShows } from './store.ts';

/** What copying needs from its runtime: Node's server loop (copy-loop.ts) and Workers' waitUntil and cron (worker.ts) give the same. */
export interface PictureCopyRuntime {
  db: Database;
  /** Where the copy is stored, how much it may be and who resizes it: the uploads' own. */
  pictures: PictureSettings;
  hop: FetchHop;
  /** Loopback and private addresses allowed: PICTURE_COPY_ALLOW_PRIVATE, tests and development only. */
  allowPrivate: boolean;
  now(): number;
  /** Told after a product was pointed at its copy (the menu it is in changed). */
  onCopied(): Promise<unknown>;
  reportError(message: string, error: unknown): void;
  /** Waits between attempts (tests shorten them); COPY_RETRY_DELAYS_MS by default. */
  retryDelays?: readonly number[];
  timeoutMs?: number;
}

/** A copier holds a copy this long: the fetch's 10 s and a large photo's resizing fit well within. */
const HOLD_MS = 2 * 60_000;
/** Copies taken at once; each is fetched and resized in turn, as uploads are. */
export const COPY_BATCH_SIZE = 5;

/**
 * Copies the pictures that are due, a batch at a time, one after another; answers how many it
 * took. Each is fetched (fetch-picture.ts), checked and stored exactly as an upload would be
 * (save-picture.ts), and its product pointed at the stored picture if it still shows the address.
 */
export async function copyDuePictures(runtime: PictureCopyRuntime): Promise<number> {
  const claimed = await claimDueCopies(runtime.db, runtime.now(), HOLD_MS, COPY_BATCH_SIZE);
  let copied = false;
  for (const copy of claimed) {
    try {
      copied = (await copyOne(runtime, copy)) || copied;
    } catch (error) {
      // The store or the database broke, not the address: tried again after the hold.
      runtime.reportError(`Copying the picture of ${copy.foodId} failed`, error);
    }
  }
  if (copied) await runtime.onCopied();
  return claimed.length;
}

/** Copies every picture that is due now, batch after batch (Workers' waitUntil and cron; tests). */
export async function copyAllDuePictures(runtime: PictureCopyRuntime): Promise<void> {
  try {
    while ((await copyDuePictures(runtime)) === COPY_BATCH_SIZE);
  } catch (error) {
    runtime.reportError('Copying pictures failed (they stay queued)', error);
  }
}

async function copyOne(runtime: PictureCopyRuntime, copy: PictureCopyRow): Promise<boolean> {
  const { db, pictures } = runtime;
  if (!(await stillShows(db, copy))) {
    await forgetCopy(db, copy.id);
    return false;
  }
  const fetched = await fetchPicture(copy.address, {
    hop: runtime.hop,
    allowPrivate: runtime.allowPrivate,
    maxBytes: pictures.limits.maxBytes,
    timeoutMs: runtime.timeoutMs ?? COPY_TIMEOUT_MS,
  });
  const saved = fetched.ok ? await savePicture(pictures, fetched.value, 'dish') : fetched;
  if (!saved.ok) {
    const now = runtime.now();
    // Only a server that did not answer (in time, or well) may do better later; a refused address,
    // a missing file or one that is no picture will not change by waiting.
    const next = saved.kind !== 'unavailable' ? null : nextCopyAttemptAt(copy.attempts, now, runtime.retryDelays ?? COPY_RETRY_DELAYS_MS);
    await markCopyFailed(db, copy.id, saved.message, next, now);
    return false;
  }
  const pointed = await pointAtStoredPicture(db, copy, saved.value.url, runtime.now());
  await forgetCopy(db, copy.id);
  // The owner changed the picture while it was being copied: the copy is nobody's.
  if (!pointed) await Promise.allSettled(saved.value.sizes.map((size) => pictures.store.delete(size.url.split('/').pop()!)));
  return pointed;
}
