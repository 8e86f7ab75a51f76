import type { PictureStore } from '../pictures/picture-store.ts';

/** The part of an R2 bucket binding this store uses (Cloudflare's R2Bucket has more). */
export interface R2BucketBinding {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream<Uint8Array> } | null>;
  delete(key: string): Promise<void>;
}

/** Pictures as objects of an R2 bucket bound to the worker as PICTURES (wrangler.toml). */
export function r2PictureStore(bucket: R2BucketBinding): PictureStore {
  return {
    async put(name, bytes) {
      await bucket.put(name, bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    },
    async get(name) {
      return (await bucket.get(name))?.body ?? null;
    },
    async delete(name) {
      await bucket.delete(name);
    },
  };
}
