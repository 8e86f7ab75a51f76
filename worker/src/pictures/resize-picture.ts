import type { PictureSize } from '../../../domain/picture-sources.ts';
import { PICTURE_MESSAGES } from '../../../domain/pictures.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { PictureFacts } from './inspect-picture.ts';
import { orientPixels } from './orientation.ts';

/** JPEG quality of every size made: sharp food photos at a fraction of the upload's bytes. */
const JPEG_QUALITY = 82;

type Photon = typeof import('@cf-wasm/photon');
type PhotonImage = InstanceType<Photon['PhotonImage']>;

let photon: Promise<Photon> | undefined;

/**
 * Photon (Rust compiled to WebAssembly) decodes, crops and encodes the same way on Node and in
 * a Worker, where native image libraries cannot run. It is loaded on the first upload, so a
 * server that never receives one does not hold its 1.5 MB module.
 */
function loadPhoton(): Promise<Photon> {
  photon ??= import('@cf-wasm/photon');
  return photon;
}

/**
 * Each of `sizes` as a JPEG: the picture turned upright, cut to the size's shape around its
 * centre (as the pages' object-cover would show it), scaled, and laid on white where it was
 * transparent (JPEG has no transparency). The refusal is plain data, so on Node it crosses back
 * from the picture thread (worker/src/node/picture-thread.ts) as it is.
 */
export async function resizePicture(bytes: Uint8Array, facts: PictureFacts, sizes: readonly PictureSize[]): Promise<Outcome<Uint8Array[]>> {
  const lib = await loadPhoton();
  let source: PhotonImage;
  try {
    source = lib.PhotonImage.new_from_byteslice(bytes);
  } catch {
    // A header that reads well over a damaged body stops the decoder here.
    return refused('invalid', PICTURE_MESSAGES.unreadable);
  }
  const upright = turnUpright(lib, shrink(lib, source, sizes), facts.orientation);
  try {
    return done(sizes.map((size) => encodeSize(lib, upright, size, facts.format !== 'jpg')));
  } finally {
    upright.free();
  }
}

function encodeSize(lib: Photon, image: PhotonImage, size: PictureSize, mayBeTransparent: boolean): Uint8Array {
  if (size.fit === 'contain') return encodeContained(lib, image, size);
  const width = image.get_width();
  const height = image.get_height();
  const aspect = size.width / size.height;
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  const left = Math.floor((width - cropWidth) / 2);
  const top = Math.floor((height - cropHeight) / 2);
  const cropped = lib.crop(image, left, top, left + cropWidth, top + cropHeight);
  const scaled = lib.resize(cropped, size.width, size.height, lib.SamplingFilter.Lanczos3);
  cropped.free();
  const flat = mayBeTransparent ? onWhite(lib, scaled) : scaled;
  try {
    return flat.get_bytes_jpeg(JPEG_QUALITY);
  } finally {
    flat.free();
    if (flat !== scaled) scaled.free();
  }
}

/** The whole picture scaled to fit the size and centred on white: a logo keeps its edges, whatever its shape. */
function encodeContained(lib: Photon, image: PhotonImage, size: PictureSize): Uint8Array {
  const scale = Math.min(size.width / image.get_width(), size.height / image.get_height());
  const width = Math.max(1, Math.round(image.get_width() * scale));
  const height = Math.max(1, Math.round(image.get_height() * scale));
  const scaled = lib.resize(image, width, height, lib.SamplingFilter.Lanczos3);
  const flat = onWhite(lib, scaled);
  scaled.free();
  const pixels = flat.get_raw_pixels();
  flat.free();
  const canvas = new Uint8Array(size.width * size.height * 4).fill(255);
  const left = Math.floor((size.width - width) / 2);
  const top = Math.floor((size.height - height) / 2);
  for (let row = 0; row < height; row++)
    canvas.set(pixels.subarray(row * width * 4, (row + 1) * width * 4), ((top + row) * size.width + left) * 4);
  const framed = new lib.PhotonImage(canvas, size.width, size.height);
  try {
    return framed.get_bytes_jpeg(JPEG_QUALITY);
  } finally {
    framed.free();
  }
}

function onWhite(lib: Photon, image: PhotonImage): PhotonImage {
  const pixels = image.get_raw_pixels();
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = pixels[i + 3]!;
    if (alpha === 255) continue;
    const keep = alpha / 255;
    for (let channel = 0; channel < 3; channel++) pixels[i + channel] = Math.round(pixels[i + channel]! * keep + 255 * (1 - keep));
    pixels[i + 3] = 255;
  }
  return new lib.PhotonImage(pixels, image.get_width(), image.get_height());
}

/**
 * The picture scaled down (never up) so its shorter side is twice the largest size's longer side:
 * enough to cut every size from, and the rest of the work (and memory) is a fraction of a
 * 12-megapixel photo's.
 */
function shrink(lib: Photon, image: PhotonImage, sizes: readonly PictureSize[]): PhotonImage {
  const enough = 2 * Math.max(...sizes.map((size) => Math.max(size.width, size.height)));
  const width = image.get_width();
  const height = image.get_height();
  const scale = enough / Math.min(width, height);
  if (scale >= 1) return image;
  const smaller = lib.resize(image, Math.round(width * scale), Math.round(height * scale), lib.SamplingFilter.Triangle);
  image.free();
  return smaller;
}

/** A new image of `image` turned upright (orientation.ts); `image` itself when it already is. */
function turnUpright(lib: Photon, image: PhotonImage, orientation: number): PhotonImage {
  if (orientation < 2 || orientation > 8) return image;
  const turned = orientPixels(image.get_raw_pixels(), image.get_width(), image.get_height(), orientation);
  image.free();
  return new lib.PhotonImage(turned.pixels, turned.width, turned.height);
}
