import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttemptAt } from './retry.ts';

const MINUTE = 60_000;

describe('nextAttemptAt', () => {
  it('waits longer after each failure, then an hour at a time', () => {
    const createdAt = 0;
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => nextAttemptAt({ attempts, createdAt }, 0)! / MINUTE);
    expect(waits).toEqual([0.5, 1, 2, 5, 15, 30, 60, 60, 60]);
  });

  it('gives up once the next attempt would be more than a day after the mail was written', () => {
    expect(nextAttemptAt({ attempts: 20, createdAt: 0 }, GIVE_UP_AFTER_MS - 2 * 60 * MINUTE)).not.toBeNull();
    expect(nextAttemptAt({ attempts: 20, createdAt: 0 }, GIVE_UP_AFTER_MS - 30 * MINUTE)).toBeNull();
  });
});
