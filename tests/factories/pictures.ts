import { PhotonImage } from '@cf-wasm/photon';

export type Rgba = [number, number, number, number];

/**
 * A picture in `format` whose left half is `left` and right half `right`, so a test can see
 * which way it was turned and where it was cut.
 */
export function twoToneBytes(
  format: 'jpg' | 'png' | 'webp',
  width: number,
  height: number,
  left: Rgba,
  right: Rgba = left,
): Uint8Array<ArrayBuffer> {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? left : right, (y * width + x) * 4);
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    const bytes = format === 'jpg' ? image.get_bytes_jpeg(90) : format === 'png' ? image.get_bytes() : image.get_bytes_webp();
    return new Uint8Array(bytes);
  } finally {
    image.free();
  }
}

/** The colour of the pixel at (x, y) of a picture the shop served. */
export function pixelAt(bytes: Uint8Array, x: number, y: number): { width: number; height: number; rgb: [number, number, number] } {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = image.get_width();
    const pixels = image.get_raw_pixels();
    const at = (y * width + x) * 4;
    return { width, height: image.get_height(), rgb: [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!] };
  } finally {
    image.free();
  }
}

/**
 * A JPEG as a phone stores a photo taken sideways: the pixels as the sensor saw them, and an
 * EXIF segment saying how to turn them (orientation 6: a quarter turn clockwise).
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  // TIFF header (big-endian), one IFD entry: tag 0x0112 Orientation, type SHORT, count 1.
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [...Array.from('Exif', (char) => char.charCodeAt(0)), 0, 0, ...tiff];
  const length = payload.length + 2;
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/** Bits written least significant first, as WebP's lossless bitstream reads them: [value, how many bits]. */
function packBits(fields: readonly [number, number][]): number[] {
  const bytes: number[] = [];
  let byte = 0;
  let used = 0;
  for (const [value, count] of fields) {
    for (let bit = 0; bit < count; bit++) {
      byte |= ((value >> bit) & 1) << used;
      if (++used === 8) {
        bytes.push(byte);
        byte = 0;
        used = 0;
      }
    }
  }
  return used > 0 ? [...bytes, byte] : bytes;
}

/**
 * A WebP picture bomb: an extended header (VP8X) whose canvas says `canvas` × `canvas`, over a
 * lossless frame (VP8L) of `frame` × `frame` in one colour. The frame needs no bits per pixel
 * (every prefix code has a single symbol), so a few dozen bytes decode to frame² × 4 bytes.
 */
export function webpBomb(sizes: { canvas: number; frame: number }): Uint8Array<ArrayBuffer> {
  const side = sizes.frame - 1;
  const singleSymbol: [number, number][] = [
    [1, 1],
    [0, 1],
    [0, 1],
    [0, 1],
  ];
  // Signature; width − 1, height − 1; no alpha hint, version 0; no transform, no colour cache, no meta codes; five one-symbol codes.
  const lossless = [
    0x2f,
    ...packBits([[side, 14], [side, 14], [0, 1], [0, 3], [0, 1], [0, 1], [0, 1], ...Array.from({ length: 5 }, () => singleSymbol).flat()]),
  ];
  const canvas = sizes.canvas - 1;
  const extended = [0, 0, 0, 0, canvas & 0xff, (canvas >> 8) & 0xff, canvas >> 16, canvas & 0xff, (canvas >> 8) & 0xff, canvas >> 16];
  const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
  const uint32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
  const chunk = (name: string, data: number[]) => [...text(name), ...uint32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
  const body = [...text('WEBP'), ...chunk('VP8X', extended), ...chunk('VP8L', lossless)];
  return new Uint8Array([...text('RIFF'), ...uint32(body.length), ...body]);
}
