import { startBackgroundLoop } from '../background-loop.ts';
import { COPY_BATCH_SIZE, copyDuePictures, type PictureCopyRuntime } from './copy-pictures.ts';

export interface PictureCopier {
  /** An import queued copies: start now. */
  wake(): void;
  /** Copies what is due now and waits for it (tests). */
  flush(): Promise<void>;
  /** Finishes the copy being made, then stops. */
  stop(): Promise<void>;
}

/** How often retries that came due, and copies other processes queued, are looked for. */
const DEFAULT_POLL_MS = 10_000;

/**
 * The Node server's copier: started with the server and stopped with it, woken by an import and
 * looking every few seconds for retries that came due. Several processes may run one over the
 * same database: each copy is claimed by one (copy-pictures.ts).
 */
export function startPictureCopier(runtime: PictureCopyRuntime, options: { pollMs?: number } = {}): PictureCopier {
  const loop = startBackgroundLoop({
    batch: async () => (await copyDuePictures(runtime)) === COPY_BATCH_SIZE,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    failed: (error) => runtime.reportError('Copying pictures failed (they stay queued)', error),
  });
  return { wake: () => void loop.run(), flush: loop.flush, stop: loop.stop };
}
