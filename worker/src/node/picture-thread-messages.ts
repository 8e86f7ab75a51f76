import type { PictureSize } from '../../../domain/picture-sources.ts';
import type { Refusal } from '../outcome.ts';
import type { PictureFacts } from '../pictures/inspect-picture.ts';

/** One picture to resize, sent to the thread (picture-thread.ts); its bytes are moved, not copied. */
export interface ResizeJob {
  bytes: Uint8Array;
  facts: PictureFacts;
  sizes: readonly PictureSize[];
}

/**
 * The thread's answer: every size's JPEG, or why not. A refusal (the client's: a damaged body) is
 * resize-picture.ts's own, copied across as data; a failure (ours) is the error's text.
 */
export type ResizeResult = { ok: true; encoded: Uint8Array[] } | { ok: false; refusal: Refusal } | { ok: false; failure: string };
