import { translateText } from '../../domain/i18n/tables.ts';
import { answerInAskerLanguage } from './http/answer-language.ts';
import { requestLanguage } from './http/request-language.ts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Database } from '../../db/client.ts';
import type { PublicSettings } from './settings/answer.ts';
import { GOOGLE_JWKS_URL, type Config } from './config.ts';
import { limitBody } from './http/body-limit.ts';
import { requireJsonBody } from './http/json-body.ts';
import { AppError, genericError, TooManyRequestsError } from './http/errors.ts';
import { errorOfRefused } from './http/outcome.ts';
import { isApiPath } from './pages/page-policy.ts';
import type { AppEnv, Logger, SiteHandler } from './app-env.ts';
import { baseHeaders, buildSecurityHeaders, respond } from './http/security-headers.ts';
import { stockInMenu } from './stock/menu-stock.ts';
import { apiRoutes } from './api/routes.ts';
import type { OrderStreamPolicy } from './desk/order-desk-route.ts';
import { mediaRoutes, PICTURE_UPLOAD_PATH } from './pictures/route.ts';
import { CATALOGUE_IMPORT_PATH } from './catalogue/route.ts';
import type { PictureSettings } from './pictures/picture-settings.ts';
import type { MenuCache } from './menu/menu-cache.ts';
import { PASSWORD_ITERATIONS } from './auth/passwords.ts';
import type { AuthRuntime } from './auth/runtime.ts';
import { sessionKey } from './auth/tokens.ts';
import { clientAddress } from './http/client-address.ts';
import { refuseCrossSite } from './http/same-origin.ts';
import type { RateLimitRule } from './limits/fixed-window.ts';
import { GUEST_ORDER_LIMITS, type GuestOrderLimits } from './limits/guest-orders.ts';
import { ORDER_RATE_LIMIT } from './orders/order-rate-limit.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { cardPaymentsFor } from './payments/card-payments.ts';
import { REVIEW_RATE_LIMIT } from './reviews/create-review.ts';

export type { AppEnv, Logger, SiteHandler, SiteResponse } from './app-env.ts';

/** Request bodies above this are refused with 413 before any handler reads them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  db: Database;
  config: Pick<Config, 'googleClientId' | 'analyticsSrc' | 'sessionSecret'> &
    Partial<Pick<Config, 'googleJwksUrl' | 'trustProxy' | 'orderLimitPerCustomer' | 'stripe' | 'testPayments' | 'publicUrl'>>;
  menuCache: MenuCache;
  /** The connecting address as the runtime sees it (Node: the socket; Workers: CF-Connecting-IP). */
  remoteAddress?: (c: Context) => string | undefined;
  /** Epoch milliseconds; tests inject a clock they can move. */
  now?: () => number;
  /** Google's signing keys; defaults to a remote key set over config.googleJwksUrl. */
  googleKeys?: JWTVerifyGetKey;
  /** PBKDF2 cost for new password hashes (tests lower it). */
  passwordIterations?: number;
  /** Serves pages for every non-API GET; omitted on Workers, where static assets do that. */
  site?: SiteHandler;
  /** `sha256-…` sources of the built pages' inline scripts (dist/_csp.json). */
  scriptHashes?: readonly string[];
  logger?: Logger;
  /** The test gateway's server part where test payments are allowed; defaults to the built-in one (docs/product/payments.md). */
  paymentGateway?: PaymentGateway;
  /** Orders per customer per window; defaults to ORDER_RATE_LIMIT with config.orderLimitPerCustomer. */
  orderRateLimit?: RateLimitRule;
  /** Guest order limits (limits/guest-orders.ts); tests that place many guest orders raise them. */
  guestOrderLimits?: GuestOrderLimits;
  /** Reviews per customer per window. */
  reviewRateLimit?: RateLimitRule;
  /** Where uploaded pictures are kept, how large they may be and who resizes them; without these, uploads answer 503. */
  pictures?: PictureSettings;
  /** Told after the admin saves the shop's settings (the Node site refills its pages' details). */
  onSettingsSaved?: (settings: PublicSettings) => void | Promise<void>;
  /** Told after the admin saves one of the owner's pages (the page servers write its new text in). */
  onPageSaved?: () => void | Promise<void>;
  /** How the desk's event stream follows orders; defaults to NODE_ORDER_STREAM (docs/decisions/014). */
  orderStream?: OrderStreamPolicy;
  /** Told after each change that succeeded, which may have queued mail: the outbox's sender (docs/product/mail.md). */
  mail?: { delivers: 'smtp' | 'log'; wake(c: Context<AppEnv>): void };
  /**
   * Told after a catalogue import queued pictures from other sites: the copier (Node's server
   * loop, or the request's waitUntil on Workers; worker/src/picture-copies/). Without it (no
   * picture store) such pictures are shown from their addresses.
   */
  pictureCopies?: { wake(c: Context<AppEnv>): void };
}

/**
 * On Node a stream lasts as long as the desk is open. The server adds the process's shared feed
 * (`feed`, desk/order-feed.ts); without one, each stream reads ten times a second.
 */
export const NODE_ORDER_STREAM: OrderStreamPolicy = { pollMs: 100, lifetimeMs: null };

/** Builds the one Hono app that Node and Workers both run. */
export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? consoleLogger;
  const headerSets = buildSecurityHeaders({
    scriptHashes: deps.scriptHashes ?? [],
    googleSignIn: Boolean(deps.config.googleClientId),
    analyticsSrc: deps.config.analyticsSrc,
    stripe: Boolean(deps.config.stripe),
  });
  const auth = createAuthRuntime(deps);
  const payments = cardPaymentsFor(deps.config, deps.paymentGateway);

  const app = new Hono<AppEnv>();
  app.use(baseHeaders(headerSets));
  // Registered for body-carrying methods only, so reads pay nothing for them. The picture
  // upload takes an image's bytes instead of JSON, under its own limit (pictures/route.ts).
  const jsonBodies = [limitBody(MAX_BODY_BYTES), requireJsonBody()].map((check) =>
    exceptPaths([PICTURE_UPLOAD_PATH, CATALOGUE_IMPORT_PATH], check),
  );
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', refuseCrossSite(), ...jsonBodies, answerInAskerLanguage());
  const { mail } = deps;
  if (mail) {
    // A change that queued a mail committed before its answer; the mail goes out after it.
    app.on(['POST', 'PUT', 'DELETE'], '/api/*', async (c, next) => {
      await next();
      if (c.res.status < 400) mail.wake(c);
    });
  }

  app.route(
    '/',
    apiRoutes({
      db: deps.db,
      auth,
      menuCache: deps.menuCache,
      orders: {
        ...auth,
        payments,
        publicUrl: deps.config.publicUrl,
        guestOrderLimits: deps.guestOrderLimits ?? GUEST_ORDER_LIMITS,
        orderRateLimit: deps.orderRateLimit ?? { ...ORDER_RATE_LIMIT, limit: deps.config.orderLimitPerCustomer ?? ORDER_RATE_LIMIT.limit },
        reportError: (message, error) => logger.error(message, { error: describe(error) }),
        onStockMoved: stockInMenu(deps.db, deps.menuCache, (error) =>
          logger.error('Reloading the menu failed', { error: describe(error) }),
        ),
      },
      reviewRateLimit: deps.reviewRateLimit ?? REVIEW_RATE_LIMIT,
      onSettingsSaved: deps.onSettingsSaved,
      ownerPages: { defaults: { analyticsSrc: deps.config.analyticsSrc }, onPageSaved: deps.onPageSaved },
      pictures: deps.pictures,
      pictureCopies: deps.pictures ? deps.pictureCopies : undefined,
      orderStream: deps.orderStream ?? NODE_ORDER_STREAM,
      mailDelivery: deps.mail?.delivers ?? 'none',
    }),
  );
  app.route('/', mediaRoutes(deps.pictures?.store));

  if (deps.site) {
    const site = deps.site;
    app.get('*', async (c) => {
      if (isApiPath(c.req.path)) return c.notFound();
      const page = await site(c.req.raw);
      // The page's own headers win over the base set (a tracking page's Referrer-Policy).
      return respond(c, page.body, page.status, page.headers);
    });
  }

  app.notFound((c) => errorJson(c, 404, genericError(404)));

  app.onError((thrown, c) => {
    const error = errorOfRefused(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error.status >= 500) logger.error(error.message, { requestId: c.get('requestId'), error: describe(error) });
      if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
      // Rules give message keys (domain/i18n), older ones English the catalogue knows: written
      // here in the asker's language.
      const language = requestLanguage(c);
      const errors =
        error.errors && Object.fromEntries(Object.entries(error.errors).map(([field, text]) => [field, translateText(language, text)]));
      return errorJson(c, error.status, { message: translateText(language, error.message), code: error.code, errors, data: error.data });
    }
    if (error instanceof HTTPException && error.status < 500) {
      const generic = genericError(error.status);
      return errorJson(c, error.status, { code: generic.code, message: error.message || generic.message });
    }
    logger.error('Unhandled error', { requestId: c.get('requestId'), path: c.req.path, error: describe(error) });
    return errorJson(c, 500, genericError(500));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The paths whose bodies are not JSON (a picture's bytes, a catalogue file) check their own. */
function exceptPaths(paths: readonly string[], middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (paths.includes(c.req.path) ? next() : middleware(c, next));
}

function createAuthRuntime(deps: AppDeps): AuthRuntime {
  const { config } = deps;
  const googleKeys =
    config.googleClientId === undefined
      ? undefined
      : (deps.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl ?? GOOGLE_JWKS_URL)));
  return {
    db: deps.db,
    now: deps.now ?? Date.now,
    key: sessionKey(config.sessionSecret),
    passwordIterations: deps.passwordIterations ?? PASSWORD_ITERATIONS,
    clientAddress: (c) => clientAddress(c, { trustProxy: config.trustProxy ?? false, direct: deps.remoteAddress }),
    google: config.googleClientId && googleKeys ? { clientId: config.googleClientId, keys: googleKeys } : null,
  };
}

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string> | undefined;
  data?: unknown;
}

function errorJson(c: Context<AppEnv>, status: number, body: ErrorBody) {
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      success: false as const,
      message: body.message,
      code: body.code,
      ...(body.errors ? { errors: body.errors } : {}),
      ...(body.data === undefined ? {} : { data: body.data }),
    },
    status as ContentfulStatusCode,
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

const consoleLogger: Logger = {
  error: (message, details) => console.error(`[doorstep] ${message}`, details ?? ''),
};
