import { describe, expect, it } from 'vitest';
import type { Versions } from '../versions/versions.ts';
import { createVersionCheck } from './version-check.ts';

describe('createVersionCheck', () => {
  it('reads at most once per interval, shares a read in progress, and reads anew when told to forget', async () => {
    let clock = 0;
    let reads = 0;
    const check = createVersionCheck(
      async (): Promise<Versions> => {
        reads++;
        return { menu: String(reads), storeDetails: '0', pages: '0' };
      },
      2_000,
      () => clock,
    );
    expect(check.recent()).toBeUndefined();
    const [a, b] = await Promise.all([check.current(), check.current()]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    clock = 1_999;
    expect(check.recent()).toBe(a);
    clock = 2_000;
    expect(check.recent()).toBeUndefined();
    expect((await check.current()).menu).toBe('2');
    check.forget();
    expect((await check.current()).menu).toBe('3');
  });

  it('lets the next caller try again after a failed read', async () => {
    let fail = true;
    const check = createVersionCheck(async (): Promise<Versions> => {
      if (fail) throw new Error('unreachable');
      return { menu: '1', storeDetails: '1', pages: '1' };
    }, 2_000);
    await expect(check.current()).rejects.toThrow('unreachable');
    fail = false;
    expect((await check.current()).menu).toBe('1');
  });
});
