import type { Context, MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** `'sha256-…'` sources for the inline scripts the built pages contain (dist/_csp.json). */
  scriptHashes?: readonly string[];
  /** Allow Google Identity Services (script, popup frame, its stylesheet) when sign-in is configured. */
  googleSignIn?: boolean;
  /** The optional analytics script's URL (PUBLIC_ANALYTICS_SRC); its origin may load and report. */
  analyticsSrc?: string | undefined;
  /** Allow Stripe.js and its frames when Stripe takes the cards (docs/product/payments-checkout.md). */
  stripe?: boolean;
}

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/**
 * What Stripe's CSP guidance asks for Stripe.js with Elements, less what only the Address
 * Element's autocomplete (maps.googleapis.com) needs: the script and parts it loads later
 * (*.js.stripe.com), the Payment Element's frames and 3-D Secure's (hooks.stripe.com), and the API
 * Stripe.js calls from the page.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;
const ONE_YEAR_SECONDS = 31_536_000;

/** The Content-Security-Policy for pages and API alike (docs/product/roles-and-sessions.md). */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const analyticsOrigin = options.analyticsSrc ? new URL(options.analyticsSrc).origin : undefined;
  const google = options.googleSignIn ? [GOOGLE_GSI] : [];
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  const hashes = [...new Set(options.scriptHashes ?? [])].map((hash) => `'${hash.replace(/^'|'$/g, '')}'`);
  const stripe = options.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  const frames = [...google, ...stripe.frame];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(options.googleSignIn ? [`${GOOGLE_GSI}client`] : []), ...analytics, ...stripe.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(options.googleSignIn ? [`${GOOGLE_GSI}style`] : [])]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...google, ...analytics, ...stripe.connect]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // The contact and newsletter forms open a mail draft (mailto:) when scripts have not run.
    ['form-action', ["'self'", 'mailto:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export type HeaderRecord = Readonly<Record<string, string>>;

export interface SecurityHeaderSets {
  /** For localhost: everything except HSTS, which would pin a developer's machine to HTTPS. */
  local: HeaderRecord;
  remote: HeaderRecord;
}

/** Computed once at start-up; each request only picks one of the two sets. */
export function buildSecurityHeaders(options: SecurityHeaderOptions = {}): SecurityHeaderSets {
  const local = Object.freeze({
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
  });
  return {
    local,
    remote: Object.freeze({ ...local, 'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` }),
  };
}

/** localhost, 127.0.0.1, ::1 and *.localhost, with or without a port. */
export function isLocalHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.startsWith('[') ? hostHeader.slice(0, hostHeader.indexOf(']') + 1) : hostHeader.split(':')[0]!;
  const name = host.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

export type HeaderVariables = {
  requestId: string;
  /** The security headers plus X-Request-Id that every answer to this request carries. */
  baseHeaders: HeaderRecord;
  baseHeadersApplied: boolean;
};

const VALID_REQUEST_ID = /^[\w=-]{1,100}$/;

/**
 * Gives each request an id (a caller's X-Request-Id when it looks sane) and puts the security
 * headers and that id on every answer: pages, JSON, errors and the 404. Hot routes answer
 * with `respond()`, which sends them in one plain object (the cheapest form for
 * @hono/node-server); any other response gets them added on the way out.
 */
export function baseHeaders(sets: SecurityHeaderSets): MiddlewareHandler<{ Variables: HeaderVariables }> {
  return async function setBaseHeaders(c, next) {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const headers = { ...(isLocalHost(host) ? sets.local : sets.remote), 'X-Request-Id': requestId };
    c.set('requestId', requestId);
    c.set('baseHeaders', headers);
    await next();
    if (c.get('baseHeadersApplied')) return;
    let response = c.res;
    try {
      for (const name in headers) response.headers.set(name, headers[name as keyof typeof headers]);
    } catch {
      // Immutable headers (a Response from fetch): copy it once, then stamp the copy.
      response = new Response(response.body, response);
      for (const name in headers) response.headers.set(name, headers[name as keyof typeof headers]);
      c.res = undefined;
      c.res = response;
    }
  };
}

/** A response carrying this request's base headers plus `headers`, built in one go. */
export function respond<E extends { Variables: HeaderVariables }>(
  c: Context<E>,
  body: BodyInit | null,
  status: number,
  headers: Record<string, string>,
): Response {
  c.set('baseHeadersApplied', true);
  return new Response(body, { status, headers: { ...c.get('baseHeaders'), ...headers } });
}
