import { describe, expect, it } from 'vitest';
import { orientPixels } from './orientation.ts';

// A 3 × 2 picture whose pixels are numbered 1–6 row by row (one byte each of RGBA set).
//   1 2 3
//   4 5 6
const stored = new Uint8Array(new Uint32Array([1, 2, 3, 4, 5, 6]).buffer);
const numbers = (result: ReturnType<typeof orientPixels>) => [result.width, result.height, ...new Uint32Array(result.pixels.buffer)];

describe('orientPixels', () => {
  it.each([
    [1, [3, 2, 1, 2, 3, 4, 5, 6]],
    [2, [3, 2, 3, 2, 1, 6, 5, 4]],
    [3, [3, 2, 6, 5, 4, 3, 2, 1]],
    [4, [3, 2, 4, 5, 6, 1, 2, 3]],
    [5, [2, 3, 1, 4, 2, 5, 3, 6]],
    [6, [2, 3, 4, 1, 5, 2, 6, 3]],
    [7, [2, 3, 6, 3, 5, 2, 4, 1]],
    [8, [2, 3, 3, 6, 2, 5, 1, 4]],
  ])('shows orientation %i upright', (orientation, expected) => {
    expect(numbers(orientPixels(stored, 3, 2, orientation))).toEqual(expected);
  });
});
