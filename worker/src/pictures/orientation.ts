/**
 * Turns RGBA pixels upright by their EXIF orientation (1–8): a phone stores a photo as the
 * sensor saw it and says how to show it. Done here on the raw pixels because Photon's rotate
 * smears pixels at quarter turns.
 */
export function orientPixels(
  pixels: Uint8Array,
  width: number,
  height: number,
  orientation: number,
): { pixels: Uint8Array; width: number; height: number } {
  const source = (x: number, y: number) => SOURCE[orientation]?.(x, y, width, height);
  if (!SOURCE[orientation]) return { pixels, width, height };
  const swaps = orientation >= 5;
  const outWidth = swaps ? height : width;
  const outHeight = swaps ? width : height;
  const from = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  const to = new Uint32Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      const [sx, sy] = source(x, y)!;
      to[y * outWidth + x] = from[sy * width + sx]!;
    }
  }
  return { pixels: new Uint8Array(to.buffer), width: outWidth, height: outHeight };
}

/** For each orientation, which stored pixel shows at (x, y) of the upright picture. */
const SOURCE: Record<number, (x: number, y: number, width: number, height: number) => [number, number]> = {
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, _w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};
