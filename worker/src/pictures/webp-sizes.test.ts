import { describe, expect, it } from 'vitest';
import { twoToneBytes, webpBomb } from '../../../tests/factories/pictures.ts';
import { webpSizes } from './webp-sizes.ts';

const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const uint24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];
const uint32 = (value: number) => [...uint24(value), value >>> 24];
const chunk = (name: string, data: number[]) => [...text(name), ...uint32(data.length), ...data, ...(data.length % 2 ? [0] : [])];
const riff = (chunks: number[]) => new Uint8Array([...text('RIFF'), ...uint32(chunks.length + 4), ...text('WEBP'), ...chunks]);
/** A lossy bitstream's header: key frame tag, start code, 14-bit width and height. */
const lossy = (width: number, height: number) =>
  chunk('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8]);

describe('the sizes a WebP file states', () => {
  it('reads a plain lossy picture from its bitstream', () => {
    expect(webpSizes(riff(lossy(640, 480)))).toEqual([{ part: 'bitstream', width: 640, height: 480 }]);
  });

  it('reads the canvas and the frame of the one the encoder wrote', () => {
    const sizes = webpSizes(twoToneBytes('webp', 120, 80, [1, 2, 3, 255]));
    expect(sizes?.filter((size) => size.part === 'bitstream')).toEqual([{ part: 'bitstream', width: 120, height: 80 }]);
  });

  it('sees a frame far larger than the canvas the header states', () => {
    expect(webpSizes(webpBomb({ canvas: 100, frame: 16383 }))).toEqual([
      { part: 'canvas', width: 100, height: 100 },
      { part: 'bitstream', width: 16383, height: 16383 },
    ]);
  });

  it('reads every frame of an animation and the bitstream inside each', () => {
    const canvas = chunk('VP8X', [0x02, 0, 0, 0, ...uint24(99), ...uint24(99)]);
    const frame = (side: number) =>
      chunk('ANMF', [...uint24(0), ...uint24(0), ...uint24(side - 1), ...uint24(side - 1), ...uint24(100), 0, ...lossy(side, side)]);
    expect(webpSizes(riff([...canvas, ...chunk('ANIM', [0, 0, 0, 0, 0, 0]), ...frame(50), ...frame(9000)]))).toEqual([
      { part: 'canvas', width: 100, height: 100 },
      { part: 'frame', width: 50, height: 50 },
      { part: 'bitstream', width: 50, height: 50 },
      { part: 'frame', width: 9000, height: 9000 },
      { part: 'bitstream', width: 9000, height: 9000 },
    ]);
  });

  it('is null for a file that is not a whole WebP container', () => {
    expect(webpSizes(new Uint8Array(text('RIFF----WEBPVP8 ')))).toBeNull();
    expect(webpSizes(riff(lossy(10, 10)).slice(0, 24))).toBeNull();
    expect(webpSizes(new Uint8Array(text('GIF89a......')))).toBeNull();
  });
});
