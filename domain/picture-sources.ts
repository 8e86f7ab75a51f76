/**
 * The sizes uploaded pictures come in and the addresses they are served at: what every page
 * needs to show one (kept apart from the upload's rules, which only the admin and the server
 * load). docs/product/pictures.md
 */

export const PICTURE_KINDS = ['dish', 'category', 'logo', 'hero'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
/** An upload's `kind` that is none of them (the upload's contract, contracts/pictures.ts, says it). */
export const PICTURE_KIND_MESSAGE = `Say what the picture is for: ${PICTURE_KINDS.join(' or ')}.`;

export interface PictureSize {
  width: number;
  height: number;
  /** 'contain': the whole picture, scaled to fit and laid on white (a logo keeps its edges); else cut to the size's shape. */
  fit?: 'contain';
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
  // The header's mark and the favicon (96), the home-screen icons (180, 512). Widths differ from
  // every other kind's: a picture's kind is read from its width (pictureSources).
  logo: [
    { width: 96, height: 96, fit: 'contain' },
    { width: 180, height: 180, fit: 'contain' },
    { width: 512, height: 512, fit: 'contain' },
  ],
  // The home page's hero, 5:4 as the demo's picture is laid out (560 wide).
  hero: [
    { width: 560, height: 448 },
    { width: 1120, height: 896 },
  ],
};

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
  const sizes = match
    ? PICTURE_KINDS.map((kind) => PICTURE_SIZES[kind]).find((list) => list.some((size) => size.width === Number(match[2])))
    : undefined;
  if (!match || !sizes) return { src: url };
  const covering = (width: number) => sizes.find((size) => size.width >= width) ?? sizes[sizes.length - 1]!;
  const at = (size: PictureSize) => `${PICTURES_PATH}${match[1]}-${size.width}.jpg`;
  const base = covering(shownWidth);
  const sharp = covering(shownWidth * 2);
  return sharp === base ? { src: at(base) } : { src: at(base), srcset: `${at(base)} 1x, ${at(sharp)} 2x` };
}
