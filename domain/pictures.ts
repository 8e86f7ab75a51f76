import type { UploadedPictureAnswer } from './contracts/pictures.ts';
import { PICTURE_KIND_MESSAGE } from './picture-sources.ts';

/**
 * Pictures the admin uploads for dishes and categories: what is accepted and what a refusal
 * says. The server resizes an upload to every size of its kind (picture-sources.ts,
 * docs/product/pictures.md).
 */

/** How much picture a runtime takes: the body's bytes and the decoded pixels (width × height). */
export interface PictureLimits {
  maxBytes: number;
  maxPixels: number;
}

const MB = 1024 * 1024;

/**
 * On Workers the decode runs in the request's isolate, which has 128 MB: four bytes a pixel
 * leave room for 16 megapixels (a 12-megapixel phone photo fits).
 */
export const WORKERS_PICTURE_LIMITS: PictureLimits = { maxBytes: 5 * MB, maxPixels: 16_000_000 };
/**
 * On Node the decode runs in a thread of its own that ends after the job and gives its memory
 * back (worker/src/node/picture-thread.ts), so a phone's largest photos are taken as they are.
 */
export const NODE_PICTURE_LIMITS: PictureLimits = { maxBytes: 25 * MB, maxPixels: 40_000_000 };
/** The largest file any runtime takes: what the browser checks before sending; the server says its own. */
export const MAX_PICTURE_BYTES = Math.max(WORKERS_PICTURE_LIMITS.maxBytes, NODE_PICTURE_LIMITS.maxBytes);
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What a file input offers: the types above, and their usual file names' endings. */
export const PICTURE_ACCEPT = `${PICTURE_TYPES.join(',')},.jpg,.jpeg,.png,.webp`;

export const PICTURE_MESSAGES = {
  uploaded: 'Picture uploaded',
  tooLarge: (maxBytes: number) => `The picture is larger than ${Math.round(maxBytes / MB)} MB: choose a smaller file.`,
  empty: 'Choose a picture to upload.',
  notAPicture: 'The file is not a JPEG, PNG or WebP picture.',
  tooManyPixels: (width: number, height: number, maxPixels: number) =>
    `The picture is ${width} × ${height} pixels; at most ${Math.round(maxPixels / 1_000_000)} megapixels are taken (a phone photo of 12 fits).`,
  unreadable: 'The picture could not be read: the file may be damaged.',
  kindInvalid: PICTURE_KIND_MESSAGE,
  typeInvalid: 'Send the picture’s bytes as image/jpeg, image/png or image/webp.',
  unavailable: 'Picture uploads are not set up on this server.',
  failed: 'The picture could not be uploaded. Please try again.',
} as const;

/** What an upload answers: the address to save on the dish or category, and every size made. */
export type UploadedPicture = UploadedPictureAnswer['data'];
