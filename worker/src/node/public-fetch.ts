import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { type FetchHop, PrivateAddressError } from '../picture-copies/fetch-picture.ts';
import { isPublicIp } from '../picture-copies/public-address.ts';

/**
 * One request on Node whose host is checked where it is connected to: the name is resolved once,
 * here, and refused when any address it resolves to is not public, so a name cannot answer a
 * public address to the check and a private one to the connection (DNS rebinding). Redirects are
 * the caller's (fetch-picture.ts). `allowPrivate`: the test setting, PICTURE_COPY_ALLOW_PRIVATE.
 */
export function publicFetch(allowPrivate: boolean): FetchHop {
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivate && addresses.some((address) => !isPublicIp(address.address));
      if (refused || addresses.length === 0) return callback(new PrivateAddressError(hostname), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  return (url, signal) =>
    new Promise<Response>((resolve, reject) => {
      const options: RequestOptions = {
        method: 'GET',
        signal,
        lookup,
        headers: { Accept: 'image/*', 'User-Agent': 'Doorstep picture copy' },
      };
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (answer: IncomingMessage) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined) continue;
          for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
        }
        const status = answer.statusCode ?? 502;
        const body = status === 204 || status === 304 ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers }));
      });
      // An IP literal is connected to without a lookup: fetch-picture.ts has refused a private one before.
      request.once('error', reject);
      request.end();
    });
}
