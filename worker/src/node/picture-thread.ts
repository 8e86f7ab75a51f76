/**
 * The program of the thread that resizes pictures on Node (picture-resizer-thread.ts starts it).
 * It runs resize-picture.ts, the same code Workers run in-process, but Photon's WebAssembly
 * memory grows to a picture's decoded size and is never given back while the thread lives, so
 * the thread ends when its work is done and takes that memory with it.
 *
 * Bundled as build/picture-thread.mjs beside the server (scripts/build.ts); the sources run as
 * they are (tests), Node stripping their types.
 */
import { parentPort } from 'node:worker_threads';
import { resizePicture } from '../pictures/resize-picture.ts';
import type { ResizeJob, ResizeResult } from './picture-thread-messages.ts';

parentPort!.on('message', async ({ bytes, facts, sizes }: ResizeJob) => {
  let result: ResizeResult;
  try {
    const resized = await resizePicture(bytes, facts, sizes);
    // A refusal (a damaged body) is plain data and goes back whole; a throw is the server's fault.
    result = resized.ok ? { ok: true, encoded: resized.value } : { ok: false, refusal: resized };
  } catch (error) {
    result = { ok: false, failure: String(error) };
  }
  parentPort!.postMessage(result, result.ok ? result.encoded.map((part) => part.buffer as ArrayBuffer) : []);
});
