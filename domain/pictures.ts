import type { UploadedPictureAnswer } from './contracts/pictures.ts';
import { PICTURE_KIND_MESSAGE } from './picture-sources.ts';
import { messageWithValues } from './i18n/message-with-values.ts';

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
  tooLarge: (maxBytes: number) => messageWithValues('admin.pictureTooLarge', { megabytes: Math.round(maxBytes / MB) }),
  empty: 'Choose a picture to upload.',
  notAPicture: 'The file is not a JPEG, PNG or WebP picture.',
  // The sides as a dimension is written ("7400 × 5550"), not grouped as a count would be.
  tooManyPixels: (width: number, height: number, maxPixels: number) =>
    messageWithValues('admin.pictureTooManyPixels', {
      width: String(width),
      height: String(height),
      megapixels: Math.round(maxPixels / 1_000_000),
    }),
  unreadable: 'The picture could not be read: the file may be damaged.',
  kindInvalid: PICTURE_KIND_MESSAGE,
  typeInvalid: 'Send the picture’s bytes as image/jpeg, image/png or image/webp.',
  unavailable: 'Picture uploads are not set up on this server.',
  failed: 'The picture could not be uploaded. Please try again.',
} as const;

/** What an upload answers: the address to save on the dish or category, and every size made. */
export type UploadedPicture = UploadedPictureAnswer['data'];
