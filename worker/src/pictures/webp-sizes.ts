/**
 * Every size a WebP file states, read from its chunks without decoding anything: the canvas of
 * an extended file (VP8X), each animation frame (ANMF), and each bitstream's own header (VP8
 * lossy, VP8L lossless), at the top level or inside a frame. The decoder sizes its buffers by
 * the bitstream, not by the canvas a header reader reports, so a 60-byte file whose canvas says
 * 100 × 100 can hold a frame of 16383 × 16383: the check must see what the decoder will.
 * (RFC 9649 describes the container and both bitstreams.)
 */

export interface StatedSize {
  /** Which part of the file states it. */
  part: 'canvas' | 'frame' | 'bitstream';
  width: number;
  height: number;
}

/** The sizes stated, or null when the file is not a well-formed WebP container. */
export function webpSizes(bytes: Uint8Array): StatedSize[] | null {
  if (bytes.byteLength < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WEBP') return null;
  const sizes: StatedSize[] = [];
  return readChunks(bytes, 12, bytes.byteLength, sizes) ? sizes : null;
}

function readChunks(bytes: Uint8Array, start: number, end: number, sizes: StatedSize[]): boolean {
  let at = start;
  while (at < end) {
    // A chunk cut short: the file is not whole.
    if (at + 8 > end) return false;
    const kind = ascii(bytes, at);
    const length = uint32(bytes, at + 4);
    const body = at + 8;
    if (body + length > end) return false;
    if (!readChunk(bytes, kind, body, length, sizes)) return false;
    // Chunks are padded to an even length.
    at = body + length + (length % 2);
  }
  return true;
}

function readChunk(bytes: Uint8Array, kind: string, body: number, length: number, sizes: StatedSize[]): boolean {
  switch (kind) {
    case 'VP8X':
      if (length < 10) return false;
      sizes.push({ part: 'canvas', width: uint24(bytes, body + 4) + 1, height: uint24(bytes, body + 7) + 1 });
      return true;
    case 'ANMF':
      if (length < 16) return false;
      sizes.push({ part: 'frame', width: uint24(bytes, body + 6) + 1, height: uint24(bytes, body + 9) + 1 });
      return readChunks(bytes, body + 16, body + length, sizes);
    case 'VP8 ': {
      // A 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height (2 bits of scale each).
      if (length < 10 || bytes[body + 3] !== 0x9d || bytes[body + 4] !== 0x01 || bytes[body + 5] !== 0x2a) return false;
      sizes.push({ part: 'bitstream', width: uint16(bytes, body + 6) & 0x3fff, height: uint16(bytes, body + 8) & 0x3fff });
      return true;
    }
    case 'VP8L': {
      // The signature 0x2f, then width − 1 and height − 1 in 14 bits each, least significant first.
      if (length < 5 || bytes[body] !== 0x2f) return false;
      const bits = uint32(bytes, body + 1);
      sizes.push({ part: 'bitstream', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
      return true;
    }
    default:
      // ALPH, ANIM, ICCP, EXIF, XMP and unknown chunks state no size of their own.
      return true;
  }
}

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function uint16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function uint24(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
}

function uint32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}
