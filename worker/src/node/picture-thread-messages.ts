import type { PictureSize } from '../../../domain/picture-sources.ts';
import type { PictureFacts } from '../pictures/inspect-picture.ts';

/** One picture to resize, sent to the thread (picture-thread.ts); its bytes are moved, not copied. */
export interface ResizeJob {
  bytes: Uint8Array;
  facts: PictureFacts;
  sizes: readonly PictureSize[];
}

/** The thread's answer: every size's JPEG, or why not (a refusal is the client's, a failure ours). */
export type ResizeResult = { ok: true; encoded: Uint8Array[] } | { ok: false; refusal: string } | { ok: false; failure: string };
