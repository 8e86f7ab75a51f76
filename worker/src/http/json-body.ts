import type { MiddlewareHandler } from 'hono';
import { UnsupportedMediaTypeError, ValidationError } from './errors.ts';

/** Deeper than any body the API takes (an order is 4 levels); far below what overflows a stack. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * For requests that change something: a body must be declared `application/json` (415
 * otherwise), so a cross-site form or `text/plain` post is never parsed as one, beside the
 * Origin check (same-origin.ts); and it may nest at most MAX_JSON_DEPTH levels (400), checked
 * on the raw text before anything parses or walks it. Bodiless requests (logout, delete) pass.
 * Handlers read the same text afterwards: Hono keeps it.
 */
export function requireJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    if (isJsonType(c.req.header('content-type'))) {
      if (jsonNestingExceeds(await c.req.text(), MAX_JSON_DEPTH)) throw new ValidationError(TOO_DEEP_MESSAGE);
    } else if (c.req.header('content-length') !== '0' && (await c.req.text()).length > 0) {
      // Read to be sure: not every client sends Content-Length: 0 with an empty body.
      throw new UnsupportedMediaTypeError();
    }
    await next();
  };
}

/** `application/json`, with parameters such as `; charset=utf-8` allowed. */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/** Whether brackets outside strings nest deeper than `maxDepth`: one pass, no recursion. */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
