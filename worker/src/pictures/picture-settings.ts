import type { PictureSize } from '../../../domain/picture-sources.ts';
import type { PictureLimits } from '../../../domain/pictures.ts';
import type { Outcome } from '../outcome.ts';
import type { PictureFacts } from './inspect-picture.ts';
import type { PictureStore } from './picture-store.ts';

/**
 * Makes each of `sizes` as a JPEG from an upload already inspected. On Workers that is
 * resize-picture.ts in the request's isolate; on Node a thread that ends after the job
 * (worker/src/node/picture-thread.ts), since WebAssembly memory is never given back otherwise.
 * A picture whose body cannot be decoded is refused; a resizer that breaks throws.
 */
export type PictureResizer = (bytes: Uint8Array, facts: PictureFacts, sizes: readonly PictureSize[]) => Promise<Outcome<Uint8Array[]>>;

/** What a runtime gives the app for uploads: where pictures live, how much it takes, and who resizes. */
export interface PictureSettings {
  store: PictureStore;
  limits: PictureLimits;
  resize: PictureResizer;
}
