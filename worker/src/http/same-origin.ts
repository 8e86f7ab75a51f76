import type { MiddlewareHandler } from 'hono';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import { ForbiddenError } from './errors.ts';

/**
 * Refuses a state-changing request another site's page sent (CSRF): the browser says so with
 * Sec-Fetch-Site: cross-site, or an Origin whose host differs from the one the request was
 * addressed to. Requests without either header (curl, server-to-server) pass: they carry no
 * victim's cookie. Hosts are compared without the scheme, so an HTTPS proxy in front of the
 * plain-HTTP Node server does not break every form.
 */
export function refuseCrossSite(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new ForbiddenError(AUTH_ERRORS.crossSite);
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      // Node builds the URL from the Host header; Workers give the address the visitor used.
      const ownHost = new URL(c.req.url).host.toLowerCase();
      if (originHost(origin) !== ownHost) throw new ForbiddenError(AUTH_ERRORS.crossSite);
    }
    await next();
  };
}

function originHost(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined; // 'null' (sandboxed pages, some redirects) is foreign
  return new URL(origin).host.toLowerCase();
}
