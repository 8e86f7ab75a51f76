import { PICTURE_KINDS, type PictureKind, type PictureSize } from './picture-sources.ts';

/**
 * Pictures the admin uploads for dishes and categories: what is accepted and what a refusal
 * says. The server resizes an upload to every size of its kind (picture-sources.ts,
 * docs/product/pictures.md).
 */

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/**
 * Pixels a picture may have (width × height): decoding holds four bytes a pixel in memory, and a
 * Worker has 128 MB. A 12-megapixel phone photo fits.
 */
export const MAX_PICTURE_PIXELS = 16_000_000;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What a file input offers: the types above, and their usual file names' endings. */
export const PICTURE_ACCEPT = `${PICTURE_TYPES.join(',')},.jpg,.jpeg,.png,.webp`;

export const PICTURE_MESSAGES = {
  uploaded: 'Picture uploaded',
  tooLarge: 'The picture is larger than 5 MB: choose a smaller file.',
  empty: 'Choose a picture to upload.',
  notAPicture: 'The file is not a JPEG, PNG or WebP picture.',
  tooManyPixels: (width: number, height: number) =>
    `The picture is ${width} × ${height} pixels; at most 16 megapixels are taken (a phone photo of 12 fits).`,
  unreadable: 'The picture could not be read: the file may be damaged.',
  kindInvalid: `Say what the picture is for: ${PICTURE_KINDS.join(' or ')}.`,
  typeInvalid: 'Send the picture’s bytes as image/jpeg, image/png or image/webp.',
  unavailable: 'Picture uploads are not set up on this server.',
  failed: 'The picture could not be uploaded. Please try again.',
} as const;

/** What an upload answers: the address to save on the dish or category, and every size made. */
export interface UploadedPicture {
  id: string;
  kind: PictureKind;
  url: string;
  sizes: (PictureSize & { url: string })[];
}
