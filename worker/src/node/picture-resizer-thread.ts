import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { done, type Outcome } from '../outcome.ts';
import type { PictureResizer } from '../pictures/picture-settings.ts';
import type { ResizeJob, ResizeResult } from './picture-thread-messages.ts';
import { PROJECT_ROOT } from './project-root.ts';

/**
 * How long the thread waits for another picture before it ends. An admin uploading a few
 * pictures in a row pays for loading Photon (~0.1 s) once; a server that is done with pictures
 * gives back the thread's memory a moment later.
 */
export const PICTURE_THREAD_IDLE_MS = 2_000;

export interface ThreadPictureResizer {
  resize: PictureResizer;
  /** Whether a thread is running now (tests and benches watch it end). */
  running(): boolean;
  /** Ends the thread, if any; pictures still queued fail. */
  close(): Promise<void>;
}

/**
 * The thread's program: bundled beside the server as build/picture-thread.mjs (scripts/build.ts);
 * from the sources (tests), picture-thread.ts itself.
 */
function threadProgram(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./picture-thread.ts', import.meta.url);
  return pathToFileURL(join(PROJECT_ROOT, 'build', 'picture-thread.mjs'));
}

/**
 * Resizes pictures on Node in a worker thread (picture-thread.ts), one at a time. WebAssembly
 * memory never shrinks: in the server's own process one 16-megapixel photo raised its resident
 * memory from 195 to 439 MB for good. A thread's memory is given back when it exits, so the
 * thread is started for a picture and ends PICTURE_THREAD_IDLE_MS after the last one. Pictures
 * wait their turn, so two uploads at once never hold two decoded pictures.
 */
export function threadPictureResizer({ idleMs = PICTURE_THREAD_IDLE_MS }: { idleMs?: number } = {}): ThreadPictureResizer {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const stop = async () => {
    clearTimeout(idle);
    const ending = worker;
    worker = undefined;
    await ending?.terminate();
  };

  const run = (job: ResizeJob): Promise<Outcome<Uint8Array[]>> =>
    new Promise((resolve, reject) => {
      clearTimeout(idle);
      worker ??= new Worker(threadProgram());
      const thread = worker;
      thread.ref();
      const settle = (outcome: () => void) => {
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
        // Waiting for the next picture holds up neither the process's exit nor a test's end.
        thread.unref();
        idle = setTimeout(() => void stop(), idleMs).unref();
        outcome();
      };
      const onMessage = (result: ResizeResult) =>
        settle(() => {
          if (result.ok) resolve(done(result.encoded));
          else if ('refusal' in result) resolve(result.refusal);
          else reject(new Error(`Resizing the picture failed: ${result.failure}`));
        });
      // A thread that dies (out of memory, a crash in Photon) is replaced for the next picture.
      const onError = (error: Error) => {
        if (worker === thread) worker = undefined;
        settle(() => reject(error));
      };
      const onExit = (code: number) => onError(new Error(`The picture thread stopped (exit code ${code})`));
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      // The upload's bytes move to the thread rather than being copied (the caller is done with them).
      const whole = job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength;
      const bytes = whole ? job.bytes : job.bytes.slice();
      thread.postMessage({ ...job, bytes }, [bytes.buffer as ArrayBuffer]);
    });

  return {
    resize(bytes, facts, sizes) {
      const done = queue.then(() => run({ bytes, facts, sizes }));
      queue = done.catch(() => {});
      return done;
    },
    running: () => worker !== undefined,
    close: stop,
  };
}
