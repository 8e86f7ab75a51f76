import { describe, expect, it } from 'vitest';
import { COPY_RETRY_DELAYS_MS, isExternalPicture, nextCopyAttemptAt } from './picture-copy.ts';

describe('copying a picture from another site', () => {
  it('copies http and https addresses, never a path on this site', () => {
    expect(isExternalPicture('https://cdn.example/tomato.jpg')).toBe(true);
    expect(isExternalPicture('HTTP://cdn.example/tomato.jpg')).toBe(true);
    expect(isExternalPicture('/media/0123-800.jpg')).toBe(false);
    expect(isExternalPicture('/images/dishes/pizza.avif')).toBe(false);
    expect(isExternalPicture('')).toBe(false);
  });

  it('waits longer after each failure, then gives up', () => {
    const now = 1_000_000;
    const waits = [1, 2, 3, 4].map((attempts) => nextCopyAttemptAt(attempts, now)! - now);
    expect(waits).toEqual([...COPY_RETRY_DELAYS_MS]);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(nextCopyAttemptAt(COPY_RETRY_DELAYS_MS.length + 1, now)).toBeNull();
  });

  it('follows a schedule a test shortens', () => {
    expect(nextCopyAttemptAt(1, 0, [5, 10])).toBe(5);
    expect(nextCopyAttemptAt(2, 0, [5, 10])).toBe(10);
    expect(nextCopyAttemptAt(3, 0, [5, 10])).toBeNull();
  });
});
