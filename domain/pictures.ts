/**
 * Pictures the admin uploads for dishes and categories: what is accepted, the sizes the pages
 * show them at, and the addresses they are served from. The server resizes an upload to every
 * size of its kind (docs/product/pictures.md); the pages pick a size from the address.
 */

export const PICTURE_KINDS = ['dish', 'category'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Each kind's sizes, smallest first: the size a page lays it out at and twice that for sharp
 * screens. A dish is 4:3 (a menu card is 400 wide; the dish page shows the larger one), a
 * category tile is square (192).
 */
export const PICTURE_SIZES: Record<PictureKind, readonly PictureSize[]> = {
  dish: [
    { width: 400, height: 300 },
    { width: 800, height: 600 },
  ],
  category: [
    { width: 192, height: 192 },
    { width: 384, height: 384 },
  ],
};

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

/** Where uploaded pictures are served from, on this shop's own origin. */
export const PICTURES_PATH = '/media/';

/** `<id>-<width>.jpg`: one file per size, named so a page can ask for another size of it. */
const PICTURE_FILE = /^([a-z0-9]{16,40})-(\d{2,4})\.jpg$/;

export function pictureFileName(id: string, size: PictureSize): string {
  return `${id}-${size.width}.jpg`;
}

export function pictureUrl(id: string, size: PictureSize): string {
  return PICTURES_PATH + pictureFileName(id, size);
}

/** Whether `name` is a file name this shop gives pictures (nothing else is looked up). */
export function isPictureFileName(name: string): boolean {
  return PICTURE_FILE.test(name);
}

/**
 * The `src` and `srcset` for showing a picture `shownWidth` CSS pixels wide. For an upload: the
 * smallest of its sizes that fills the place, and for sharp screens the smallest that fills it
 * twice over, when that is another size. The kind is read from the address (each kind's widths
 * are its own), so a dish picture may stand on a category tile. Other addresses (the demo's
 * files, a typed path) come back as they are.
 */
export function pictureSources(url: string, shownWidth: number): { src: string; srcset?: string } {
  const match = url.startsWith(PICTURES_PATH) ? PICTURE_FILE.exec(url.slice(PICTURES_PATH.length)) : null;
  const sizes = match ? PICTURE_KINDS.map((kind) => PICTURE_SIZES[kind]).find((list) => list.some((size) => size.width === Number(match[2]))) : undefined;
  if (!match || !sizes) return { src: url };
  const covering = (width: number) => sizes.find((size) => size.width >= width) ?? sizes[sizes.length - 1]!;
  const at = (size: PictureSize) => `${PICTURES_PATH}${match[1]}-${size.width}.jpg`;
  const base = covering(shownWidth);
  const sharp = covering(shownWidth * 2);
  return sharp === base ? { src: at(base) } : { src: at(base), srcset: `${at(base)} 1x, ${at(sharp)} 2x` };
}

/** What an upload answers: the address to save on the dish or category, and every size made. */
export interface UploadedPicture {
  id: string;
  kind: PictureKind;
  url: string;
  sizes: (PictureSize & { url: string })[];
}
