/**
 * Where uploaded pictures live: files under the data folder on Node
 * (worker/src/node/file-picture-store.ts), an R2 bucket on Workers
 * (worker/src/workers/r2-picture-store.ts). Names are `<id>-<width>.jpg`; a name is written once
 * and never changed, so what is served may be cached for good.
 */
export interface PictureStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null>;
  delete(name: string): Promise<void>;
}
