import { PhotonImage } from '@cf-wasm/photon';

export type Rgba = [number, number, number, number];

/**
 * A picture in `format` whose left half is `left` and right half `right`, so a test can see
 * which way it was turned and where it was cut.
 */
export function twoToneBytes(format: 'jpg' | 'png' | 'webp', width: number, height: number, left: Rgba, right: Rgba = left): Uint8Array<ArrayBuffer> {
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
