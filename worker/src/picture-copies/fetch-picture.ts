import { COPY_MAX_REDIRECTS, PICTURE_COPY_ERRORS } from '../../../domain/picture-copy.ts';
import { PICTURE_MESSAGES } from '../../../domain/pictures.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { addressRefusal } from './public-address.ts';

/**
 * One request, redirects not followed: the runtime's own. On Workers, fetch (which cannot reach
 * private networks); on Node, a request whose every resolved address is checked before it
 * connects (worker/src/node/public-fetch.ts). A refused address rejects with PrivateAddressError.
 */
export type FetchHop = (url: URL, signal: AbortSignal) => Promise<Response>;

/** A name that resolved to a machine of the shop's own network. */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address that is not public`);
    this.name = 'PrivateAddressError';
  }
}

export interface FetchPictureOptions {
  hop: FetchHop;
  /** Loopback and private addresses allowed (tests and development only: PICTURE_COPY_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** The runtime's upload limit: more is refused as an upload would be. */
  maxBytes: number;
  timeoutMs: number;
}

/**
 * The bytes an address serves: http(s) only, no private address, redirects followed by hand (at
 * most COPY_MAX_REDIRECTS, each checked as the first was), all within `timeoutMs` and `maxBytes`.
 * What the bytes are is judged afterwards, by the upload's own checks.
 */
export async function fetchPicture(address: string, options: FetchPictureOptions): Promise<Outcome<Uint8Array>> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refused('invalid', PICTURE_COPY_ERRORS.notAllowed);
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      if (addressRefusal(url, options.allowPrivate)) return refused('forbidden', PICTURE_COPY_ERRORS.notAllowed);
      const response = await options.hop(url, signal);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects === COPY_MAX_REDIRECTS) return refused('unprocessable', PICTURE_COPY_ERRORS.tooManyRedirects);
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        // A server in trouble may answer later; a 404 or a 403 will not change by waiting.
        const passing = response.status >= 500 || response.status === 408 || response.status === 429;
        return refused(passing ? 'unavailable' : 'not_found', PICTURE_COPY_ERRORS.status(response.status));
      }
      return await readCapped(response, options.maxBytes);
    }
  } catch (error) {
    if (error instanceof PrivateAddressError) return refused('forbidden', PICTURE_COPY_ERRORS.notAllowed);
    if (signal.aborted) return refused('unavailable', PICTURE_COPY_ERRORS.timedOut);
    return refused('unavailable', PICTURE_COPY_ERRORS.unreachable);
  }
}

/** The body, refused as soon as it is larger than an upload may be (a stated length is believed only to refuse early). */
async function readCapped(response: Response, maxBytes: number): Promise<Outcome<Uint8Array>> {
  const tooLarge = () => refused('unprocessable', PICTURE_MESSAGES.tooLarge(maxBytes));
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return tooLarge();
  }
  if (!response.body) return done(new Uint8Array());
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done: ended, value } = await reader.read();
    if (ended) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return done(bytes);
}
