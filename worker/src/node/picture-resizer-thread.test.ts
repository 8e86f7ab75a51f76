import { afterEach, describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '../../../domain/pictures.ts';
import { twoToneBytes } from '../../../tests/factories/pictures.ts';
import { threadPictureResizer, type ThreadPictureResizer } from './picture-resizer-thread.ts';

const SIZES = [{ width: 40, height: 30 }];
const FACTS = { format: 'jpg', width: 400, height: 300, orientation: 1 } as const;
let resizer: ThreadPictureResizer | undefined;

afterEach(() => resizer?.close());

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('threadPictureResizer', () => {
  it('resizes in a thread that ends a moment after its last picture', async () => {
    resizer = threadPictureResizer({ idleMs: 100 });
    expect(resizer.running()).toBe(false);
    const resized = await resizer.resize(twoToneBytes('jpg', 400, 300, [200, 20, 20, 255]), FACTS, SIZES);
    if (!resized.ok) throw new Error(resized.message);
    expect([...resized.value[0]!.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(resizer.running()).toBe(true);
    await until(() => !resizer!.running());
  });

  it('takes pictures one at a time, in the order they came, in one thread', async () => {
    resizer = threadPictureResizer({ idleMs: 100 });
    const order: number[] = [];
    const jobs = [1, 2, 3].map((n) =>
      resizer!
        .resize(twoToneBytes('png', 100 * n, 75 * n, [20, 20, 200, 255]), { ...FACTS, format: 'png' }, SIZES)
        .then(() => order.push(n)),
    );
    await Promise.all(jobs);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a damaged picture as the client’s mistake, and goes on with the next', async () => {
    resizer = threadPictureResizer({ idleMs: 100 });
    const damaged = await resizer.resize(twoToneBytes('jpg', 400, 300, [200, 20, 20, 255]).slice(0, 300), FACTS, SIZES);
    expect(damaged).toMatchObject({ ok: false, kind: 'invalid', message: PICTURE_MESSAGES.unreadable });
    const next = await resizer.resize(twoToneBytes('jpg', 400, 300, [200, 20, 20, 255]), FACTS, SIZES);
    expect(next.ok && next.value).toHaveLength(1);
  });
});
